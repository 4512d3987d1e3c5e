import { and, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { badRequest, type Problem } from '../../lib/http-errors';
import { formatUsd } from '@storefront/shared/rules';
import { voucherDiscount, type VoucherTerms } from '../orders/pricing';
import type { Executor } from '../wallet/service';
import { users } from '../auth/schema';
import { orders } from '../orders/schema';
import { vouchers } from './schema';

/** A voucher that applies, with its discount; else why not, as a problem (e.g. `voucher.expired`). */
export type VoucherCheck =
  { ok: true; id: number; terms: VoucherTerms; discount: number } | { ok: false; problem: Problem };

/** Normalises what a shopper typed: surrounding spaces and case do not matter. */
export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

/** The shopper a voucher is checked for: per-shopper limits, first orders and bound e-mails. */
export interface VoucherShopper {
  userId: number;
}

/**
 * Whether `code` can be used on an order of `shopper` whose items (after product discounts) cost
 * `itemsTotal`. `lock` (when placing an order) locks the shopper's account row before counting
 * their orders, so two concurrent orders cannot both take a first-order or per-shopper use.
 */
export async function checkVoucher(
  tx: Executor,
  code: string,
  itemsTotal: number,
  shopper: VoucherShopper,
  now: Date = clockNow(),
  lock = false,
): Promise<VoucherCheck> {
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseVoucherCode(code)));
  if (!voucher) return { ok: false, problem: 'voucher.unknown' };
  if (!voucher.isActive) return { ok: false, problem: 'voucher.inactive' };
  if (voucher.validFrom > now || (voucher.validUntil && voucher.validUntil < now))
    return { ok: false, problem: 'voucher.expired' };
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit)
    return { ok: false, problem: 'voucher.used_up' };
  if (voucher.boundEmail !== null || voucher.firstOrderOnly || voucher.perCustomerLimit !== null) {
    const account = tx.select({ email: users.email }).from(users).where(eq(users.id, shopper.userId));
    const [user] = lock ? await account.for('update') : await account;
    if (
      voucher.boundEmail !== null &&
      user?.email.trim().toLowerCase() !== voucher.boundEmail.trim().toLowerCase()
    )
      return { ok: false, problem: 'voucher.bound_to_other' };
    const notCancelled = and(eq(orders.userId, shopper.userId), ne(orders.status, 'cancelled'));
    if (voucher.firstOrderOnly) {
      const [earlier] = await tx.select({ id: orders.id }).from(orders).where(notCancelled).limit(1);
      if (earlier) return { ok: false, problem: 'voucher.first_order_only' };
    }
    if (voucher.perCustomerLimit !== null) {
      const [used] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(notCancelled, eq(orders.voucherCode, voucher.code)));
      if ((used?.n ?? 0) >= voucher.perCustomerLimit)
        return {
          ok: false,
          problem: { code: 'voucher.per_customer_used', params: { count: voucher.perCustomerLimit } },
        };
    }
  }
  if (itemsTotal < voucher.minSpend)
    return {
      ok: false,
      problem: { code: 'voucher.min_spend', params: { amount: formatUsd(voucher.minSpend) } },
    };
  const terms: VoucherTerms = {
    code: voucher.code,
    kind: voucher.kind,
    value: voucher.value,
    minSpend: voucher.minSpend,
  };
  return { ok: true, id: voucher.id, terms, discount: voucherDiscount(terms, itemsTotal) };
}

/** Counts one use, only while the usage limit allows it (concurrent orders cannot exceed it). */
export async function redeemVoucher(tx: Executor, id: number): Promise<void> {
  const [row] = await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(eq(vouchers.id, id), or(isNull(vouchers.usageLimit), lt(vouchers.usedCount, vouchers.usageLimit))),
    )
    .returning({ id: vouchers.id });
  if (!row) throw badRequest('voucher.used_up', { voucherCode: 'voucher.used_up' });
}

export function createVoucherService(db: Database) {
  return {
    async validate(shopper: VoucherShopper, code: string, amount: number) {
      const result = await checkVoucher(db, code, amount, shopper);
      if (!result.ok) throw badRequest(result.problem, { code: result.problem });
      return {
        code: result.terms.code,
        kind: result.terms.kind,
        value: result.terms.value,
        minSpend: result.terms.minSpend,
        discount: result.discount,
      };
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
