// Spec section 9: "Discount precedence: active promotion (now between start and end), else a
// passed-in discount, else product discount, else 0."
import type { Promotion } from '../contract';
import { roundMoney } from './money';

export type PromotionPeriod = Pick<Promotion, 'isActive' | 'startDate' | 'endDate'>;

/**
 * Whether a promotion applies at `now`: isActive is true and startDate ≤ now ≤ endDate (both ends
 * inclusive, compared as instants). Dates are parsed with `Date.parse`; an unparsable date makes
 * the promotion inactive. Note that a date-only string such as '2024-05-31' means midnight UTC of
 * that day, so it does not cover the rest of the day. Null or undefined gives false.
 */
export function isPromotionActive(
  promotion: PromotionPeriod | null | undefined,
  now: Date = new Date(),
): boolean {
  if (promotion == null || !promotion.isActive) return false;
  const start = Date.parse(promotion.startDate);
  const end = Date.parse(promotion.endDate);
  const at = now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(at)) return false;
  return start <= at && at <= end;
}

export interface EffectiveDiscountInput {
  promotion?: (PromotionPeriod & Pick<Promotion, 'discount'>) | null;
  /** A discount passed in by the caller; used when it is a number (0 included). */
  discount?: number | null;
  /** The product's own discount. */
  productDiscount?: number | null;
  /** Defaults to the current time. */
  now?: Date;
}

function isGiven(value: number | null | undefined): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/**
 * The discount percentage that applies, by precedence: an active promotion's discount, else the
 * passed-in `discount`, else `productDiscount`, else 0. null, undefined and NaN count as absent;
 * 0 counts as given (an explicit 0 discount wins over the product discount). Not clamped: see
 * `priceAfterDiscount`.
 */
export function effectiveDiscount({
  promotion,
  discount,
  productDiscount,
  now = new Date(),
}: EffectiveDiscountInput): number {
  if (promotion != null && isPromotionActive(promotion, now)) return promotion.discount;
  if (isGiven(discount)) return discount;
  if (isGiven(productDiscount)) return productDiscount;
  return 0;
}

/**
 * `price` reduced by `discountPercent` percent, rounded to cents. The percentage is clamped to
 * [0, 100]; NaN counts as 0.
 */
export function priceAfterDiscount(price: number, discountPercent: number): number {
  const percent = Number.isNaN(discountPercent) ? 0 : Math.min(100, Math.max(0, discountPercent));
  return roundMoney((price * (100 - percent)) / 100);
}
