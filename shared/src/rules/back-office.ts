// Rules only staff screens use (product editor, stock, promotions and vouchers, customer care,
// the mail outbox). Not re-exported by `@storefront/shared`: a shopper's phone would load them with
// every page. The back office imports them from `@storefront/shared/rules`, bundled in its own code.
export * from './customer-care';
export * from './outbox';
export * from './product-editor';
export * from './product-photos';
export * from './promotion-rules';
