import type { StaffActor } from '../../plugins/auth';
import type { Database } from '../../db/client';
import { auditLog } from './schema';

/** A transaction of `db.transaction(async (tx) => …)`, where the change and its entry are written. */
export type AuditExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. `product.update`. */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff change. Call it with the transaction that makes the change, after the change
 * succeeded, so a refused or failed change leaves no entry.
 */
export async function recordAudit(db: AuditExecutor, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
