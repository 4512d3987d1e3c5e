import type { Variant } from '@storefront/shared';
import { initialSelection, withOption } from './variant-selection';

const variants: Variant[] = [
  { id: 1, attributes: { color: 'Red', size: 'M' }, stock: 0, price: 10 },
  { id: 2, attributes: { color: 'Red', size: 'L' }, stock: 4, price: 11 },
  { id: 3, attributes: { color: 'Blue', size: 'L' }, stock: 2, price: 12 },
];

describe('initialSelection', () => {
  it('starts from the first variant in stock', () => {
    expect(initialSelection(variants, undefined)).toEqual({ color: 'Red', size: 'L' });
  });

  it('falls back to the first variant when everything is sold out', () => {
    const soldOut = variants.map((variant) => ({ ...variant, stock: 0 }));
    expect(initialSelection(soldOut, undefined)).toEqual({ color: 'Red', size: 'M' });
  });

  it('restores a stored choice that still fits the variants, even a partial one', () => {
    expect(initialSelection(variants, { color: 'Blue', size: 'L' })).toEqual({ color: 'Blue', size: 'L' });
    expect(initialSelection(variants, { color: 'Blue' })).toEqual({ color: 'Blue' });
  });

  it('ignores a stored choice that no variant fits any more', () => {
    expect(initialSelection(variants, { color: 'Green' })).toEqual({ color: 'Red', size: 'L' });
    expect(initialSelection(variants, { color: 'Blue', size: 'M' })).toEqual({ color: 'Red', size: 'L' });
    expect(initialSelection(variants, {})).toEqual({ color: 'Red', size: 'L' });
  });

  it('gives {} for a product without variants', () => {
    expect(initialSelection([], { color: 'Red' })).toEqual({});
  });
});

describe('withOption', () => {
  it('sets a value without touching the other choices or the input', () => {
    const before = { color: 'Red', size: 'M' };
    expect(withOption(before, 'size', 'L')).toEqual({ color: 'Red', size: 'L' });
    expect(before).toEqual({ color: 'Red', size: 'M' });
  });

  it('clears an attribute when given null', () => {
    expect(withOption({ color: 'Red', size: 'M' }, 'size', null)).toEqual({ color: 'Red' });
  });
});
