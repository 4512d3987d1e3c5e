import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { users } from '../auth/schema';
import { revokeUserSessions } from '../auth/sessions';
import type { ProfileInput } from '@storefront/shared/contract/account';

export function createProfileService(db: Database) {
  return {
    async update(userId: number, input: ProfileInput): Promise<void> {
      if (input.phone) {
        // Phones sign shoppers in, so one number belongs to one account.
        const [other] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, input.phone), ne(users.id, userId)))
          .limit(1);
        if (other) throw conflict('auth.phone_taken', { phone: 'auth.phone_taken' });
      }
      const updated = await db
        .update(users)
        .set({ name: input.name, phone: input.phone, birthday: input.birthday, gender: input.gender })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (updated.length === 0) throw notFound('account.not_found');
    },

    /** Checks the current password, stores the new one and signs out every other session. */
    async changePassword(
      userId: number,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
    ): Promise<{ signedOutSessions: number }> {
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw notFound('account.not_found');
      const hasPassword = user.passwordHash !== '';
      if (hasPassword && !currentPassword)
        throw badRequest('profile.current_password_required', {
          currentPassword: 'profile.current_password_required',
        });
      if (hasPassword && !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest('profile.current_password_wrong', {
          currentPassword: 'profile.current_password_wrong',
        });
      }
      if (currentPassword === newPassword) {
        throw badRequest('profile.password_unchanged', { newPassword: 'profile.password_unchanged' });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, userId));
      return { signedOutSessions: await revokeUserSessions(db, userId, sessionId) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
