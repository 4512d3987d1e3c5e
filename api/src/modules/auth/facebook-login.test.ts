import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../config';
import { CLIENT, cookieHeader, createTestApp, type TestApp } from '../../testing/test-app';
import { FACEBOOK_DIALOG_URL, FACEBOOK_GRAPH_URL, oauthProvidersFromEnv } from './oauth-config';
import { userIdentities, users } from './schema';

const APP_ID = 'fb-app-123';
const APP_SECRET = 'fb-app-secret';

interface FacebookUser {
  id: string;
  name: string;
  email?: string;
}

/**
 * A stand-in for Facebook Login on 127.0.0.1: the login dialog (which "signs in" as the user the test
 * chose and sends the browser back with a code), the Graph API's access_token endpoint (checks the
 * app's id and secret, the redirect URI and PKCE) and /me (checks the access token and its
 * appsecret_proof). It keeps every Graph request it answered, for the test to look at.
 */
function startFakeFacebook() {
  let base = '';
  let nextUser: FacebookUser | 'declines' = 'declines';
  const codes = new Map<string, { redirectUri: string; challenge: string; user: FacebookUser }>();
  const tokens = new Map<string, FacebookUser>();
  const graphRequests: { path: string; query: Record<string, string> }[] = [];

  const answer = (request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', base);
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname === '/v19.0/dialog/oauth') {
      const back = new URL(query.redirect_uri!);
      if (nextUser === 'declines') {
        back.search = new URLSearchParams({
          error: 'access_denied',
          error_code: '200',
          error_description: 'Permissions error',
          error_reason: 'user_denied',
          state: query.state!,
        }).toString();
      } else {
        const code = randomBytes(12).toString('hex');
        codes.set(code, {
          redirectUri: query.redirect_uri!,
          challenge: query.code_challenge!,
          user: nextUser,
        });
        back.search = new URLSearchParams({ code, state: query.state! }).toString();
      }
      return { status: 302, headers: { location: back.toString() }, body: undefined };
    }
    graphRequests.push({ path: url.pathname, query });
    if (url.pathname === '/v19.0/oauth/access_token') {
      const grant = codes.get(query.code ?? '');
      codes.delete(query.code ?? '');
      const challenge = createHash('sha256')
        .update(query.code_verifier ?? '')
        .digest('base64url');
      if (
        !grant ||
        query.client_id !== APP_ID ||
        query.client_secret !== APP_SECRET ||
        query.redirect_uri !== grant.redirectUri ||
        challenge !== grant.challenge
      )
        return {
          status: 400,
          body: { error: { message: 'Invalid verification code', type: 'OAuthException', code: 100 } },
        };
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.user);
      return { status: 200, body: { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 } };
    }
    if (url.pathname === '/v19.0/me') {
      const user = tokens.get(query.access_token ?? '');
      const proof = createHmac('sha256', APP_SECRET)
        .update(query.access_token ?? '')
        .digest('hex');
      if (!user || query.appsecret_proof !== proof)
        return {
          status: 400,
          body: { error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException', code: 100 } },
        };
      const fields = (query.fields ?? 'id,name').split(',');
      return {
        status: 200,
        body: Object.fromEntries(Object.entries(user).filter(([key]) => fields.includes(key))),
      };
    }
    return { status: 404, body: { error: { message: 'Unknown path' } } };
  };

  const server: Server = createServer((request, response) => {
    const { status, headers, body } = { headers: {}, ...answer(request) };
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  });
  return {
    graphRequests,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return base;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Who signs in at the dialog next (or declines to). */
    signInAs(user: FacebookUser | 'declines') {
      nextUser = user;
    },
  };
}

describe('Facebook Login configuration', () => {
  it('is on with an app id and secret, at Facebook by default', () => {
    expect(
      oauthProvidersFromEnv({ OAUTH_FACEBOOK_CLIENT_ID: 'id', OAUTH_FACEBOOK_CLIENT_SECRET: 'secret' }),
    ).toEqual([
      {
        id: 'facebook',
        name: 'Facebook',
        clientId: 'id',
        clientSecret: 'secret',
        dialogUrl: FACEBOOK_DIALOG_URL,
        graphUrl: FACEBOOK_GRAPH_URL,
      },
    ]);
    expect(FACEBOOK_DIALOG_URL).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    expect(FACEBOOK_GRAPH_URL).toBe('https://graph.facebook.com/v19.0');
  });

  it('is off without the secret', () => {
    expect(oauthProvidersFromEnv({ OAUTH_FACEBOOK_CLIENT_ID: 'id' })).toEqual([]);
  });

  it('refuses an issuer (Facebook has no OpenID Connect for the web) and plain http in production', () => {
    expect(() =>
      oauthProvidersFromEnv({
        OAUTH_FACEBOOK_ISSUER: 'https://www.facebook.com',
        OAUTH_FACEBOOK_CLIENT_ID: 'id',
        OAUTH_FACEBOOK_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/OAUTH_FACEBOOK_ISSUER is not used/);
    expect(() =>
      oauthProvidersFromEnv({
        NODE_ENV: 'production',
        OAUTH_FACEBOOK_CLIENT_ID: 'id',
        OAUTH_FACEBOOK_CLIENT_SECRET: 'secret',
        OAUTH_FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v19.0',
      }),
    ).toThrow(/OAUTH_FACEBOOK_GRAPH_URL must be an https URL/);
  });
});

describe('social login with Facebook (OAuth 2.0 code flow with PKCE and the Graph API)', () => {
  const facebook = startFakeFacebook();
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  beforeAll(async () => {
    const base = await facebook.start();
    const env = {
      OAUTH_FACEBOOK_CLIENT_ID: APP_ID,
      OAUTH_FACEBOOK_CLIENT_SECRET: APP_SECRET,
      OAUTH_FACEBOOK_DIALOG_URL: `${base}/v19.0/dialog/oauth`,
      OAUTH_FACEBOOK_GRAPH_URL: `${base}/v19.0`,
    };
    const { oauthProviders } = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
    testApp = await createTestApp({ products: 4, config: { oauthProviders } });
  });
  afterAll(async () => {
    await testApp?.close();
    await facebook.stop();
  });

  /** Start at /api/auth/facebook, pass the (fake) dialog, come back to the callback. */
  async function signInWith(
    user: FacebookUser | 'declines',
    query = '?redirect=%2Fcheckout&callback=login-success',
  ) {
    const start = await inject({
      method: 'GET',
      url: `/api/auth/facebook${query}`,
      headers: { host: 'shop.test' },
    });
    expect(start.statusCode).toBe(302);
    const dialog = new URL(start.headers.location as string);
    facebook.signInAs(user);
    const atFacebook = await fetch(dialog, { redirect: 'manual' });
    const back = new URL(atFacebook.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://shop.test/api/auth/facebook/callback');
    const callback = await inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { host: 'shop.test', cookie: cookieHeader(start) },
    });
    return { start, dialog, callback };
  }
  const profileOf = (cookie: string) => inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
  const signedIn = (response: LightMyRequestResponse) =>
    response.cookies.some((cookie) => cookie.name === 'psar_at' && cookie.value);

  it('is listed among the providers', async () => {
    const response = await inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ data: [{ id: 'facebook', name: 'Facebook' }] });
  });

  it('sends the shopper to the login dialog with state and an S256 PKCE challenge', async () => {
    const start = await inject({
      method: 'GET',
      url: '/api/auth/facebook?redirect=%2Faccount',
      headers: { host: 'shop.test' },
    });
    expect(start.statusCode).toBe(302);
    const dialog = new URL(start.headers.location as string);
    expect(dialog.pathname).toBe('/v19.0/dialog/oauth');
    expect(Object.fromEntries(dialog.searchParams)).toMatchObject({
      client_id: APP_ID,
      redirect_uri: 'http://shop.test/api/auth/facebook/callback',
      scope: 'email,public_profile',
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(dialog.searchParams.get('state')).toHaveLength(43);
    expect(dialog.searchParams.get('code_challenge')).toHaveLength(43);
    expect(start.cookies.find((cookie) => cookie.name === 'psar_oauth')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
    });
  });

  it('creates an account for a new e-mail, signs it in and lands on /login-success', async () => {
    facebook.graphRequests.length = 0;
    const { dialog, callback } = await signInWith({
      id: '1001',
      name: 'Dara Meas',
      email: 'Dara@Example.com',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login-success?redirect=%2Fcheckout');
    // What Facebook saw: the code exchanged with the app's id and secret, the same redirect URI and
    // the PKCE verifier of the challenge; then /me with the token and its appsecret_proof.
    const [exchange, me] = facebook.graphRequests;
    expect(exchange).toMatchObject({
      path: '/v19.0/oauth/access_token',
      query: {
        client_id: APP_ID,
        client_secret: APP_SECRET,
        redirect_uri: 'http://shop.test/api/auth/facebook/callback',
      },
    });
    expect(createHash('sha256').update(exchange!.query.code_verifier!).digest('base64url')).toBe(
      dialog.searchParams.get('code_challenge'),
    );
    expect(me).toMatchObject({ path: '/v19.0/me', query: { fields: 'id,name,email' } });
    expect(me!.query.appsecret_proof).toBe(
      createHmac('sha256', APP_SECRET).update(me!.query.access_token!).digest('hex'),
    );
    expect(facebook.graphRequests).toHaveLength(2);

    const profile = (await profileOf(cookieHeader(callback))).json().data;
    expect(profile).toMatchObject({ name: 'Dara Meas', email: 'dara@example.com', hasPassword: false });
    // The same Facebook account next time is the same shop account.
    const again = await signInWith({ id: '1001', name: 'Dara Meas', email: 'dara@example.com' });
    expect((await profileOf(cookieHeader(again.callback))).json().data.id).toBe(profile.id);
  });

  it('links to the existing account with the same e-mail', async () => {
    const demo = await inject({
      method: 'POST',
      url: '/api/login',
      headers: CLIENT,
      payload: { login: 'demo@psar.test', password: 'Demo1234!' },
    });
    const demoId = demo.json().data.id;
    const { callback } = await signInWith({ id: '1002', name: 'Someone Else', email: 'demo@psar.test' });
    expect(callback.headers.location).toBe('/login-success?redirect=%2Fcheckout');
    const profile = (await profileOf(cookieHeader(callback))).json().data;
    expect(profile).toMatchObject({ id: demoId, name: 'Sokha Chan', hasPassword: true });
  });

  it('refuses a Facebook account without an e-mail address, with auth.social_email_missing, and creates nothing', async () => {
    const { db } = testApp.database;
    const [before] = await db.select({ users: count() }).from(users);
    const { callback } = await signInWith({ id: '1003', name: 'Phone Only' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?social=failed&error=auth.social_email_missing');
    expect(signedIn(callback)).toBe(false);
    const [after] = await db.select({ users: count() }).from(users);
    expect(after!.users).toBe(before!.users);
    expect(await db.select().from(userIdentities).where(eq(userIdentities.subject, '1003'))).toEqual([]);
  });

  it('goes back to the login page when the shopper declines at Facebook', async () => {
    facebook.graphRequests.length = 0;
    const { callback } = await signInWith('declines');
    expect(callback.headers.location).toBe('/login?social=failed');
    expect(signedIn(callback)).toBe(false);
    expect(facebook.graphRequests).toEqual([]);
  });

  it('refuses a callback whose state does not match, or without the flow cookie', async () => {
    const start = await inject({ method: 'GET', url: '/api/auth/facebook' });
    facebook.signInAs({ id: '1004', name: 'Forged', email: 'forged@example.com' });
    const back = new URL(
      (await fetch(new URL(start.headers.location as string), { redirect: 'manual' })).headers.get(
        'location',
      )!,
    );
    facebook.graphRequests.length = 0;
    const code = back.searchParams.get('code')!;
    const forged = await inject({
      method: 'GET',
      url: `${back.pathname}?code=${code}&state=forged`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(forged.headers.location).toBe('/login?social=failed');
    expect(signedIn(forged)).toBe(false);
    const noCookie = await inject({ method: 'GET', url: back.pathname + back.search });
    expect(noCookie.headers.location).toBe('/login?social=failed');
    // The code was never offered to Facebook.
    expect(facebook.graphRequests).toEqual([]);
  });
});
