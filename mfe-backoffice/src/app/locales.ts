import { registerLocales } from '@storefront/shared';

declare const __webpack_public_path__: string;

export const NAMESPACE = 'backoffice';

// This remote's translations are served from its own origin, wherever it is deployed.
registerLocales(
  [NAMESPACE],
  `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}locales`,
);
