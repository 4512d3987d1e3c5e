import { sql } from 'drizzle-orm';
import { nameProblem, passwordMeetsRules } from '@storefront/shared/rules';
import type { Database } from '../../db/client';
import { hashPassword } from '../auth/passwords';
import { users } from '../auth/schema';
import { recordAudit } from './audit';

/**
 * A shop without demo data has no staff at all: its first owner is created from the command line
 * (`pnpm --filter @storefront/api owner:create`) or from OWNER_EMAIL / OWNER_PASSWORD at start. The
 * owner then invites everyone else from the back office.
 */
export interface FirstOwnerInput {
  email: string;
  name: string;
  password: string;
}

export type FirstOwnerOutcome =
  | { outcome: 'created'; userId: number }
  /** An account already has this e-mail; it is left exactly as it is (role included). */
  | { outcome: 'exists'; userId: number; role: string | null };

/** What is wrong with the input, in words for the person at the terminal (empty when fine). */
export function firstOwnerProblems(input: FirstOwnerInput): string[] {
  const problems: string[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim()))
    problems.push('the e-mail address is not valid');
  if (nameProblem(input.name)) problems.push('the name must be 2 to 80 characters');
  if (!passwordMeetsRules(input.password))
    problems.push('the password must be 8 to 128 characters, with a letter and a digit');
  return problems;
}

/**
 * Creates the owner account unless an account already has the e-mail (then nothing changes: a
 * password given at every start must not reset one the owner has since changed). Safe when several
 * replicas start at once: the unique e-mail index decides, the others find the account.
 */
export async function ensureFirstOwner(
  db: Database,
  input: FirstOwnerInput,
  source: 'OWNER_EMAIL' | 'owner:create',
): Promise<FirstOwnerOutcome> {
  const problems = firstOwnerProblems(input);
  if (problems.length > 0) throw new Error(`The owner account cannot be created: ${problems.join('; ')}`);
  const email = input.email.trim().toLowerCase();
  const sameEmail = sql`lower(${users.email}) = ${email}`;
  const find = async () =>
    (await db.select({ id: users.id, role: users.role }).from(users).where(sameEmail).limit(1))[0];
  const existing = await find();
  if (existing) return { outcome: 'exists', userId: existing.id, role: existing.role };
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: input.name.trim(), email, passwordHash, role: 'owner' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return undefined;
    // The audit log names who made each staff change; here the account is its own author.
    await recordAudit(
      tx,
      { userId: user.id, email, role: 'owner' },
      {
        action: 'staff.owner_create',
        entityType: 'user',
        entityId: user.id,
        after: { email, role: 'owner', source },
      },
    );
    return user.id;
  });
  if (created !== undefined) return { outcome: 'created', userId: created };
  const raced = await find();
  if (!raced) throw new Error(`The owner account ${email} was neither created nor found`);
  return { outcome: 'exists', userId: raced.id, role: raced.role };
}
