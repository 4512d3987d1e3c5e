import { registerLocales } from '@storefront/shared';

declare const __webpack_public_path__: string;

export const NAMESPACE = 'account';
/** Orders, after-sales, reviews, wishlists and wallet pages (account-activity). */
export const ACTIVITY_NAMESPACE = 'account-activity';

// This remote's translations are served from its own origin, wherever it is deployed.
registerLocales(
  [NAMESPACE, ACTIVITY_NAMESPACE],
  `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}locales`,
);
