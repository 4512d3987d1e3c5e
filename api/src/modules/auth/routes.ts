import { loginRequestSchema, signUpRequestSchema } from '@storefront/shared/contract/auth';
import { nullDataSchema, userSchema } from '@storefront/shared/contract/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { notFound, unauthorized } from '../../lib/http-errors';
import { errorResponses, itemOf } from '../../lib/schemas';
import { REFRESH_COOKIE } from '../../plugins/auth';
import { refreshSuccessor, type AuthService, type RefreshRotation } from './service';
import { sessionCookies } from './session-cookies';

export async function authRoutes(
  app: FastifyInstance,
  { auth, config }: { auth: AuthService; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookies = sessionCookies(config);
  const setSessionCookies = cookies.set;
  const clearSessionCookies = cookies.clear;
  const rotation: RefreshRotation = {
    graceMs: config.refreshGraceSeconds * 1000,
    successorOf: refreshSuccessor(config.authSecret),
  };
  async function userOf(userId: number) {
    const user = await auth.profile(userId);
    if (!user) throw notFound('account.not_found');
    return user;
  }

  r.post(
    '/sign-up',
    {
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Create an account and sign in',
        description:
          'Anyone may create an account; the answer sets the session cookies (signed in) and carries the new user. Answers 409 when the e-mail (auth.email_taken) or the phone (auth.phone_taken) already belongs to an account, 400 for an invalid field.',
        body: signUpRequestSchema,
        response: { 201: itemOf(userSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await auth.signUp(request.body);
      await setSessionCookies(reply, session);
      return reply.status(201).send({ data: await userOf(session.userId) });
    },
  );

  r.post(
    '/login',
    {
      schema: {
        operationId: 'logIn',
        tags: ['auth'],
        summary: 'Sign in with email or phone and password',
        description:
          'Anyone may sign in with an e-mail address or a Cambodian phone number; the answer sets the session cookies and carries the user. Answers 401 auth.credentials_invalid for a wrong login or password, and 429 auth.too_many_attempts after repeated failures for the account or the address.',
        body: loginRequestSchema,
        response: { 200: itemOf(userSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, request.ip);
      await setSessionCookies(reply, session);
      return { data: await userOf(session.userId) };
    },
  );

  r.post(
    '/refresh',
    {
      schema: {
        operationId: 'refreshSession',
        tags: ['auth'],
        summary: 'Rotate the refresh token and renew the access token',
        description:
          'For a signed-in browser: exchanges the refresh-token cookie for new session cookies. The token just used may be sent again within REFRESH_GRACE_SECONDS (two tabs at once, a lost answer) and answers the same new token. Answers 401 auth.session_ended (and clears the cookies, and ends the session when a used token is sent again) when the refresh token is missing, older than the last one, reused after the grace, expired or revoked.',
        response: { 200: nullDataSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('auth.session_ended');
      try {
        await setSessionCookies(reply, await auth.refresh(token, rotation));
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
      return { data: null };
    },
  );

  r.post(
    '/logout',
    {
      schema: {
        operationId: 'logOut',
        tags: ['auth'],
        summary: 'Sign out of this session',
        description:
          'Ends the session of the cookies sent (if any) and clears them; anyone may call it, and it succeeds even when already signed out.',
        response: { 200: nullDataSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      let sessionId: string | null = null;
      try {
        sessionId = (await request.jwtVerify<{ sid: string }>({ onlyCookie: true })).sid;
      } catch {
        const token = request.cookies[REFRESH_COOKIE];
        sessionId = token ? await auth.sessionOfRefreshToken(token) : null;
      }
      if (sessionId) await auth.revokeSession(sessionId);
      clearSessionCookies(reply);
      return { data: null };
    },
  );

  r.get(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getProfile',
        tags: ['auth'],
        summary: 'The signed-in user with their address book',
        description:
          'For a signed-in shopper: their account with the address book, default address first. Answers 401 auth.sign_in_required when not signed in.',
        response: { 200: itemOf(userSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await userOf(request.auth!.userId) }),
  );
}
