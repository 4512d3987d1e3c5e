import { and, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  VoucherAdmin,
  voucherAdminListQuery,
  voucherCreateSchema,
  voucherUpdateSchema,
} from '@storefront/shared/contract/promotions-admin';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { StaffActor } from '../../plugins/auth';
import { escapeLike } from '../catalog/service';
import { recordAudit } from '../staff/audit';
import { vouchers } from '../vouchers/schema';
import type { Executor } from '../wallet/service';

type VoucherRow = typeof vouchers.$inferSelect;
type VoucherInput = z.output<typeof voucherCreateSchema>;
type VoucherUpdateInput = z.output<typeof voucherUpdateSchema>;
type ListQuery = z.output<typeof voucherAdminListQuery>;

export function toVoucherAdmin(row: VoucherRow): VoucherAdmin {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSpend: row.minSpend,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    isActive: row.isActive,
    usedCount: row.usedCount,
    boundEmail: row.boundEmail,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const codeTaken = () => new HttpError(409, 'voucher.code_taken', { code: 'voucher.code_taken' });
const versionConflict = (current: VoucherRow) =>
  new HttpError(409, 'voucher.version_conflict', undefined, { current: toVoucherAdmin(current) });

/** PostgreSQL's unique_violation, as both drivers report it (directly or as the cause). */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

const columns = (input: VoucherInput) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  minSpend: input.minSpend,
  validFrom: new Date(input.validFrom),
  validUntil: input.validUntil === null ? null : new Date(input.validUntil),
  usageLimit: input.usageLimit,
  perCustomerLimit: input.perCustomerLimit,
  firstOrderOnly: input.firstOrderOnly,
  isActive: input.isActive,
});

export function createVouchersAdminService(db: Database) {
  async function lockRow(tx: Executor, id: number): Promise<VoucherRow> {
    const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
    if (!row) throw notFound('voucher.not_found');
    return row;
  }

  async function assertCodeFree(tx: Executor, code: string, exceptId?: number) {
    const [other] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(
        exceptId === undefined
          ? eq(vouchers.code, code)
          : and(eq(vouchers.code, code), ne(vouchers.id, exceptId)),
      )
      .limit(1);
    if (other) throw codeTaken();
  }

  /** Runs a save; a concurrent save of the same code (the unique index refuses it) is a 409 too. */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  return {
    async list(query: ListQuery) {
      const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
      const where = pattern
        ? or(ilike(vouchers.code, pattern), ilike(vouchers.boundEmail, pattern))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vouchers)
          .where(where)
          .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ n: count() }).from(vouchers).where(where),
      ]);
      return { items: rows.map(toVoucherAdmin), total: total?.n ?? 0 };
    },

    async get(id: number): Promise<VoucherAdmin> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
      if (!row) throw notFound('voucher.not_found');
      return toVoucherAdmin(row);
    },

    async create(actor: StaffActor, input: VoucherInput): Promise<VoucherAdmin> {
      return saving(() =>
        db.transaction(async (tx) => {
          await assertCodeFree(tx, input.code);
          const [row] = await tx.insert(vouchers).values(columns(input)).returning();
          const after = toVoucherAdmin(row!);
          await recordAudit(tx, actor, {
            action: 'voucher.create',
            entityType: 'voucher',
            entityId: row!.id,
            after,
          });
          return after;
        }),
      );
    },

    async update(actor: StaffActor, id: number, input: VoucherUpdateInput): Promise<VoucherAdmin> {
      return saving(() =>
        db.transaction(async (tx) => {
          const current = await lockRow(tx, id);
          if (current.version !== input.version) throw versionConflict(current);
          await assertCodeFree(tx, input.code, id);
          const [row] = await tx
            .update(vouchers)
            .set({ ...columns(input), version: current.version + 1, updatedAt: new Date() })
            .where(eq(vouchers.id, id))
            .returning();
          const after = toVoucherAdmin(row!);
          await recordAudit(tx, actor, {
            action: 'voucher.update',
            entityType: 'voucher',
            entityId: id,
            before: toVoucherAdmin(current),
            after,
          });
          return after;
        }),
      );
    },

    async setActive(actor: StaffActor, id: number, input: { isActive: boolean; version: number }) {
      return db.transaction(async (tx) => {
        const current = await lockRow(tx, id);
        if (current.version !== input.version) throw versionConflict(current);
        const [row] = await tx
          .update(vouchers)
          .set({ isActive: input.isActive, version: current.version + 1, updatedAt: new Date() })
          .where(eq(vouchers.id, id))
          .returning();
        const after = toVoucherAdmin(row!);
        await recordAudit(tx, actor, {
          action: input.isActive ? 'voucher.switch_on' : 'voucher.switch_off',
          entityType: 'voucher',
          entityId: id,
          before: toVoucherAdmin(current),
          after,
        });
        return after;
      });
    },
  };
}

export type VouchersAdminService = ReturnType<typeof createVouchersAdminService>;
