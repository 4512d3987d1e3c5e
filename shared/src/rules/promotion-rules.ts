// Limits and rules of the back office's promotions, daily deals and vouchers. Plain values, no zod:
// the API's contract schemas use them and the back-office forms check them before sending.

/** A promotion's discount, in whole percent. */
export const PROMOTION_MIN_DISCOUNT = 1;
export const PROMOTION_MAX_DISCOUNT = 90;
/** A promotion's title, in each language. */
export const PROMOTION_TITLE_MAX_LENGTH = 120;
/** How many products and categories one promotion may name. */
export const PROMOTION_MAX_PRODUCTS = 500;
export const PROMOTION_MAX_CATEGORIES = 50;
/** A "daily deal" is a promotion whose window lasts at most this long. */
export const DAILY_DEAL_MAX_HOURS = 24;

/** A voucher code: letters A–Z, digits, '-' and '_'; stored upper-case. */
export const VOUCHER_CODE_MIN_LENGTH = 3;
export const VOUCHER_CODE_MAX_LENGTH = 40;
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]+$/;
/** A percent voucher takes 1–100 %; a fixed one 0.01–10,000 US dollars. */
export const VOUCHER_MIN_PERCENT = 1;
export const VOUCHER_MAX_PERCENT = 100;
export const VOUCHER_MIN_FIXED = 0.01;
export const VOUCHER_MAX_FIXED = 10_000;
/** The largest minimum spend, in US dollars. */
export const VOUCHER_MAX_MIN_SPEND = 1_000_000;
/** The largest total usage limit and per-customer limit (null means unlimited). */
export const VOUCHER_MAX_USAGE_LIMIT = 1_000_000;
export const VOUCHER_MAX_PER_CUSTOMER_LIMIT = 1_000;

export const PROMOTION_STATUSES = ['scheduled', 'running', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Where a promotion's window stands at `now` (dates only: `isActive` is separate). */
export function promotionStatus(
  startDate: Date | string,
  endDate: Date | string,
  now: Date,
): PromotionStatus {
  const time = now.getTime();
  if (new Date(startDate).getTime() > time) return 'scheduled';
  if (new Date(endDate).getTime() <= time) return 'ended';
  return 'running';
}

/** A daily deal: a promotion whose window lasts at most 24 hours. */
export function isDailyDeal(startDate: Date | string, endDate: Date | string): boolean {
  const length = new Date(endDate).getTime() - new Date(startDate).getTime();
  return length > 0 && length <= DAILY_DEAL_MAX_HOURS * 3_600_000;
}
