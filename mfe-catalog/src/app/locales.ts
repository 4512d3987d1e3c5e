import { registerLocales } from '@storefront/shared';

declare const __webpack_public_path__: string;

export const NAMESPACE = 'catalog';

// This remote's translations are served from its own origin, wherever it is deployed.
registerLocales(
  [NAMESPACE],
  `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}locales`,
);

/**
 * What catalog components ask for: their own namespace first (the default for `t`), plus the
 * shared ones they use. Asking names them, so i18next loads them with the page instead of
 * rendering keys such as "off" or "todaysDeals".
 */
export const NAMESPACES = [NAMESPACE, 'product', 'category', 'common'] as const;
