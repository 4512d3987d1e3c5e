import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { notFound, unauthorized } from '../../lib/http-errors';
import { errorResponses, itemOf } from '../../lib/schemas';
import { REFRESH_COOKIE } from '../../plugins/auth';
import { loginBody, signUpBody, userSchema } from './schemas';
import type { AuthService } from './service';
import { sessionCookies } from './session-cookies';

export async function authRoutes(
  app: FastifyInstance,
  { auth, config }: { auth: AuthService; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookies = sessionCookies(config);
  const setSessionCookies = cookies.set;
  const clearSessionCookies = cookies.clear;
  async function userOf(userId: number) {
    const user = await auth.profile(userId);
    if (!user) throw notFound('account.not_found');
    return user;
  }

  r.post(
    '/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: signUpBody,
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
        tags: ['auth'],
        summary: 'Sign in with email or phone and password',
        body: loginBody,
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
        tags: ['auth'],
        summary: 'Rotate the refresh token and renew the access token',
        response: { 200: z.object({ data: z.null() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('auth.session_ended');
      try {
        await setSessionCookies(reply, await auth.refresh(token));
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
        tags: ['auth'],
        summary: 'Sign out of this session',
        response: { 200: z.object({ data: z.null() }), ...errorResponses },
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
        tags: ['auth'],
        summary: 'The signed-in user with their address book',
        response: { 200: itemOf(userSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await userOf(request.auth!.userId) }),
  );
}
