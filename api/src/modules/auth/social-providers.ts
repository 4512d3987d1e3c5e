import { createHmac } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import {
  isFacebookConfig,
  type FacebookProviderConfig,
  type OAuthProviderConfig,
  type OidcProviderConfig,
} from './oauth-config';
import type { SocialProfile } from './social-accounts';

/** One sign-in attempt's secrets, kept by the browser (signed) between leaving and coming back. */
export interface SignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** This shop's callback URL for the provider, the same on both legs. */
  redirectUri: string;
}

/**
 * A social sign-in provider as the routes see it, whatever protocol it speaks: where to send the
 * shopper, and who they are once the provider sends them back.
 */
export interface SocialSignInProvider {
  readonly id: string;
  readonly name: string;
  /** The provider's sign-in page for this attempt (state, PKCE challenge). Throws when unreachable. */
  authorizationUrl(flow: SignInFlow): Promise<URL>;
  /**
   * The shopper the provider vouches for, from the URL it sent the browser back to. Throws on a
   * refused consent, a state that does not match, or any error of the provider.
   */
  profile(callback: URL, flow: SignInFlow): Promise<SocialProfile>;
}

export interface ProviderOptions {
  /** Plain-http providers are allowed (local stand-ins in development and tests). */
  allowHttp: boolean;
}

export function socialSignInProvider(
  config: OAuthProviderConfig,
  options: ProviderOptions,
): SocialSignInProvider {
  return isFacebookConfig(config) ? facebookProvider(config) : oidcProvider(config, options);
}

/** OpenID Connect: discovery, authorization code with PKCE and nonce, a validated ID token (oauth4webapi). */
function oidcProvider(config: OidcProviderConfig, options: ProviderOptions): SocialSignInProvider {
  const insecure = {
    [oauth.allowInsecureRequests]: new URL(config.issuer).protocol === 'http:' && options.allowHttp,
  };
  const client: oauth.Client = { client_id: config.clientId };
  let discovered: Promise<oauth.AuthorizationServer> | undefined;
  function server(): Promise<oauth.AuthorizationServer> {
    if (!discovered) {
      const issuer = new URL(config.issuer);
      const found = oauth
        .discoveryRequest(issuer, { algorithm: 'oidc', ...insecure })
        .then((response) => oauth.processDiscoveryResponse(issuer, response));
      // A failed discovery is retried on the next attempt.
      found.catch(() => {
        if (discovered === found) discovered = undefined;
      });
      discovered = found;
    }
    return discovered;
  }

  return {
    id: config.id,
    name: config.name,
    async authorizationUrl(flow) {
      const { authorization_endpoint } = await server();
      if (!authorization_endpoint) throw new Error(`${config.issuer} names no authorization endpoint`);
      const target = new URL(authorization_endpoint);
      target.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: flow.redirectUri,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return target;
    },
    async profile(callback, flow) {
      const as = await server();
      const params = oauth.validateAuthResponse(as, client, callback, flow.state);
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.ClientSecretPost(config.clientSecret),
        params,
        flow.redirectUri,
        flow.codeVerifier,
        insecure,
      );
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
        expectedNonce: flow.nonce,
        requireIdToken: true,
      });
      const claims = oauth.getValidatedIdTokenClaims(tokens);
      if (!claims) throw new Error('no ID token claims');
      return {
        provider: config.id,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

const facebookToken = z.object({ access_token: z.string().min(1) });
const facebookUser = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});
const GRAPH_TIMEOUT_MS = 10_000;

/**
 * Facebook Login (plain OAuth 2.0, no OpenID Connect for the web): the login dialog with state and
 * PKCE, the code exchanged at the Graph API's access_token endpoint, then /me for id, name and email.
 * Graph calls carry appsecret_proof, as Facebook recommends (and requires when the app says so).
 */
function facebookProvider(config: FacebookProviderConfig): SocialSignInProvider {
  // What validateAuthResponse needs to check the answer's state and error parameters.
  const dialog: oauth.AuthorizationServer = {
    issuer: new URL(config.dialogUrl).origin,
    authorization_endpoint: config.dialogUrl,
  };
  const client: oauth.Client = { client_id: config.clientId };

  async function graphGet(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(`${config.graphUrl}/${path}`);
    url.search = new URLSearchParams(query).toString();
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    });
    // Graph API errors are JSON ({ error: { message, type, code } }); the message never names a secret.
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok)
      throw new Error(`Facebook ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  return {
    id: config.id,
    name: config.name,
    async authorizationUrl(flow) {
      const target = new URL(config.dialogUrl);
      target.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: flow.redirectUri,
        state: flow.state,
        scope: 'email,public_profile',
        response_type: 'code',
        code_challenge: await oauth.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return target;
    },
    async profile(callback, flow) {
      const params = oauth.validateAuthResponse(dialog, client, callback, flow.state);
      const code = params.get('code');
      if (!code) throw new Error('Facebook sent no code');
      const { access_token } = facebookToken.parse(
        await graphGet('oauth/access_token', {
          client_id: config.clientId,
          redirect_uri: flow.redirectUri,
          client_secret: config.clientSecret,
          code,
          code_verifier: flow.codeVerifier,
        }),
      );
      const user = facebookUser.parse(
        await graphGet('me', {
          fields: 'id,name,email',
          access_token,
          appsecret_proof: createHmac('sha256', config.clientSecret).update(access_token).digest('hex'),
        }),
      );
      const email = user.email?.trim() || undefined;
      return {
        provider: config.id,
        subject: user.id,
        email,
        // Facebook returns only a confirmed primary address (none when the account has none, or the
        // shopper declined the email permission).
        emailVerified: email !== undefined,
        name: user.name,
      };
    },
  };
}
