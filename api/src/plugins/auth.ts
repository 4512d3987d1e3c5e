import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import { sessions, users } from '../modules/auth/schema';

export const ACCESS_COOKIE = 'psar_at';
export const REFRESH_COOKIE = 'psar_rt';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: number;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in shopper. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler for back-office routes: a signed-in staff member whose role is one of `roles`
     * (read from the database on every call, so a role change takes effect at once). Anyone else
     * gets 403 `staff.role_forbidden` and nothing runs.
     */
    requireStaff: (...roles: StaffRole[]) => StaffPreHandler;
  }
  interface FastifyRequest {
    auth: { userId: number; sessionId: string } | null;
    /** Set by `requireStaff`: who is acting, for the audit log. */
    staff: StaffActor | null;
  }
}

export interface StaffActor {
  userId: number;
  email: string;
  role: StaffRole;
}

/** Marks `requireStaff`'s preHandlers with the roles they allow (the OpenAPI document reads it). */
export const STAFF_ROLES_ALLOWED = Symbol('staff roles allowed');
export type StaffPreHandler = ((request: FastifyRequest) => Promise<void>) & {
  [STAFF_ROLES_ALLOWED]: readonly StaffRole[];
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions: a short-lived signed access token (httpOnly, SameSite=Lax) whose session is
 * checked on every request, so logout and password resets take effect at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { config: Config; db: Database }) => {
  const { config, db } = options;
  await app.register(cookie);
  await app.register(jwt, {
    secret: config.authSecret,
    cookie: { cookieName: ACCESS_COOKIE, signed: false },
    sign: { expiresIn: ACCESS_TOKEN_SECONDS },
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);

  // A cross-site form can post with the shopper's cookies but cannot set a custom header.
  app.addHook('onRequest', async (request) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      request.url.startsWith('/api/') &&
      !request.headers['x-client-type']
    ) {
      throw forbidden('request.client_type_missing');
    }
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    let claims: AccessClaims;
    try {
      claims = await request.jwtVerify<AccessClaims>({ onlyCookie: true });
    } catch {
      throw unauthorized();
    }
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!session) throw unauthorized('auth.session_ended');
    request.auth = { userId: claims.sub, sessionId: claims.sid };
  });

  app.decorate('requireStaff', (...roles: StaffRole[]) => {
    const handler = async (request: FastifyRequest) => {
      let claims: AccessClaims;
      try {
        claims = await request.jwtVerify<AccessClaims>({ onlyCookie: true });
      } catch {
        throw unauthorized();
      }
      const [row] = await db
        .select({ email: users.email, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
        )
        .limit(1);
      if (!row) throw unauthorized('auth.session_ended');
      request.auth = { userId: claims.sub, sessionId: claims.sid };
      if (!row.role || !roles.includes(row.role)) {
        throw forbidden({ code: 'staff.role_forbidden', params: { roles: roles.join(', ') } });
      }
      request.staff = { userId: claims.sub, email: row.email, role: row.role };
    };
    return Object.assign(handler, { [STAFF_ROLES_ALLOWED]: roles });
  });
});
