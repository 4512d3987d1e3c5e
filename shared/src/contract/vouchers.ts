import { z } from 'zod';
import { code } from './error-codes';
import { named } from './registry';

/** Checking a voucher code before checkout (`POST /api/vouchers/validate`). */

export const VOUCHER_KINDS = ['percent', 'fixed'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** The longest voucher code. */
export const MAX_VOUCHER_CODE_LENGTH = 40;
/** The largest amount: order totals are `numeric(12, 2)` US dollars. */
export const MAX_VOUCHER_AMOUNT = 9_999_999_999.99;

export const validateVoucherBody = named(
  'ValidateVoucherBody',
  z.object({
    code: z
      .string(code('voucher.code_required'))
      .trim()
      .min(1, code('voucher.code_required'))
      .max(MAX_VOUCHER_CODE_LENGTH, code('voucher.code_too_long'))
      .describe('The code as the shopper typed it: case and surrounding spaces do not matter'),
    amount: z
      .number(code('number.not_a_number'))
      .nonnegative(code('number.negative'))
      .max(MAX_VOUCHER_AMOUNT, code('number.above_max'))
      .describe('The items total in US dollars, after product discounts, delivery excluded'),
  }),
);
export type ValidateVoucherBody = z.input<typeof validateVoucherBody>;

/** A voucher that applies, and what it takes off the amount. */
export const voucherCheckSchema = named(
  'VoucherCheck',
  z.object({
    code: z.string().describe('The code as stored (upper-case)'),
    kind: z.enum(VOUCHER_KINDS).describe('percent: value is a percentage; fixed: value is US dollars'),
    value: z.number().describe('Percent off (1–100) for percent, US dollars off for fixed'),
    minSpend: z.number().describe('The smallest amount it applies to, in US dollars'),
    discount: z.number().describe('What it takes off the amount, in US dollars'),
  }),
);
export type VoucherCheck = z.output<typeof voucherCheckSchema>;
