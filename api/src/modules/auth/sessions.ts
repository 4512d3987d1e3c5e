import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from './schema';

/**
 * Ends every session of a user (all of them after a password reset; all but the current one
 * after a password change). The access check reads the session on every request, so other
 * devices are signed out at their next call.
 */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  keepSessionId?: string,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
