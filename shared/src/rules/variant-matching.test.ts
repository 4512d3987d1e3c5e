import type { Variant } from '../contract';
import {
  attributeOptions,
  attributesEqual,
  findMatchingVariant,
  isOptionAvailable,
} from './variant-matching';

const variant = (id: number, attributes: Record<string, string>, stock = 5): Variant => ({
  id,
  attributes,
  stock,
  price: 10,
});

const variants: Variant[] = [
  variant(1, { color: 'Red', size: 'M' }),
  variant(2, { color: 'Red', size: 'L' }),
  variant(3, { color: 'Blue', size: 'M' }, 0),
  variant(4, { color: 'Green', size: 'S' }),
];

describe('attributesEqual', () => {
  it('is true for the same keys and values in a different order', () => {
    expect(attributesEqual({ color: 'Red', size: 'M' }, { size: 'M', color: 'Red' })).toBe(true);
  });

  it('is false when one side has an extra key', () => {
    expect(attributesEqual({ color: 'Red', size: 'M' }, { color: 'Red', size: 'M', fit: 'Slim' })).toBe(
      false,
    );
    expect(attributesEqual({ color: 'Red', size: 'M', fit: 'Slim' }, { color: 'Red', size: 'M' })).toBe(
      false,
    );
  });

  it('is false when a key is missing or replaced by another key', () => {
    expect(attributesEqual({ color: 'Red', size: 'M' }, { color: 'Red' })).toBe(false);
    expect(attributesEqual({ color: 'Red', size: 'M' }, { color: 'Red', fit: 'M' })).toBe(false);
  });

  it('is false when a value differs, case included', () => {
    expect(attributesEqual({ color: 'Red' }, { color: 'Blue' })).toBe(false);
    expect(attributesEqual({ color: 'Red' }, { color: 'red' })).toBe(false);
  });

  it('treats two empty sets as equal', () => {
    expect(attributesEqual({}, {})).toBe(true);
  });

  it('does not match a key inherited from the prototype', () => {
    expect(attributesEqual({ toString: 'x' }, { other: 'x' })).toBe(false);
  });
});

describe('findMatchingVariant', () => {
  it('finds the variant whose attributes equal the selection, key order ignored', () => {
    expect(findMatchingVariant(variants, { size: 'L', color: 'Red' })?.id).toBe(2);
  });

  it('finds out-of-stock variants too (stock is not part of matching)', () => {
    expect(findMatchingVariant(variants, { color: 'Blue', size: 'M' })?.id).toBe(3);
  });

  it('returns undefined for a partial selection', () => {
    expect(findMatchingVariant(variants, { color: 'Red' })).toBeUndefined();
  });

  it('returns undefined for a selection with an extra key', () => {
    expect(findMatchingVariant(variants, { color: 'Red', size: 'M', fit: 'Slim' })).toBeUndefined();
  });

  it('returns undefined for a combination no variant has', () => {
    expect(findMatchingVariant(variants, { color: 'Green', size: 'M' })).toBeUndefined();
  });

  it('returns undefined for no variants', () => {
    expect(findMatchingVariant([], { color: 'Red' })).toBeUndefined();
  });

  it('returns the first match when variants repeat an attribute set', () => {
    const duplicated = [variant(7, { color: 'Red' }), variant(8, { color: 'Red' })];
    expect(findMatchingVariant(duplicated, { color: 'Red' })?.id).toBe(7);
  });
});

describe('isOptionAvailable', () => {
  it('allows every existing value when nothing is selected', () => {
    expect(isOptionAvailable(variants, {}, 'color', 'Green')).toBe(true);
    expect(isOptionAvailable(variants, {}, 'size', 'L')).toBe(true);
  });

  it('rejects a value no variant has', () => {
    expect(isOptionAvailable(variants, {}, 'color', 'Purple')).toBe(false);
  });

  it('rejects an attribute no variant has', () => {
    expect(isOptionAvailable(variants, {}, 'fit', 'Slim')).toBe(false);
  });

  it('requires agreement with the other selected attributes', () => {
    expect(isOptionAvailable(variants, { color: 'Red' }, 'size', 'M')).toBe(true);
    expect(isOptionAvailable(variants, { color: 'Red' }, 'size', 'L')).toBe(true);
    expect(isOptionAvailable(variants, { color: 'Red' }, 'size', 'S')).toBe(false);
    expect(isOptionAvailable(variants, { size: 'M' }, 'color', 'Green')).toBe(false);
    expect(isOptionAvailable(variants, { size: 'M' }, 'color', 'Blue')).toBe(true);
  });

  it('ignores the current choice of the same attribute, so it can be switched', () => {
    expect(isOptionAvailable(variants, { color: 'Red', size: 'M' }, 'color', 'Blue')).toBe(true);
    expect(isOptionAvailable(variants, { color: 'Red', size: 'L' }, 'color', 'Blue')).toBe(false);
  });

  it('rejects options when another selected attribute exists on no variant', () => {
    expect(isOptionAvailable(variants, { fit: 'Slim' }, 'color', 'Red')).toBe(false);
  });

  it('does not consider stock', () => {
    expect(isOptionAvailable(variants, { size: 'M' }, 'color', 'Blue')).toBe(true);
  });

  it('is false for no variants', () => {
    expect(isOptionAvailable([], {}, 'color', 'Red')).toBe(false);
  });
});

describe('attributeOptions', () => {
  it('lists distinct values per attribute in first-seen order', () => {
    const options = attributeOptions(variants);
    expect(options).toEqual({ color: ['Red', 'Blue', 'Green'], size: ['M', 'L', 'S'] });
    expect(Object.keys(options)).toEqual(['color', 'size']);
  });

  it('includes attributes that only some variants have', () => {
    expect(attributeOptions([variant(1, { size: 'M' }), variant(2, { size: 'L', color: 'Red' })])).toEqual({
      size: ['M', 'L'],
      color: ['Red'],
    });
  });

  it('keeps values that differ only by case apart', () => {
    expect(attributeOptions([variant(1, { color: 'Red' }), variant(2, { color: 'red' })])).toEqual({
      color: ['Red', 'red'],
    });
  });

  it('gives an empty object for no variants', () => {
    expect(attributeOptions([])).toEqual({});
  });
});
