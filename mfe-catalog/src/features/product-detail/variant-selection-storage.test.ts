import {
  REMEMBERED_PRODUCTS,
  VARIANT_SELECTION_KEY,
  loadVariantSelection,
  saveVariantSelection,
} from './variant-selection-storage';

describe('variant selection storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers the choice per product under selectedAttributes', () => {
    saveVariantSelection(7, { color: 'Blue', size: 'L' });
    saveVariantSelection(8, { size: 'S' });

    expect(loadVariantSelection(7)).toEqual({ color: 'Blue', size: 'L' });
    expect(loadVariantSelection(8)).toEqual({ size: 'S' });
    expect(loadVariantSelection(9)).toBeUndefined();
    expect(JSON.parse(window.localStorage.getItem(VARIANT_SELECTION_KEY) ?? '')).toEqual({
      selectedAttributes: { '7': { color: 'Blue', size: 'L' }, '8': { size: 'S' } },
      recent: ['7', '8'],
    });
  });

  it('persists across sessions and forgets the least recently chosen products first', () => {
    for (let id = 1; id <= REMEMBERED_PRODUCTS; id += 1) saveVariantSelection(id, { size: 'M' });
    saveVariantSelection(1, { size: 'L' });
    saveVariantSelection(REMEMBERED_PRODUCTS + 1, { size: 'S' });
    // 2 was the least recent once 1 was chosen again.
    expect(loadVariantSelection(2)).toBeUndefined();
    expect(loadVariantSelection(1)).toEqual({ size: 'L' });
    expect(loadVariantSelection(REMEMBERED_PRODUCTS + 1)).toEqual({ size: 'S' });
    expect(loadVariantSelection(3)).toEqual({ size: 'M' });
  });

  it('replaces an earlier choice for the same product', () => {
    saveVariantSelection(7, { color: 'Red' });
    saveVariantSelection(7, { color: 'Blue' });
    expect(loadVariantSelection(7)).toEqual({ color: 'Blue' });
  });

  it('treats corrupt or foreign data as nothing saved', () => {
    window.localStorage.setItem(VARIANT_SELECTION_KEY, '{not json');
    expect(loadVariantSelection(7)).toBeUndefined();

    window.localStorage.setItem(
      VARIANT_SELECTION_KEY,
      JSON.stringify({ selectedAttributes: { '7': ['Red'], '8': { size: 3 } } }),
    );
    expect(loadVariantSelection(7)).toBeUndefined();
    expect(loadVariantSelection(8)).toBeUndefined();

    saveVariantSelection(9, { size: 'M' });
    expect(loadVariantSelection(9)).toEqual({ size: 'M' });
  });

  it('survives storage that throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => saveVariantSelection(7, { color: 'Red' })).not.toThrow();
    expect(loadVariantSelection(7)).toBeUndefined();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
