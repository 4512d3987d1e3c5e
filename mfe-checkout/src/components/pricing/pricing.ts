import { effectiveDiscount, priceAfterDiscount, roundMoney, type ProductSummary } from '@storefront/shared';

/** The discount percentage that applies to a product now (spec section 9 precedence). */
export function productDiscount(
  product: Pick<ProductSummary, 'promotion' | 'discount'>,
  now = new Date(),
): number {
  return effectiveDiscount({ promotion: product.promotion, productDiscount: product.discount, now });
}

/** Price of one unit after the product's discount; `basePrice` is a variant's price when known. */
export function unitPrice(
  product: Pick<ProductSummary, 'promotion' | 'discount' | 'price'>,
  basePrice: number = product.price,
  now = new Date(),
): number {
  return priceAfterDiscount(basePrice, productDiscount(product, now));
}

/** Unit price times quantity, rounded to cents. */
export function lineTotal(unit: number, quantity: number): number {
  return roundMoney(unit * quantity);
}
