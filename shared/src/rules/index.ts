// Pure business rules of spec sections 5 and 9 (`@storefront/shared/rules`), the shop's and the back
// office's. No React, store or browser-only imports: the API uses these on the server too.
export * from './shop';
export * from './back-office';
