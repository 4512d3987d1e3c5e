/**
 * The most of one product (one variant) a shopper can put in a cart line or buy at once. The API
 * refuses more; the checkout's steppers and the buy-now link never offer more.
 */
export const MAX_LINE_QUANTITY = 99;

/** The highest quantity a stepper may offer for a variant with `stock` units (at least 1). */
export const maxOrderableQuantity = (stock: number): number =>
  Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
