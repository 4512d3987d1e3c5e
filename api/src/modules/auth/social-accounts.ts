import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userIdentities, users } from './schema';

export interface SocialProfile {
  provider: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * The shopper a social login belongs to: the account already linked to this provider identity;
 * else the account with the same email when the provider says it verified that email (then
 * linked); else a new account (no password until they set one). Null when there is no verified
 * email to go on.
 */
export async function accountForSocialLogin(
  db: Database,
  profile: SocialProfile,
): Promise<{ userId: number; created: boolean } | null> {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, profile.provider), eq(userIdentities.subject, profile.subject)))
    .limit(1);
  if (linked) return { userId: linked.userId, created: false };
  if (!profile.email || !profile.emailVerified) return null;
  const email = profile.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    let userId = existing?.id;
    if (userId === undefined) {
      const name = profile.name?.trim() || email.split('@')[0] || email;
      const [created] = await tx
        .insert(users)
        .values({ name: name.slice(0, 80), email, phone: null, passwordHash: '' })
        .returning({ id: users.id });
      if (!created) throw new Error('user insert returned nothing');
      userId = created.id;
    }
    await tx
      .insert(userIdentities)
      .values({ provider: profile.provider, subject: profile.subject, userId, email })
      .onConflictDoNothing();
    return { userId, created: existing === undefined };
  });
}
