import { effectiveDiscount, priceAfterDiscount, roundMoney, type ProductSummary } from '@storefront/shared';

export interface Pricing {
  /** Price before any discount. */
  original: number;
  /** What the shopper pays per unit. */
  final: number;
  /** Whole percent off shown on the badge, 0 when nothing is off. */
  percentOff: number;
  discounted: boolean;
}

/**
 * The price a shopper sees for `price` (the product's, or a chosen variant's), with the discount
 * the spec's precedence gives: an active promotion, else the product's own discount.
 */
export function pricing(
  price: number,
  product: Pick<ProductSummary, 'promotion' | 'discount'>,
  now: Date = new Date(),
): Pricing {
  const percent = effectiveDiscount({ promotion: product.promotion, productDiscount: product.discount, now });
  const final = priceAfterDiscount(price, percent);
  const original = roundMoney(price);
  // Compared in whole cents: a price like 8.370000000000001 must not look discounted.
  const discounted = final < original;
  return {
    original,
    final,
    percentOff: discounted ? Math.min(100, Math.max(1, Math.round(percent))) : 0,
    discounted,
  };
}
