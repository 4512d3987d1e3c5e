import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, type Problem } from '../../lib/http-errors';
import { formatUsd } from '@storefront/shared/rules';
import { voucherDiscount, type VoucherTerms } from '../orders/pricing';
import type { Executor } from '../wallet/service';
import { vouchers } from './schema';

/** A voucher that applies, with its discount; else why not, as a problem (e.g. `voucher.expired`). */
export type VoucherCheck =
  { ok: true; id: number; terms: VoucherTerms; discount: number } | { ok: false; problem: Problem };

/** Normalises what a shopper typed: surrounding spaces and case do not matter. */
export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

/** Whether `code` can be used on an order whose items (after product discounts) cost `itemsTotal`. */
export async function checkVoucher(
  tx: Executor,
  code: string,
  itemsTotal: number,
  now = new Date(),
): Promise<VoucherCheck> {
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseVoucherCode(code)));
  if (!voucher) return { ok: false, problem: 'voucher.unknown' };
  if (voucher.validFrom > now || (voucher.validUntil && voucher.validUntil < now))
    return { ok: false, problem: 'voucher.expired' };
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit)
    return { ok: false, problem: 'voucher.used_up' };
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
    async validate(code: string, amount: number) {
      const result = await checkVoucher(db, code, amount);
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
