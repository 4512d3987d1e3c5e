// The rules a shopper's pages use: `@storefront/shared` re-exports these, so they travel in the
// one shared module every page loads. The back office's own rules (back-office.ts) do not.
export * from './account-rules';
export * from './address';
export * from './buy-now-url';
export * from './clean-params';
export * from './delivery-fee';
export * from './delivery-location';
export * from './discount';
export * from './email-mask';
export * from './form-limits';
export * from './money';
export * from './order-flow';
export * from './page-address';
export * from './quantity';
export * from './truncate';
export * from './variant-matching';
