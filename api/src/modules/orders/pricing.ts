// Order pricing: every amount of an order, from catalogue figures only (never from the request),
// by the spec's rules in `@storefront/shared/rules` (section 9: discount precedence, delivery fee,
// USD rounded to cents).
import {
  deliveryFee,
  effectiveDiscount,
  priceAfterDiscount,
  roundMoney,
  type DeliveryFeeInput,
  type PromotionPeriod,
} from '@storefront/shared/rules';

export interface PricingLineInput {
  /** The variant's price before discount. */
  variantPrice: number;
  quantity: number;
  productDiscount: number;
  promotion: (PromotionPeriod & { discount: number }) | null;
  delivery: DeliveryFeeInput;
}

export interface VoucherTerms {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percentage for 'percent', dollars for 'fixed'. */
  value: number;
  minSpend: number;
}

export interface PricedLine {
  /** Discount percentage that applied. */
  discount: number;
  unitPrice: number;
  unitPriceAfterDiscount: number;
  quantity: number;
  /** Money taken off this line by the product's discount. */
  discountAmount: number;
  deliveryFee: number;
  /** Items after discount, delivery excluded. */
  lineTotal: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Items before any discount. */
  subtotal: number;
  productDiscountTotal: number;
  /** Items after product discounts: what a voucher's minimum spend and percentage apply to. */
  itemsTotal: number;
  voucherDiscount: number;
  /** Product discounts plus the voucher. */
  discountTotal: number;
  deliveryFeeTotal: number;
  total: number;
}

export function priceLine(line: PricingLineInput, now: Date): PricedLine {
  const discount = effectiveDiscount({
    promotion: line.promotion,
    productDiscount: line.productDiscount,
    now,
  });
  const unitPriceAfterDiscount = priceAfterDiscount(line.variantPrice, discount);
  const lineTotal = roundMoney(unitPriceAfterDiscount * line.quantity);
  return {
    discount,
    unitPrice: line.variantPrice,
    unitPriceAfterDiscount,
    quantity: line.quantity,
    discountAmount: roundMoney(line.variantPrice * line.quantity - lineTotal),
    deliveryFee: deliveryFee(line.delivery, line.quantity),
    lineTotal,
  };
}

/** Whether a voucher's minimum spend is met by the items total after product discounts. */
export function voucherDiscount(voucher: VoucherTerms, itemsTotal: number): number {
  if (itemsTotal < voucher.minSpend) return 0;
  const amount =
    voucher.kind === 'percent'
      ? (itemsTotal * Math.min(100, Math.max(0, voucher.value))) / 100
      : voucher.value;
  // A voucher never takes more than the items cost, and never touches delivery.
  return roundMoney(Math.min(itemsTotal, Math.max(0, amount)));
}

/**
 * The whole order: per line the discounted unit price (active promotion, else product discount)
 * and its delivery fee; the voucher on the items total after product discounts.
 * total = subtotal − discountTotal + deliveryFeeTotal.
 */
export function priceOrder(
  lines: readonly PricingLineInput[],
  voucher: VoucherTerms | null,
  now: Date = new Date(),
): PricedOrder {
  const priced = lines.map((line) => priceLine(line, now));
  const sum = (pick: (line: PricedLine) => number) =>
    roundMoney(priced.reduce((total, line) => total + pick(line), 0));
  const subtotal = roundMoney(priced.reduce((total, line) => total + line.unitPrice * line.quantity, 0));
  const itemsTotal = sum((line) => line.lineTotal);
  const productDiscountTotal = roundMoney(subtotal - itemsTotal);
  const fromVoucher = voucher ? voucherDiscount(voucher, itemsTotal) : 0;
  const deliveryFeeTotal = sum((line) => line.deliveryFee);
  const discountTotal = roundMoney(productDiscountTotal + fromVoucher);
  return {
    lines: priced,
    subtotal,
    productDiscountTotal,
    itemsTotal,
    voucherDiscount: fromVoucher,
    discountTotal,
    deliveryFeeTotal,
    total: roundMoney(subtotal - discountTotal + deliveryFeeTotal),
  };
}
