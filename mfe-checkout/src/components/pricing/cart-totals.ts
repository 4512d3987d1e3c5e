import { roundMoney, type CartItem } from '@storefront/shared';
import { lineTotal, unitPrice } from './pricing';

/** Sum of every line's discounted unit price times quantity, in USD rounded to cents. */
export function cartSubtotal(items: readonly CartItem[], now = new Date()): number {
  return roundMoney(
    items.reduce(
      (sum, item) => sum + lineTotal(unitPrice(item.product, item.unitPrice, now), item.quantity),
      0,
    ),
  );
}
