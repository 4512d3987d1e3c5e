import { z } from 'zod';
import {
  PROMOTION_MAX_CATEGORIES,
  PROMOTION_MAX_DISCOUNT,
  PROMOTION_MAX_PRODUCTS,
  PROMOTION_MIN_DISCOUNT,
  PROMOTION_STATUSES,
  PROMOTION_TITLE_MAX_LENGTH,
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
} from '../rules/promotion-rules';
import { pageQuery, rowId } from './catalog';
import { errorSchema, listOf, localizedSchema } from './common';
import { code } from './error-codes';
import { named } from './registry';
import { VOUCHER_KINDS } from './vouchers';

// The back office's promotions, daily deals and vouchers. Read (any staff role):
// `GET /api/backoffice/promotions`, `GET …/promotions/{id}`, `GET /api/backoffice/vouchers`,
// `GET …/vouchers/{id}`. Write (owner and catalog_manager): `POST …/promotions` (201 PromotionSaved),
// `PUT …/promotions/{id}` (PromotionSaved; 409 PromotionConflictError), `PATCH …/promotions/{id}/active`
// (ActiveSwitch → { data: PromotionAdmin }), and the same three for vouchers (`{ data: VoucherAdmin }`;
// 409 VoucherConflictError for voucher.version_conflict and voucher.code_taken). Every
// `/api/backoffice/…` route answers 401 without a session and 403 `staff.role_forbidden` to a
// shopper or a staff member whose role it does not allow.
//
// A product is in one promotion at a time (`products.promotion_id`): saving a promotion takes its
// products and the products of its categories from any other promotion (the last saved wins) and
// releases those it no longer covers.

export {
  DAILY_DEAL_MAX_HOURS,
  PROMOTION_MAX_CATEGORIES,
  PROMOTION_MAX_DISCOUNT,
  PROMOTION_MAX_PRODUCTS,
  PROMOTION_MIN_DISCOUNT,
  PROMOTION_STATUSES,
  PROMOTION_TITLE_MAX_LENGTH,
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_MIN_LENGTH,
  VOUCHER_MAX_FIXED,
  VOUCHER_MAX_MIN_SPEND,
  VOUCHER_MAX_PER_CUSTOMER_LIMIT,
  VOUCHER_MAX_PERCENT,
  VOUCHER_MAX_USAGE_LIMIT,
  VOUCHER_MIN_FIXED,
  VOUCHER_MIN_PERCENT,
  type PromotionStatus,
} from '../rules/promotion-rules';

/** The longest ISO 8601 date-time taken in a request. */
export const DATE_TIME_MAX_LENGTH = 40;
/** The longest `?search` of the voucher list. */
export const VOUCHER_SEARCH_MAX_LENGTH = VOUCHER_CODE_MAX_LENGTH;
/** The largest clock offset a test may set: ten years either way. */
export const MAX_TEST_CLOCK_OFFSET_MS = 10 * 365 * 24 * 3_600_000;

/** An ISO 8601 date-time with a zone (`2026-05-01T00:00:00Z` or `…+07:00`). */
const dateTimeInput = (errorCode: 'promotion.date_invalid' | 'voucher.date_invalid') =>
  z.iso.datetime({ offset: true, ...code(errorCode) }).max(DATE_TIME_MAX_LENGTH, code('string.too_long'));

const versionInput = () =>
  z
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .max(2147483647, code('number.above_max'))
    .describe('The version the form was opened with: another version answers 409 with the row as it is now');

const isActiveInput = () => z.boolean(code('boolean.invalid'));

// ---------------------------------------------------------------------------------------------
// Promotions and daily deals

/** `?status&page&perPage` of `GET /api/backoffice/promotions`. Not a component (query). */
export const promotionAdminListQuery = pageQuery(100, 20).extend({
  status: z
    .enum([...PROMOTION_STATUSES, 'all'], code('enum.not_one_of'))
    .default('all')
    .describe(
      'running: the window contains now; scheduled: starts later; ended: over; all (default). By dates only: a switched-off promotion keeps its status and shows isActive false',
    ),
});
export type PromotionAdminListQuery = z.input<typeof promotionAdminListQuery>;

export const promotionStatusSchema = z
  .enum(PROMOTION_STATUSES)
  .describe('Where the window stands now: scheduled (starts later), running, ended');

/** A promotion as the back office shows it. */
export const promotionAdminSchema = named(
  'PromotionAdmin',
  z.object({
    id: z.number().int(),
    title: localizedSchema,
    startDate: z.string().describe('ISO 8601 date-time (UTC)'),
    endDate: z.string().describe('ISO 8601 date-time (UTC); after startDate'),
    discount: z.number().int().describe('Percent off (1–90) while the promotion runs'),
    isActive: z.boolean().describe('False when switched off: shoppers do not see it, whatever the dates'),
    productIds: z
      .array(z.number().int())
      .describe(
        'Products in the promotion that none of its categories covers (the ones picked one by one), ascending',
      ),
    categoryIds: z
      .array(z.number().int())
      .describe('Whole categories in the promotion, at any level (main, sub or leaf category ids)'),
    productCount: z
      .number()
      .int()
      .describe('How many products are in the promotion now (picked ones and those of its categories)'),
    isDeal: z.boolean().describe('A daily deal: the window lasts at most 24 hours'),
    status: promotionStatusSchema,
    version: z.number().int().describe('Send it back with a change; bumped on every save'),
    updatedAt: z.string().describe('ISO 8601 date-time of the last save'),
  }),
);
export type PromotionAdmin = z.output<typeof promotionAdminSchema>;

export const promotionAdminListSchema = named(
  'PromotionAdminList',
  listOf(promotionAdminSchema).describe('A page of promotions, latest start first'),
);
export type PromotionAdminList = z.output<typeof promotionAdminListSchema>;

const titleText = () =>
  z
    .string(code('promotion.title_required'))
    .trim()
    .min(1, code('promotion.title_required'))
    .max(PROMOTION_TITLE_MAX_LENGTH, code('string.too_long'));

const promotionFields = {
  title: z.object(
    {
      en: titleText().describe('English title, required'),
      kh: titleText().describe('Khmer title, required'),
    },
    code('promotion.title_required'),
  ),
  startDate: dateTimeInput('promotion.date_invalid').describe(
    'When it starts: ISO 8601 date-time with a zone',
  ),
  endDate: dateTimeInput('promotion.date_invalid').describe(
    'When it ends: ISO 8601 date-time with a zone, after startDate. At most 24 hours after startDate makes it a daily deal',
  ),
  discount: z
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(PROMOTION_MIN_DISCOUNT, code('promotion.discount_range'))
    .max(PROMOTION_MAX_DISCOUNT, code('promotion.discount_range'))
    .describe('Percent off, a whole number from 1 to 90'),
  productIds: z
    .array(rowId())
    .max(PROMOTION_MAX_PRODUCTS, code('array.too_many'))
    .default([])
    .describe(
      'Products picked one by one (each must exist). Each is taken from any other promotion it was in',
    ),
  categoryIds: z
    .array(rowId())
    .max(PROMOTION_MAX_CATEGORIES, code('array.too_many'))
    .default([])
    .describe(
      'Whole categories at any level (each must exist): every product under them is in the promotion, taken from any other promotion',
    ),
  isActive: isActiveInput().default(true).describe('False: saved but switched off (default true)'),
};

type PromotionFieldsOutput = {
  startDate: string;
  endDate: string;
  productIds: number[];
  categoryIds: number[];
};
const promotionRules = (value: PromotionFieldsOutput, context: z.RefinementCtx) => {
  if (Date.parse(value.endDate) <= Date.parse(value.startDate))
    context.addIssue({ code: 'custom', path: ['endDate'], ...code('promotion.end_before_start') });
  if (value.productIds.length === 0 && value.categoryIds.length === 0)
    context.addIssue({ code: 'custom', path: ['productIds'], ...code('promotion.scope_required') });
};

/** `POST /api/backoffice/promotions`. */
export const promotionCreateSchema = named(
  'PromotionCreate',
  z.object(promotionFields).superRefine(promotionRules),
);
export type PromotionCreate = z.input<typeof promotionCreateSchema>;

/** `PUT /api/backoffice/promotions/{id}`: the whole promotion again, with the version it was opened with. */
export const promotionUpdateSchema = named(
  'PromotionUpdate',
  z.object({ ...promotionFields, version: versionInput() }).superRefine(promotionRules),
);
export type PromotionUpdate = z.input<typeof promotionUpdateSchema>;

/** `PATCH /api/backoffice/promotions/{id}/active` and `/vouchers/{id}/active`: switch off or on. */
export const activeSwitchSchema = named(
  'ActiveSwitch',
  z.object({
    isActive: isActiveInput().describe('False switches it off, true on again'),
    version: versionInput(),
  }),
);
export type ActiveSwitch = z.input<typeof activeSwitchSchema>;

/** The answer to a promotion's save: the promotion and what moved. */
export const promotionSavedSchema = named(
  'PromotionSaved',
  z.object({
    data: promotionAdminSchema,
    movedFromOtherPromotions: z
      .number()
      .int()
      .describe(
        'How many of its products were in another promotion before this save: a product is in one promotion at a time, the last saved wins',
      ),
    releasedProducts: z
      .number()
      .int()
      .describe(
        'How many products it no longer covers: each went back to another promotion whose categories cover it, else to none',
      ),
  }),
);
export type PromotionSaved = z.output<typeof promotionSavedSchema>;

/** 409 `promotion.version_conflict`: someone saved it first; their version comes along. */
export const promotionConflictSchema = named(
  'PromotionConflictError',
  errorSchema.extend({
    current: promotionAdminSchema
      .optional()
      .describe('The promotion as it is now (with promotion.version_conflict): show it, keep what was typed'),
  }),
);
export type PromotionConflictErrorBody = z.output<typeof promotionConflictSchema>;

// ---------------------------------------------------------------------------------------------
// Vouchers

/** `?search&page&perPage` of `GET /api/backoffice/vouchers`. Not a component (query). */
export const voucherAdminListQuery = pageQuery(100, 20).extend({
  search: z
    .string()
    .trim()
    .max(VOUCHER_SEARCH_MAX_LENGTH, code('string.too_long'))
    .optional()
    .describe('Part of the code, or of the bound e-mail (any case)'),
});
export type VoucherAdminListQuery = z.input<typeof voucherAdminListQuery>;

/** A voucher as the back office shows it. */
export const voucherAdminSchema = named(
  'VoucherAdmin',
  z.object({
    id: z.number().int(),
    code: z.string().describe('Upper-case'),
    kind: z.enum(VOUCHER_KINDS).describe('percent: value is a percentage; fixed: value is US dollars'),
    value: z.number().describe('Percent off (1–100) for percent, US dollars off (0.01–10,000) for fixed'),
    minSpend: z.number().describe('The smallest items total it applies to, in US dollars'),
    validFrom: z.string().describe('ISO 8601 date-time'),
    validUntil: z.string().nullable().describe('ISO 8601 date-time; null: no end'),
    usageLimit: z.number().int().nullable().describe('How many orders in all may use it; null: unlimited'),
    perCustomerLimit: z
      .number()
      .int()
      .nullable()
      .describe("How many of one shopper's orders may use it (cancelled ones do not count); null: unlimited"),
    firstOrderOnly: z
      .boolean()
      .describe("Only on a shopper's first order (no earlier order that was not cancelled)"),
    isActive: z.boolean().describe('False when switched off: shoppers are told the code is no longer valid'),
    usedCount: z.number().int().describe('How many orders used it'),
    boundEmail: z
      .string()
      .nullable()
      .describe("Only the account with this e-mail may use it (the newsletter's welcome code); null: anyone"),
    version: z.number().int().describe('Send it back with a change; bumped on every save'),
    updatedAt: z.string().describe('ISO 8601 date-time of the last save'),
  }),
);
export type VoucherAdmin = z.output<typeof voucherAdminSchema>;

export const voucherAdminListSchema = named(
  'VoucherAdminList',
  listOf(voucherAdminSchema).describe('A page of vouchers, newest first'),
);
export type VoucherAdminList = z.output<typeof voucherAdminListSchema>;

const voucherFields = {
  code: z
    .string(code('voucher.code_required'))
    .trim()
    .toUpperCase()
    .min(VOUCHER_CODE_MIN_LENGTH, code('voucher.code_format'))
    .max(VOUCHER_CODE_MAX_LENGTH, code('voucher.code_format'))
    .regex(VOUCHER_CODE_PATTERN, code('voucher.code_format'))
    .describe('3–40 of A–Z, 0–9, "-" and "_"; any case, stored upper-case; unique (409 voucher.code_taken)'),
  kind: z.enum(VOUCHER_KINDS, code('enum.not_one_of')).describe('percent or fixed'),
  value: z
    .number(code('number.not_a_number'))
    .min(VOUCHER_MIN_FIXED, code('voucher.value_range'))
    .max(VOUCHER_MAX_FIXED, code('voucher.value_range'))
    .multipleOf(0.01, code('number.not_multiple'))
    .describe('percent: 1–100; fixed: 0.01–10,000 US dollars (2 decimals at most)'),
  minSpend: z
    .number(code('number.not_a_number'))
    .min(0, code('number.negative'))
    .max(VOUCHER_MAX_MIN_SPEND, code('number.above_max'))
    .multipleOf(0.01, code('number.not_multiple'))
    .default(0)
    .describe('The smallest items total it applies to, in US dollars (default 0)'),
  validFrom: dateTimeInput('voucher.date_invalid').describe(
    'From when it works: ISO 8601 date-time with a zone',
  ),
  validUntil: dateTimeInput('voucher.date_invalid')
    .nullable()
    .default(null)
    .describe('Until when it works (after validFrom); null or absent: no end'),
  usageLimit: z
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .max(VOUCHER_MAX_USAGE_LIMIT, code('number.above_max'))
    .nullable()
    .default(null)
    .describe('How many orders in all may use it; null or absent: unlimited'),
  perCustomerLimit: z
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .max(VOUCHER_MAX_PER_CUSTOMER_LIMIT, code('number.above_max'))
    .nullable()
    .default(null)
    .describe("How many of one shopper's orders may use it; null or absent: unlimited"),
  firstOrderOnly: z
    .boolean(code('boolean.invalid'))
    .default(false)
    .describe("Only on a shopper's first order (default false)"),
  isActive: isActiveInput().default(true).describe('False: saved but switched off (default true)'),
};

type VoucherFieldsOutput = { kind: string; value: number; validFrom: string; validUntil: string | null };
const voucherRules = (value: VoucherFieldsOutput, context: z.RefinementCtx) => {
  if (value.kind === 'percent' && (value.value < VOUCHER_MIN_PERCENT || value.value > VOUCHER_MAX_PERCENT))
    context.addIssue({ code: 'custom', path: ['value'], ...code('voucher.value_range') });
  if (value.validUntil !== null && Date.parse(value.validUntil) <= Date.parse(value.validFrom))
    context.addIssue({ code: 'custom', path: ['validUntil'], ...code('voucher.until_before_from') });
};

/** `POST /api/backoffice/vouchers`. */
export const voucherCreateSchema = named('VoucherCreate', z.object(voucherFields).superRefine(voucherRules));
export type VoucherCreate = z.input<typeof voucherCreateSchema>;

/** `PUT /api/backoffice/vouchers/{id}`: the whole voucher again, with the version it was opened with. */
export const voucherUpdateSchema = named(
  'VoucherUpdate',
  z.object({ ...voucherFields, version: versionInput() }).superRefine(voucherRules),
);
export type VoucherUpdate = z.input<typeof voucherUpdateSchema>;

/** 409 `voucher.version_conflict` (with the voucher as it is now) or `voucher.code_taken`. */
export const voucherConflictSchema = named(
  'VoucherConflictError',
  errorSchema.extend({
    current: voucherAdminSchema
      .optional()
      .describe('The voucher as it is now (with voucher.version_conflict): show it, keep what was typed'),
  }),
);
export type VoucherConflictErrorBody = z.output<typeof voucherConflictSchema>;

// ---------------------------------------------------------------------------------------------
// The test clock (browser tests only; hidden from the document)

/** `PUT /api/testing/clock`: how far the API's clock runs ahead (or behind) of the real one. */
export const testClockBody = z.object({
  offsetMs: z
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(-MAX_TEST_CLOCK_OFFSET_MS, code('number.below_min'))
    .max(MAX_TEST_CLOCK_OFFSET_MS, code('number.above_max'))
    .describe('Milliseconds added to the real time; 0 puts the clock back'),
});
export type TestClockBody = z.input<typeof testClockBody>;

export const testClockSchema = z.object({
  data: z.object({ offsetMs: z.number().int(), now: z.string().describe('The API clock, ISO 8601') }),
});
export type TestClock = z.output<typeof testClockSchema>;
