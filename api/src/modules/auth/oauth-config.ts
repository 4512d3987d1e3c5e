// Social-login providers from the environment: for each provider id, OAUTH_<ID>_ISSUER,
// OAUTH_<ID>_CLIENT_ID and OAUTH_<ID>_CLIENT_SECRET (and optionally OAUTH_<ID>_NAME), e.g.
// OAUTH_GOOGLE_ISSUER=https://accounts.google.com. A provider missing any of the three is off.

export interface OAuthProviderConfig {
  /** Lower-case id used in URLs: /api/auth/google */
  id: string;
  /** Shown on the button: "Continue with Google". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const KNOWN_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', microsoft: 'Microsoft', line: 'LINE' };

export function oauthProvidersFromEnv(env: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  const providers: OAuthProviderConfig[] = [];
  for (const key of Object.keys(env).sort()) {
    const match = /^OAUTH_([A-Z0-9]+)_ISSUER$/.exec(key);
    if (!match) continue;
    const upper = match[1]!;
    const issuer = env[key]?.trim();
    const clientId = env[`OAUTH_${upper}_CLIENT_ID`]?.trim();
    const clientSecret = env[`OAUTH_${upper}_CLIENT_SECRET`]?.trim();
    if (!issuer || !clientId || !clientSecret) continue;
    try {
      new URL(issuer);
    } catch {
      throw new Error(`${key} must be a URL (the provider's OpenID Connect issuer)`);
    }
    const id = upper.toLowerCase();
    providers.push({ id, name: env[`OAUTH_${upper}_NAME`]?.trim() || KNOWN_NAMES[id] || upper.charAt(0) + upper.slice(1).toLowerCase(), issuer, clientId, clientSecret });
  }
  return providers;
}
