import type { Attributes, Variant } from '@storefront/shared';

/** Whether some variant agrees with every attribute in `selection` (a partial choice is fine). */
function isReachable(variants: readonly Variant[], selection: Attributes): boolean {
  const pairs = Object.entries(selection);
  return variants.some(({ attributes }) =>
    pairs.every(([key, value]) => Object.hasOwn(attributes, key) && attributes[key] === value),
  );
}

/**
 * What the pickers show first: the shopper's earlier choice for this product when it still fits
 * the product's variants, else the first variant in stock, else the first variant, so the page
 * opens with a price and a stock figure.
 */
export function initialSelection(variants: readonly Variant[], stored: Attributes | undefined): Attributes {
  if (stored && Object.keys(stored).length > 0 && isReachable(variants, stored)) return { ...stored };
  const first = variants.find((variant) => variant.stock > 0) ?? variants[0];
  return first ? { ...first.attributes } : {};
}

/**
 * The selection after the shopper picks `value` for `attribute`; `null` (clicking the chosen
 * option again) clears that attribute. Clearing matters: options that fit no variant with the
 * other choices are disabled, and clearing one choice is how a shopper reaches a combination
 * that shares nothing with the current one.
 */
export function withOption(selection: Attributes, attribute: string, value: string | null): Attributes {
  const next = { ...selection };
  if (value === null) delete next[attribute];
  else next[attribute] = value;
  return next;
}
