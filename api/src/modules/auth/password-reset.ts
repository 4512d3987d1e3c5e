import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, tooManyRequests, type Problem } from '../../lib/http-errors';
import type { ApiLanguage } from '../../lib/request-language';
import type { Mailer } from '../mail/service';
import { renderMail } from '../mail/templates';
import { hashPassword } from './passwords';
import { loginFailures, passwordResetCodes, users } from './schema';
import { revokeUserSessions } from './sessions';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;

/** A wrong code, with the tries left (one message for the last try, another for more). */
export const codeWrong = (triesLeft: number): Problem => ({
  code: triesLeft === 1 ? 'password_reset.code_wrong_last' : 'password_reset.code_wrong',
  params: { count: triesLeft },
});

/**
 * Key of the resend cooldown in the shared throttle table (`login_failures`, which every API
 * replica sees): one row per code request, whether or not the email has an account.
 */
export const resetRequestKey = (email: string) => `reset-request:${email.trim().toLowerCase()}`;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** `salt:sha256(salt:code)`: a per-code salt, so equal codes never share a hash. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${sha256(`${salt}:${code}`)}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const given = Buffer.from(sha256(`${salt}:${code}`));
  const expected = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Password reset by a 6-digit code sent through the mail outbox: only hashes are stored; a code
 * lives 10 minutes and allows 5 tries; a new one can be asked for after a 60-second cooldown.
 * The confirmed code is exchanged for a one-time reset token; resetting signs out every session.
 */
export function createPasswordResetService(db: Database, mailer: Mailer) {
  async function userByEmail(email: string) {
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return user;
  }

  async function latestCode(userId: number) {
    const [row] = await db
      .select()
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
      .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
      .limit(1);
    return row;
  }

  return {
    /**
     * Sends a code when the email has an account. The answer is the same either way, so the
     * form does not tell who has an account.
     */
    async requestCode(
      email: string,
      now = new Date(),
      language: ApiLanguage = 'en',
    ): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
      const answer = { expiresInSeconds: CODE_TTL_MS / 1000, resendInSeconds: RESEND_COOLDOWN_MS / 1000 };
      // The cooldown is keyed on the normalized email and recorded for every request, with or
      // without an account, so "please wait" does not tell who has an account either.
      const key = resetRequestKey(email);
      const since = new Date(now.getTime() - RESEND_COOLDOWN_MS);
      const [recent] = await db
        .select({ at: loginFailures.at })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)))
        .orderBy(desc(loginFailures.at))
        .limit(1);
      if (recent) {
        const wait = Math.ceil((recent.at.getTime() + RESEND_COOLDOWN_MS - now.getTime()) / 1000);
        throw tooManyRequests({ code: 'password_reset.wait', params: { seconds: wait } });
      }
      await db.transaction(async (tx) => {
        // Rows past the cooldown no longer count: drop this key's, so the table stays small.
        await tx.delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.at, since)));
        await tx.insert(loginFailures).values({ key, at: now });
      });
      const user = await userByEmail(email);
      if (!user) return answer;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        // Only the newest code counts; older ones (and codes expired long ago) are dropped.
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: now })
          .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
        await tx
          .delete(passwordResetCodes)
          .where(
            and(
              eq(passwordResetCodes.userId, user.id),
              lt(passwordResetCodes.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
            ),
          );
        await tx.insert(passwordResetCodes).values({
          userId: user.id,
          codeHash: hashCode(code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
          createdAt: now,
        });
      });
      await mailer.send({
        to: user.email,
        ...renderMail('password_reset_code', language, {
          name: user.name,
          code,
          validMinutes: CODE_TTL_MS / 60_000,
        }),
      });
      return answer;
    },

    /** Checks the code; a correct one is exchanged for a one-time reset token. */
    async confirmCode(email: string, code: string, now = new Date()): Promise<{ resetToken: string }> {
      const user = await userByEmail(email);
      const row = user ? await latestCode(user.id) : undefined;
      if (!row) throw badRequest('password_reset.no_code', { code: 'password_reset.no_code' });
      if (row.attempts >= MAX_CODE_ATTEMPTS) throw tooManyRequests('password_reset.too_many_tries');
      if (row.expiresAt <= now)
        throw badRequest('password_reset.code_expired', { code: 'password_reset.code_expired' });
      if (!codeMatches(row.codeHash, code)) {
        // Counted in the database, so parallel guesses cannot exceed the limit.
        const [counted] = await db
          .update(passwordResetCodes)
          .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
          .where(and(eq(passwordResetCodes.id, row.id), lt(passwordResetCodes.attempts, MAX_CODE_ATTEMPTS)))
          .returning({ attempts: passwordResetCodes.attempts });
        const left = MAX_CODE_ATTEMPTS - (counted?.attempts ?? MAX_CODE_ATTEMPTS);
        if (left <= 0) throw tooManyRequests('password_reset.too_many_tries');
        throw badRequest(codeWrong(left), { code: codeWrong(left) });
      }
      const resetToken = randomBytes(32).toString('base64url');
      const claimed = await db
        .update(passwordResetCodes)
        .set({ resetTokenHash: sha256(resetToken), expiresAt: new Date(now.getTime() + CODE_TTL_MS) })
        .where(
          and(
            eq(passwordResetCodes.id, row.id),
            isNull(passwordResetCodes.usedAt),
            isNull(passwordResetCodes.resetTokenHash),
          ),
        )
        .returning({ id: passwordResetCodes.id });
      if (claimed.length === 0)
        throw badRequest('password_reset.no_code', { code: 'password_reset.no_code' });
      return { resetToken };
    },

    /** Sets the new password once per token, and signs the account out everywhere. */
    async resetPassword(
      resetToken: string,
      password: string,
      now = new Date(),
    ): Promise<{ signedOutSessions: number }> {
      const [row] = await db
        .update(passwordResetCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetCodes.resetTokenHash, sha256(resetToken)),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetCodes.userId });
      if (!row) throw badRequest('password_reset.expired');
      const [user] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, row.userId))
        .returning({ email: users.email });
      // A shopper locked out by wrong guesses can sign in with the new password at once.
      if (user)
        await db.delete(loginFailures).where(eq(loginFailures.key, `account:${user.email.toLowerCase()}`));
      return { signedOutSessions: await revokeUserSessions(db, row.userId) };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
