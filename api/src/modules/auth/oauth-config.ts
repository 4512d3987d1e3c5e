// Social-login providers from the environment.
// - OpenID Connect providers: for each provider id, OAUTH_<ID>_ISSUER, OAUTH_<ID>_CLIENT_ID and
//   OAUTH_<ID>_CLIENT_SECRET (and optionally OAUTH_<ID>_NAME), e.g.
//   OAUTH_GOOGLE_ISSUER=https://accounts.google.com. A provider missing any of the three is off.
// - Facebook Login, which offers no OpenID Connect for the web's code flow: OAUTH_FACEBOOK_CLIENT_ID
//   and OAUTH_FACEBOOK_CLIENT_SECRET (the app's id and secret), no issuer; OAUTH_FACEBOOK_DIALOG_URL
//   and OAUTH_FACEBOOK_GRAPH_URL move it elsewhere (tests, a newer Graph API version).

/** An OpenID Connect provider, found through its issuer's discovery document. */
export interface OidcProviderConfig {
  /** Lower-case id used in URLs: /api/auth/google */
  id: string;
  /** Shown on the button: "Continue with Google". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Facebook Login: plain OAuth 2.0 (the login dialog, then the Graph API). */
export interface FacebookProviderConfig {
  id: 'facebook';
  name: string;
  clientId: string;
  clientSecret: string;
  /** The login dialog, e.g. https://www.facebook.com/v19.0/dialog/oauth */
  dialogUrl: string;
  /** The Graph API with its version, e.g. https://graph.facebook.com/v19.0 */
  graphUrl: string;
}

export type OAuthProviderConfig = OidcProviderConfig | FacebookProviderConfig;

export const isFacebookConfig = (provider: OAuthProviderConfig): provider is FacebookProviderConfig =>
  'graphUrl' in provider;

export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';

const KNOWN_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  microsoft: 'Microsoft',
  line: 'LINE',
};

function facebookFromEnv(env: NodeJS.ProcessEnv): FacebookProviderConfig | null {
  const clientId = env.OAUTH_FACEBOOK_CLIENT_ID?.trim();
  const clientSecret = env.OAUTH_FACEBOOK_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  const url = (key: string, value: string) => {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new Error(`${key} must be a URL`);
    }
    // Plain http only for a local stand-in (tests, development).
    if (parsed.protocol !== 'https:' && env.NODE_ENV === 'production')
      throw new Error(`${key} must be an https URL in production`);
    return value.replace(/\/+$/, '');
  };
  return {
    id: 'facebook',
    name: env.OAUTH_FACEBOOK_NAME?.trim() || KNOWN_NAMES.facebook!,
    clientId,
    clientSecret,
    dialogUrl: url('OAUTH_FACEBOOK_DIALOG_URL', env.OAUTH_FACEBOOK_DIALOG_URL?.trim() || FACEBOOK_DIALOG_URL),
    graphUrl: url('OAUTH_FACEBOOK_GRAPH_URL', env.OAUTH_FACEBOOK_GRAPH_URL?.trim() || FACEBOOK_GRAPH_URL),
  };
}

export function oauthProvidersFromEnv(env: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  const providers: OAuthProviderConfig[] = [];
  if (env.OAUTH_FACEBOOK_ISSUER?.trim())
    throw new Error(
      'OAUTH_FACEBOOK_ISSUER is not used: Facebook Login has no OpenID Connect sign-in for the web; set OAUTH_FACEBOOK_CLIENT_ID and OAUTH_FACEBOOK_CLIENT_SECRET only',
    );
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
    providers.push({
      id,
      name:
        env[`OAUTH_${upper}_NAME`]?.trim() ||
        KNOWN_NAMES[id] ||
        upper.charAt(0) + upper.slice(1).toLowerCase(),
      issuer,
      clientId,
      clientSecret,
    });
  }
  const facebook = facebookFromEnv(env);
  if (facebook) providers.push(facebook);
  return providers;
}
