// Every table, for the Drizzle client and drizzle-kit. Each lives in its domain's module.
export * from '../modules/auth/schema';
export * from '../modules/account/schema';
export * from '../modules/catalog/schema';
export * from '../modules/cart/schema';
export * from '../modules/help/schema';
export * from '../modules/mail/schema';
export * from '../modules/wishlist/schema';
export * from '../modules/orders/schema';
export * from '../modules/wallet/schema';
export * from '../modules/payments/schema';
export * from '../modules/vouchers/schema';
export * from '../modules/content/schema';
export * from '../modules/after-sales/schema';
export * from '../modules/payment-options/schema';
export * from '../modules/newsletter/schema';
export * from '../modules/messages/schema';
