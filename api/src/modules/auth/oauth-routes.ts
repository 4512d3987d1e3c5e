import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oauth from 'oauth4webapi';
import type { ErrorCode } from '@storefront/shared/contract/error-codes';
import {
  authProvidersSchema,
  providerNotAvailablePage,
  socialLoginParams,
  socialLoginQuerySchema,
  socialLoginRedirect,
} from '@storefront/shared/contract/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/schemas';
import type { AuthService } from './service';
import { sessionCookies } from './session-cookies';
import { accountForSocialLogin } from './social-accounts';
import { socialSignInProvider, type SignInFlow } from './social-providers';

const FLOW_COOKIE = 'psar_oauth';
const FLOW_SECONDS = 10 * 60;

/** What the browser carries between leaving for the provider and coming back (signed). */
interface PendingLogin {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirect: string;
  callback: string;
  expiresAt: number;
}

/** The HTML page for a provider this shop does not offer. */
const notAvailableAnswer = {
  description: 'This shop does not offer the provider (an HTML page, not JSON)',
  content: { 'text/html': { schema: providerNotAvailablePage } },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function notAvailablePage(provider: string): string {
  const name = escapeHtml(provider);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign-in not available · Psar</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}a{color:#FE6901;font-weight:600}</style></head>
<body><h1>Sign-in with “${name}” is not available</h1><p>This shop does not offer signing in with ${name}. Please sign in with your email or phone number instead.</p>
<p lang="km">ការចូលគណនីជាមួយ “${name}” មិនមានទេ។ សូមចូលគណនីដោយប្រើអ៊ីមែល ឬលេខទូរស័ព្ទរបស់អ្នក។</p><p><a href="/login">Back to login</a></p></body></html>`;
}

/**
 * Social login: the authorization code flow with PKCE and state (and a nonce for OpenID Connect),
 * whatever the provider speaks (social-providers.ts). Providers come from configuration; state,
 * nonce and the PKCE verifier travel in a short-lived signed httpOnly cookie, so any API replica can
 * finish the flow.
 */
export async function oauthRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; db: Database; config: Config },
) {
  const { auth, db, config } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookies = sessionCookies(config);
  const providers = new Map(
    config.oauthProviders.map((provider) => [
      provider.id,
      // Plain http only for local providers (tests, development).
      socialSignInProvider(provider, { allowHttp: config.env !== 'production' }),
    ]),
  );

  const sign = (value: string) => createHmac('sha256', config.authSecret).update(value).digest('base64url');
  function sealed(pending: PendingLogin): string {
    const body = Buffer.from(JSON.stringify(pending)).toString('base64url');
    return `${body}.${sign(body)}`;
  }
  function opened(cookie: string | undefined): PendingLogin | null {
    if (!cookie) return null;
    const [body, signature] = cookie.split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const pending = JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingLogin;
      return pending.expiresAt > Date.now() ? pending : null;
    } catch {
      return null;
    }
  }

  /** The shop's public origin: configured, else as the request (through its proxy) shows it. */
  function publicOrigin(request: FastifyRequest): string {
    return config.publicOrigin ?? `${request.protocol}://${request.host}`;
  }
  const callbackUrl = (request: FastifyRequest, provider: string) =>
    `${publicOrigin(request)}/api/auth/${provider}/callback`;
  const flowCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
    path: '/api/auth',
  };
  const flowOf = (request: FastifyRequest, pending: PendingLogin): SignInFlow => ({
    state: pending.state,
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    redirectUri: callbackUrl(request, pending.provider),
  });
  /** Back to the login page, which says why when the API names an error code. */
  const failed = (reply: FastifyReply, code?: ErrorCode) =>
    reply
      .clearCookie(FLOW_COOKIE, flowCookie)
      .redirect(`/login?social=failed${code ? `&${new URLSearchParams({ error: code })}` : ''}`, 302);

  r.get(
    '/auth/providers',
    {
      schema: {
        operationId: 'listAuthProviders',
        tags: ['auth'],
        summary: 'The social-login providers this shop offers',
        description:
          'Anyone may ask: the providers configured for this shop, for the social-login buttons (an empty list when none is).',
        response: { 200: authProvidersSchema, ...errorResponses },
      },
    },
    async () => ({ data: [...providers.values()].map(({ id, name }) => ({ id, name })) }),
  );

  r.get(
    '/auth/:provider',
    {
      schema: {
        operationId: 'startSocialLogin',
        tags: ['auth'],
        summary:
          "Start a social login: redirects to the provider's sign-in page (404 page when the provider is not configured)",
        description:
          "A browser navigation, not a fetch: anyone may start it. Answers 302 to the provider's sign-in page (OpenID Connect, or Facebook Login's OAuth 2.0, with PKCE), 302 to /login?social=failed when the provider cannot be reached, and a 404 HTML page when this shop does not offer the provider.",
        params: socialLoginParams,
        querystring: socialLoginQuerySchema,
        response: {
          ...errorResponses,
          302: socialLoginRedirect,
          404: notAvailableAnswer,
        },
      },
    },
    async (request, reply) => {
      const provider = providers.get(request.params.provider.toLowerCase());
      if (!provider)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(notAvailablePage(request.params.provider));
      const pending: PendingLogin = {
        provider: provider.id,
        state: oauth.generateRandomState(),
        nonce: oauth.generateRandomNonce(),
        codeVerifier: oauth.generateRandomCodeVerifier(),
        redirect: request.query.redirect,
        callback: request.query.callback,
        expiresAt: Date.now() + FLOW_SECONDS * 1000,
      };
      let target: URL;
      try {
        target = await provider.authorizationUrl(flowOf(request, pending));
      } catch (error) {
        request.log.error({ err: error, provider: provider.id }, 'social login provider unreachable');
        return failed(reply);
      }
      reply.setCookie(FLOW_COOKIE, sealed(pending), { ...flowCookie, maxAge: FLOW_SECONDS });
      return reply.redirect(target.toString(), 302);
    },
  );

  r.get(
    '/auth/:provider/callback',
    {
      schema: {
        operationId: 'finishSocialLogin',
        tags: ['auth'],
        summary: 'Where the provider sends the shopper back: signs them in and goes to /login-success',
        description:
          'Called by the browser coming back from the provider, with its code and state. Signs the shopper in (linking or creating the account) and answers 302 to /login-success (with the redirect path); a refused consent, a forged or expired state or a provider error answers 302 to /login?social=failed (with &error=auth.social_email_missing when the provider gave no e-mail address to go on), an unknown provider a 404 HTML page.',
        params: socialLoginParams,
        response: {
          ...errorResponses,
          302: socialLoginRedirect,
          404: notAvailableAnswer,
        },
      },
    },
    async (request, reply) => {
      const provider = providers.get(request.params.provider.toLowerCase());
      if (!provider)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(notAvailablePage(request.params.provider));
      const pending = opened(request.cookies[FLOW_COOKIE]);
      if (!pending || pending.provider !== provider.id) return failed(reply);
      try {
        const current = new URL(request.url, publicOrigin(request));
        const profile = await provider.profile(current, flowOf(request, pending));
        const account = await accountForSocialLogin(db, profile);
        // No account without an e-mail address (a phone-only Facebook account, a declined permission).
        if (!account) return failed(reply, profile.email ? undefined : 'auth.social_email_missing');
        await cookies.set(reply, await auth.startSession(account.userId));
        reply.clearCookie(FLOW_COOKIE, flowCookie);
        const query =
          pending.redirect !== '/' ? `?${new URLSearchParams({ redirect: pending.redirect })}` : '';
        return reply.redirect(`/${pending.callback}${query}`, 302);
      } catch (error) {
        // A refused consent, a replayed or forged state, a provider error: back to login, no crash.
        request.log.warn({ err: error, provider: provider.id }, 'social login failed');
        return failed(reply);
      }
    },
  );
}
