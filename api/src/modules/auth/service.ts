import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { User } from '@storefront/shared/contract';
import type { Database } from '../../db/client';
import { conflict, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { addressBooks } from '../account/schema';
import { hashPassword, verifyPassword } from './passwords';
import { loginFailures, refreshTokens, sessions, users } from './schema';

export const SESSION_DAYS = 30;

/** The user as the API answers it: every optional field of the shared type is present. */
export type ProfileUser = Required<User>;
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 30;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface IssuedSession {
  userId: number;
  sessionId: string;
  refreshToken: string;
}

export function createAuthService(db: Database) {
  async function profile(userId: number): Promise<ProfileUser | null> {
    const [user] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        birthday: users.birthday,
        gender: users.gender,
        role: users.role,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return null;
    const addresses = await db
      .select()
      .from(addressBooks)
      .where(eq(addressBooks.userId, userId))
      .orderBy(sql`${addressBooks.isDefault} desc`, asc(addressBooks.id));
    const { passwordHash, ...fields } = user;
    return {
      ...fields,
      hasPassword: passwordHash !== '',
      addressBooks: addresses.map(({ createdAt: _createdAt, ...address }) => address),
    };
  }

  async function newRefreshToken(sessionId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({ sessionId, tokenHash: sha256(token) });
    return token;
  }

  async function startSession(userId: number): Promise<IssuedSession> {
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
    const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    return { userId, sessionId: session.id, refreshToken: await newRefreshToken(session.id) };
  }

  async function throttle(keys: { account: string; ip: string }) {
    const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
    const rows = await db
      .select({ key: loginFailures.key, count: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(
        and(
          or(eq(loginFailures.key, keys.account), eq(loginFailures.key, keys.ip)),
          gt(loginFailures.at, since),
        ),
      )
      .groupBy(loginFailures.key);
    const count = (key: string) => rows.find((row) => row.key === key)?.count ?? 0;
    if (count(keys.account) >= MAX_FAILURES_PER_ACCOUNT || count(keys.ip) >= MAX_FAILURES_PER_IP) {
      throw tooManyRequests('auth.too_many_attempts');
    }
  }

  return {
    profile,
    startSession,

    async signUp(input: {
      name: string;
      email: string;
      phone?: string | undefined;
      password: string;
    }): Promise<IssuedSession> {
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
        .limit(1);
      if (existing) throw conflict('auth.email_taken', { email: 'auth.email_taken_sign_in' });
      if (input.phone) {
        const [phoneOwner] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.phone, input.phone))
          .limit(1);
        if (phoneOwner) throw conflict('auth.phone_taken', { phone: 'auth.phone_taken' });
      }
      const passwordHash = await hashPassword(input.password);
      const [user] = await db
        .insert(users)
        .values({ name: input.name, email: input.email, phone: input.phone ?? null, passwordHash })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      return startSession(user.id);
    },

    async login(input: { login: string; password: string }, ip: string): Promise<IssuedSession> {
      const login = input.login.trim().toLowerCase();
      const keys = { account: `account:${login}`, ip: `ip:${ip}` };
      await throttle(keys);
      const phone = login.replace(/[\s-]/g, '').replace(/^0/, '+855');
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(or(sql`lower(${users.email}) = ${login}`, eq(users.phone, phone)))
        .limit(1);
      // Verify even without a user, so timing does not tell which accounts exist.
      const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH()), input.password);
      if (!user || !ok) {
        // Rows older than the window no longer count: drop this key's, so the table stays small.
        const stale = new Date(Date.now() - THROTTLE_WINDOW_MS);
        await db
          .delete(loginFailures)
          .where(and(inArray(loginFailures.key, [keys.account, keys.ip]), lt(loginFailures.at, stale)));
        await db.insert(loginFailures).values([{ key: keys.account }, { key: keys.ip }]);
        throw unauthorized('auth.credentials_invalid');
      }
      await db.delete(loginFailures).where(eq(loginFailures.key, keys.account));
      return startSession(user.id);
    },

    /**
     * Rotates the refresh token. A token that was already used means it leaked (or two clients
     * raced): the whole session is revoked and the caller must sign in again.
     */
    async refresh(token: string): Promise<IssuedSession> {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          sessionId: sessions.id,
          userId: sessions.userId,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .limit(1);
      if (!row || row.revokedAt || row.expiresAt < new Date()) throw unauthorized('auth.session_ended');
      // Mark used only if still unused: of two concurrent refreshes, exactly one wins.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (row.usedAt || claimed.length === 0) {
        await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.sessionId));
        throw unauthorized('auth.session_ended');
      }
      return {
        userId: row.userId,
        sessionId: row.sessionId,
        refreshToken: await newRefreshToken(row.sessionId),
      };
    },

    async sessionOfRefreshToken(token: string): Promise<string | null> {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .limit(1);
      return row?.sessionId ?? null;
    },

    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

// A real argon2id hash of a random password, verified when the account does not exist.
let dummyHash: Promise<string> | undefined;
const DUMMY_HASH = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
