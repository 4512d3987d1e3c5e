import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { User } from '@storefront/shared/contract';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
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

/**
 * How refresh tokens rotate (RFC 9700 §4.14, with a grace as Amazon Cognito's
 * RetryGracePeriodSeconds): the token that was just used may be presented again for `graceMs`
 * and then answers the same successor; any other reuse revokes the session.
 */
export interface RefreshRotation {
  graceMs: number;
  /** The successor of a refresh token: the same for the same token (see `refreshSuccessor`). */
  successorOf(token: string): string;
}

/**
 * The successor of a refresh token is derived from it, HMAC-SHA-256 keyed with the server's secret,
 * rather than drawn at random. Only hashes are stored, so a random successor could not be handed out
 * a second time; derived, it can be recomputed from the token presented again, with nothing secret
 * stored beside the hashes (unlike keeping the successor encrypted in the row). It is as
 * unguessable as a random one to anyone without AUTH_SECRET, which every replica shares. The chain
 * starts from a random token at sign-in, so no two sessions share successors.
 */
export function refreshSuccessor(secret: string): (token: string) => string {
  return (token) =>
    createHmac('sha256', secret).update(`psar refresh successor:${token}`).digest('base64url');
}

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
     * Rotates the refresh token. The first use of a token marks it used and stores its successor.
     * Presenting it again while its successor is unused and within the grace (two tabs refreshing
     * at once, an answer lost on a phone network) answers that same successor: nothing new is
     * minted, nothing revoked. Any other reuse — a token two rotations old, or after the grace —
     * means it leaked: the whole session is revoked and the caller must sign in again.
     */
    async refresh(token: string, rotation: RefreshRotation): Promise<IssuedSession> {
      const successor = rotation.successorOf(token);
      const outcome = await db.transaction(async (tx) => {
        // The row lock makes concurrent refreshes with one token take turns on PostgreSQL: the
        // first marks it used and inserts the successor; the others wait, then read that.
        const [row] = await tx
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
          .limit(1)
          .for('update', { of: refreshTokens });
        if (!row || row.revokedAt || row.expiresAt < new Date()) return null;
        const issued = { userId: row.userId, sessionId: row.sessionId, refreshToken: successor };
        if (!row.usedAt) {
          await tx.update(refreshTokens).set({ usedAt: now() }).where(eq(refreshTokens.id, row.id));
          await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: sha256(successor) });
          return issued;
        }
        if (now().getTime() - row.usedAt.getTime() <= rotation.graceMs) {
          // Only the immediately preceding token: its successor must still be the current one.
          const [next] = await tx
            .select({ usedAt: refreshTokens.usedAt })
            .from(refreshTokens)
            .where(
              and(eq(refreshTokens.tokenHash, sha256(successor)), eq(refreshTokens.sessionId, row.sessionId)),
            )
            .limit(1);
          if (next && !next.usedAt) return issued;
        }
        await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.sessionId));
        return null;
      });
      if (!outcome) throw unauthorized('auth.session_ended');
      return outcome;
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
