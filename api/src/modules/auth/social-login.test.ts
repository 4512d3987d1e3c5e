import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { seedDatabase } from '../../db/seed/seed';
import { CLIENT, cookieHeader } from '../../testing/test-app';

/**
 * A small OpenID Connect provider for the test: discovery, a token endpoint that checks the
 * client secret, the redirect URI and PKCE, and RS256-signed ID tokens. "Signing in" at the
 * provider is `consent()`, which issues a code for the authorization request the API made.
 */
function startFakeProvider() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = new Map<
    string,
    {
      clientId: string;
      redirectUri: string;
      challenge: string;
      nonce: string;
      claims: Record<string, unknown>;
    }
  >();
  let issuer = '';
  const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
  const idToken = (claims: Record<string, unknown>) => {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'test' }));
    const payload = base64url(JSON.stringify(claims));
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks')
      return json(200, {
        keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }],
      });
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (
          !grant ||
          form.get('client_id') !== grant.clientId ||
          form.get('client_secret') !== 'fake-secret' ||
          form.get('redirect_uri') !== grant.redirectUri ||
          challenge !== grant.challenge
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000);
        return json(200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken({
            iss: issuer,
            aud: grant.clientId,
            iat: now,
            exp: now + 300,
            nonce: grant.nonce,
            ...grant.claims,
          }),
        });
      });
      return undefined;
    }
    return json(404, { error: 'not_found' });
  });
  return {
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return issuer;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The shopper signs in at the provider: a code for this authorization request. */
    consent(authorizeUrl: URL, claims: Record<string, unknown>) {
      const code = randomBytes(12).toString('hex');
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
      codes.set(code, {
        clientId: authorizeUrl.searchParams.get('client_id')!,
        redirectUri: authorizeUrl.searchParams.get('redirect_uri')!,
        challenge: authorizeUrl.searchParams.get('code_challenge')!,
        nonce: authorizeUrl.searchParams.get('nonce')!,
        claims,
      });
      return code;
    },
  };
}

describe('social login (OpenID Connect, code flow with PKCE)', () => {
  const provider = startFakeProvider();
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    const issuer = await provider.start();
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedDatabase(database.db, { products: 4 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OAUTH_FAKE_ISSUER: issuer,
      OAUTH_FAKE_CLIENT_ID: 'psar-shop',
      OAUTH_FAKE_CLIENT_SECRET: 'fake-secret',
      OAUTH_FAKE_NAME: 'Fake ID',
    });
    app = await buildApp(config, database);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await provider.stop();
  });

  /** Start at /api/auth/fake, consent at the provider, come back to the callback. */
  async function signInWith(
    claims: Record<string, unknown>,
    query = '?redirect=%2Fcheckout&callback=login-success',
  ) {
    const start = await app.inject({
      method: 'GET',
      url: `/api/auth/fake${query}`,
      headers: { host: 'shop.test' },
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://shop.test/api/auth/fake/callback');
    const code = provider.consent(authorize, claims);
    const back = await app.inject({
      method: 'GET',
      url: `/api/auth/fake/callback?code=${code}&state=${authorize.searchParams.get('state')}`,
      headers: { host: 'shop.test', cookie: cookieHeader(start) },
    });
    return { start, authorize, back };
  }
  const profileOf = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

  it('lists the configured providers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ data: [{ id: 'fake', name: 'Fake ID' }] });
  });

  it('answers an unconfigured provider with a clear 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/myspace?callback=login-success' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Sign-in with “myspace” is not available');
    expect(response.body).toContain('href="/login"');
  });

  it('sends the shopper to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/fake?redirect=%2Faccount' });
    const authorize = new URL(start.headers.location as string);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'psar-shop',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toHaveLength(43);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(start.cookies.find((cookie) => cookie.name === 'psar_oauth')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
    });
  });

  it('creates an account for a new verified email, signs it in and lands on /login-success', async () => {
    const { back } = await signInWith({
      sub: 'fake-1',
      email: 'Chenda@Example.com',
      email_verified: true,
      name: 'Chenda Ly',
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/login-success?redirect=%2Fcheckout');
    const profile = (await profileOf(cookieHeader(back))).json().data;
    expect(profile).toMatchObject({ name: 'Chenda Ly', email: 'chenda@example.com', hasPassword: false });
    // The same identity next time is the same account.
    const again = await signInWith({ sub: 'fake-1', email: 'chenda@example.com', email_verified: true });
    expect((await profileOf(cookieHeader(again.back))).json().data.id).toBe(profile.id);
  });

  it('links to the existing account with the same verified email', async () => {
    const demo = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: CLIENT,
      payload: { login: 'demo@psar.test', password: 'Demo1234!' },
    });
    const demoId = demo.json().data.id;
    const { back } = await signInWith({
      sub: 'fake-demo',
      email: 'demo@psar.test',
      email_verified: true,
      name: 'Someone Else',
    });
    const profile = (await profileOf(cookieHeader(back))).json().data;
    expect(profile).toMatchObject({ id: demoId, name: 'Sokha Chan', hasPassword: true });
  });

  it('does not link or create on an unverified email', async () => {
    const { back } = await signInWith({
      sub: 'fake-unverified',
      email: 'demo@psar.test',
      email_verified: false,
    });
    expect(back.headers.location).toBe('/login?social=failed');
    expect(back.cookies.some((cookie) => cookie.name === 'psar_at' && cookie.value)).toBe(false);
  });

  it('refuses a callback whose state does not match, or without the flow cookie', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/fake' });
    const authorize = new URL(start.headers.location as string);
    const code = provider.consent(authorize, { sub: 'fake-2', email: 'x@example.com', email_verified: true });
    const forged = await app.inject({
      method: 'GET',
      url: `/api/auth/fake/callback?code=${code}&state=forged`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(forged.headers.location).toBe('/login?social=failed');
    const noCookie = await app.inject({
      method: 'GET',
      url: `/api/auth/fake/callback?code=${code}&state=${authorize.searchParams.get('state')}`,
    });
    expect(noCookie.headers.location).toBe('/login?social=failed');
  });

  it('never redirects off the shop afterwards', async () => {
    const { back } = await signInWith(
      { sub: 'fake-3', email: 'vuthy@example.com', email_verified: true },
      '?redirect=https%3A%2F%2Fevil.example&callback=login-success',
    );
    expect(back.headers.location).toBe('/login-success');
  });
});
