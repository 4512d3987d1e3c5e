// The development sign-in provider's settings (oauth-dev-provider.ts runs it), kept apart from the
// provider itself so the API and tests read them without loading it.

export interface DevOidcOptions {
  port: number;
  /** The shop as the shopper's browser sees it: the callback is `${shopOrigin}/api/auth/dev/callback`. */
  shopOrigin: string;
  clientId: string;
  clientSecret: string;
}

/** The settings the API needs for this provider (its usual OAUTH_<ID>_* variables). */
export function devOidcApiEnvironment(options: DevOidcOptions): Record<string, string> {
  return {
    OAUTH_DEV_ISSUER: `http://localhost:${options.port}`,
    OAUTH_DEV_CLIENT_ID: options.clientId,
    OAUTH_DEV_CLIENT_SECRET: options.clientSecret,
    OAUTH_DEV_NAME: 'Psar Dev Login',
  };
}
