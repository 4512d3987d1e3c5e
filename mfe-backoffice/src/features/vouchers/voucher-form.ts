// The voucher editor's values, their checks (the API's limits, checked before sending) and the
// conversions between them and the API's voucher.
import { type VoucherAdmin, type VoucherCreate } from '@storefront/shared';
import {
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_MIN_LENGTH,
  VOUCHER_CODE_PATTERN,
  VOUCHER_MAX_FIXED,
  VOUCHER_MAX_MIN_SPEND,
  VOUCHER_MAX_PER_CUSTOMER_LIMIT,
  VOUCHER_MAX_PERCENT,
  VOUCHER_MAX_USAGE_LIMIT,
  VOUCHER_MIN_FIXED,
  VOUCHER_MIN_PERCENT,
} from '@storefront/shared/rules';
import { z } from 'zod';
import { fromShopInput, toShopInput } from '../../components/shop-time';

export const VOUCHER_KINDS = ['percent', 'fixed'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** Messages are keys under `vouchers.errors`. */
export const voucherFormSchema = z
  .object({
    code: z.string(),
    kind: z.enum(VOUCHER_KINDS),
    value: z.string(),
    minSpend: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
    usageLimit: z.string(),
    perCustomerLimit: z.string(),
    firstOrderOnly: z.boolean(),
    isActive: z.boolean(),
  })
  .superRefine((values, context) => {
    const problem = (path: string, key: string) =>
      context.addIssue({ code: 'custom', path: [path], message: `vouchers.errors.${key}` });
    const code = values.code.trim().toUpperCase();
    if (!code) problem('code', 'codeRequired');
    else if (
      code.length < VOUCHER_CODE_MIN_LENGTH ||
      code.length > VOUCHER_CODE_MAX_LENGTH ||
      !VOUCHER_CODE_PATTERN.test(code)
    )
      problem('code', 'codeFormat');

    const value = values.value.trim();
    const [min, max] =
      values.kind === 'percent'
        ? [VOUCHER_MIN_PERCENT, VOUCHER_MAX_PERCENT]
        : [VOUCHER_MIN_FIXED, VOUCHER_MAX_FIXED];
    if (!DECIMAL.test(value) || Number(value) < min || Number(value) > max)
      problem('value', values.kind === 'percent' ? 'percentRange' : 'fixedRange');

    const minSpend = values.minSpend.trim();
    if (minSpend && (!DECIMAL.test(minSpend) || Number(minSpend) > VOUCHER_MAX_MIN_SPEND))
      problem('minSpend', 'minSpendRange');

    const from = fromShopInput(values.validFrom);
    if (!from) problem('validFrom', 'dateRequired');
    if (values.validUntil.trim()) {
      const until = fromShopInput(values.validUntil);
      if (!until) problem('validUntil', 'dateInvalid');
      else if (from && Date.parse(until) <= Date.parse(from)) problem('validUntil', 'untilBeforeFrom');
    }

    const limit = (path: 'usageLimit' | 'perCustomerLimit', most: number, key: string) => {
      const text = values[path].trim();
      if (text && (!WHOLE.test(text) || Number(text) < 1 || Number(text) > most)) problem(path, key);
    };
    limit('usageLimit', VOUCHER_MAX_USAGE_LIMIT, 'usageLimitRange');
    limit('perCustomerLimit', VOUCHER_MAX_PER_CUSTOMER_LIMIT, 'perCustomerRange');
  });
export type VoucherFormValues = z.infer<typeof voucherFormSchema>;

export const VOUCHER_FORM_FIELDS = [
  'code',
  'kind',
  'value',
  'minSpend',
  'validFrom',
  'validUntil',
  'usageLimit',
  'perCustomerLimit',
  'firstOrderOnly',
  'isActive',
] as const;

/** A new voucher: percent off, valid from now (shop time), no end, no limits. */
export function emptyVoucherForm(now: Date = new Date()): VoucherFormValues {
  return {
    code: '',
    kind: 'percent',
    value: '',
    minSpend: '0',
    validFrom: toShopInput(now.toISOString()),
    validUntil: '',
    usageLimit: '',
    perCustomerLimit: '',
    firstOrderOnly: false,
    isActive: true,
  };
}

export function voucherToForm(voucher: VoucherAdmin): VoucherFormValues {
  return {
    code: voucher.code,
    kind: voucher.kind,
    value: String(voucher.value),
    minSpend: String(voucher.minSpend),
    validFrom: toShopInput(voucher.validFrom),
    validUntil: toShopInput(voucher.validUntil),
    usageLimit: voucher.usageLimit === null ? '' : String(voucher.usageLimit),
    perCustomerLimit: voucher.perCustomerLimit === null ? '' : String(voucher.perCustomerLimit),
    firstOrderOnly: voucher.firstOrderOnly,
    isActive: voucher.isActive,
  };
}

const optionalWhole = (text: string) => (text.trim() ? Number(text.trim()) : null);

/** The request body (the values have passed the schema). */
export function voucherFormToBody(values: VoucherFormValues): Required<VoucherCreate> {
  return {
    code: values.code.trim().toUpperCase(),
    kind: values.kind,
    value: Number(values.value.trim()),
    minSpend: values.minSpend.trim() ? Number(values.minSpend.trim()) : 0,
    validFrom: fromShopInput(values.validFrom)!,
    validUntil: values.validUntil.trim() ? fromShopInput(values.validUntil)! : null,
    usageLimit: optionalWhole(values.usageLimit),
    perCustomerLimit: optionalWhole(values.perCustomerLimit),
    firstOrderOnly: values.firstOrderOnly,
    isActive: values.isActive,
  };
}

export type VoucherState = 'active' | 'off' | 'scheduled' | 'expired' | 'usedUp';

/** Where a voucher stands now, for its status chip. */
export function voucherState(voucher: VoucherAdmin, now: Date = new Date()): VoucherState {
  if (!voucher.isActive) return 'off';
  if (Date.parse(voucher.validFrom) > now.getTime()) return 'scheduled';
  if (voucher.validUntil !== null && Date.parse(voucher.validUntil) <= now.getTime()) return 'expired';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'usedUp';
  return 'active';
}
