// Spec section 9: "Default delivery fee 1.5 when the product has none. With no conditions, fee =
// default fee times quantity. Otherwise the condition with the highest minimumQuantity not
// exceeding the quantity applies: totalFee as flat fee, else perUnitFee (or default fee) times
// quantity; if none match, default fee times quantity."
import type { DeliveryCondition } from '../contract';
import { roundMoney } from './money';

/** Delivery fee per unit, in USD, when the product has none. */
export const DEFAULT_DELIVERY_FEE = 1.5;

/** The delivery fields of a product (a `Product` can be passed as is). */
export interface DeliveryFeeInput {
  deliveryFee?: number | null;
  deliveryConditions?: readonly DeliveryCondition[] | null;
}

/**
 * The condition with the highest minimumQuantity not exceeding `quantity` (minimumQuantity ≤
 * quantity), or undefined when none qualifies. Conditions may come in any order; when several
 * share that minimumQuantity the first one in the list wins.
 */
export function applicableDeliveryCondition(
  conditions: readonly DeliveryCondition[],
  quantity: number,
): DeliveryCondition | undefined {
  let best: DeliveryCondition | undefined;
  for (const condition of conditions) {
    if (condition.minimumQuantity > quantity) continue;
    if (best === undefined || condition.minimumQuantity > best.minimumQuantity) best = condition;
  }
  return best;
}

/**
 * Delivery fee in USD, rounded to cents, for `quantity` units of a product.
 * - Base fee per unit: the product's deliveryFee, or 1.5 when it is null/undefined (0 means free).
 * - No conditions: base × quantity.
 * - Otherwise the applicable condition (see `applicableDeliveryCondition`): its totalFee as a flat
 *   fee when not null (0 is a valid flat fee: free delivery), else (perUnitFee ?? base) × quantity.
 * - No condition applies: base × quantity.
 * @throws RangeError when quantity is not a positive integer.
 */
export function deliveryFee(product: DeliveryFeeInput, quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a positive integer, got ${String(quantity)}`);
  }
  const base = product.deliveryFee ?? DEFAULT_DELIVERY_FEE;
  const condition = applicableDeliveryCondition(product.deliveryConditions ?? [], quantity);
  if (condition === undefined) return roundMoney(base * quantity);
  if (condition.totalFee != null) return roundMoney(condition.totalFee);
  return roundMoney((condition.perUnitFee ?? base) * quantity);
}
