// Spec section 5: "A product matches a variant only when the chosen attribute set equals the
// variant's attributes exactly (key order ignored)."
import type { Attributes, Variant } from '../contract';

/**
 * Exact set equality of two attribute maps: the same keys with the same values (compared with
 * `===`, so case-sensitive), no extra key on either side. Key order is ignored.
 */
export function attributesEqual(a: Attributes, b: Attributes): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/** The first variant whose attributes equal `selected` exactly, or `undefined`. Stock is ignored. */
export function findMatchingVariant(variants: readonly Variant[], selected: Attributes): Variant | undefined {
  return variants.find((variant) => attributesEqual(variant.attributes, selected));
}

/**
 * Whether choosing `attribute = value` can still lead to a variant: true when some variant has
 * `attribute = value` and agrees with every OTHER attribute already in `selected` (the current
 * choice for `attribute` itself is ignored, so a user can switch it). A selected attribute the
 * variant does not have counts as disagreement. Stock is not considered: an out-of-stock variant
 * still makes its options available. Used to disable options that would match no variant.
 */
export function isOptionAvailable(
  variants: readonly Variant[],
  selected: Attributes,
  attribute: string,
  value: string,
): boolean {
  const others = Object.entries(selected).filter(([key]) => key !== attribute);
  return variants.some(
    ({ attributes }) =>
      Object.hasOwn(attributes, attribute) &&
      attributes[attribute] === value &&
      others.every(([key, chosen]) => Object.hasOwn(attributes, key) && attributes[key] === chosen),
  );
}

/**
 * For each attribute name, the distinct values found across the variants. Both the attribute
 * names and their values are in first-seen order (variant order, then key order in a variant).
 */
export function attributeOptions(variants: readonly Variant[]): Record<string, string[]> {
  const options = new Map<string, string[]>();
  for (const { attributes } of variants) {
    for (const [name, value] of Object.entries(attributes)) {
      const values = options.get(name);
      if (values === undefined) options.set(name, [value]);
      else if (!values.includes(value)) values.push(value);
    }
  }
  return Object.fromEntries(options);
}
