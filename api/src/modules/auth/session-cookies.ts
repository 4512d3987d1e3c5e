import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { ACCESS_COOKIE, ACCESS_TOKEN_SECONDS, REFRESH_COOKIE } from '../../plugins/auth';
import { SESSION_DAYS, type IssuedSession } from './service';

/** The session cookies: a short access token for every path and the refresh token for /api only. */
export function sessionCookies(config: Config) {
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure };
  return {
    async set(reply: FastifyReply, session: IssuedSession) {
      const accessToken = await reply.jwtSign({ sub: session.userId, sid: session.sessionId });
      reply.setCookie(ACCESS_COOKIE, accessToken, { ...cookieBase, path: '/', maxAge: ACCESS_TOKEN_SECONDS });
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
        ...cookieBase,
        path: '/api',
        maxAge: SESSION_DAYS * 24 * 60 * 60,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(ACCESS_COOKIE, { ...cookieBase, path: '/' });
      reply.clearCookie(REFRESH_COOKIE, { ...cookieBase, path: '/api' });
    },
  };
}
