// The API contract: the zod schemas of every request and answer, shared by the API (which validates
// with them and documents them in OpenAPI) and the front ends (which import their types only).
export * from './account';
export * from './after-sales';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './catalog-admin';
export * from './common';
export * from './content';
export * from './error-codes';
export * from './files';
export * from './help';
export * from './mail';
export * from './messages';
export * from './newsletter';
export * from './orders';
export * from './payment-options';
export * from './payments';
export * from './promotions-admin';
export * from './registry';
export * from './reviews';
export * from './vouchers';
export * from './wallet';
export * from './wishlist';
export * from './staff-roles';
export * from './staff';
