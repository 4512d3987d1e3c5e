// Pure business rules of spec sections 5 and 9 (`@storefront/shared/rules`).
// No React, store or browser-only imports: the API uses these on the server too.
export * from './account-rules';
export * from './address';
export * from './clean-params';
export * from './customer-care';
export * from './delivery-fee';
export * from './delivery-location';
export * from './discount';
export * from './email-mask';
export * from './form-limits';
export * from './money';
export * from './order-flow';
export * from './outbox';
export * from './page-address';
export * from './promotion-rules';
export * from './product-editor';
export * from './product-photos';
export * from './quantity';
export * from './truncate';
export * from './variant-matching';
export * from './buy-now-url';
