import type { Category } from '@storefront/shared';
import { categoryHref, categoryMenuEntries, withTodaysDeals } from './nav-rules';

const leaf = (id: number): Category => ({
  id,
  name: { en: `Leaf ${id}`, kh: `ស្លឹក ${id}` },
  subCategories: [],
});
const main: Category = {
  id: 1,
  name: { en: 'Electronics', kh: 'គ្រឿងអេឡិចត្រូនិច' },
  subCategories: [{ id: 2, name: { en: 'Computers', kh: 'កុំព្យូទ័រ' }, subCategories: [leaf(3), leaf(4)] }],
};

describe('withTodaysDeals', () => {
  it("prepends Today's Deals when the deals query returned items", () => {
    expect(withTodaysDeals(['a', 'b'], 'deals', 3)).toEqual(['deals', 'a', 'b']);
  });
  it('leaves the entries alone when there are no deals or the answer is not in yet', () => {
    expect(withTodaysDeals(['a'], 'deals', 0)).toEqual(['a']);
    expect(withTodaysDeals(['a'], 'deals', undefined)).toEqual(['a']);
  });
});

describe('categoryHref', () => {
  it('uses mainCategoryId, subCategoryId or categoryId by level', () => {
    expect(categoryHref('main', 1)).toBe('/products?mainCategoryId=1');
    expect(categoryHref('sub', 2)).toBe('/products?subCategoryId=2');
    expect(categoryHref('leaf', 3)).toBe('/products?categoryId=3');
  });
  it("carries the current query's type (spec section 2)", () => {
    expect(categoryHref('main', 1, 'flash')).toBe('/products?mainCategoryId=1&type=flash');
    expect(
      categoryMenuEntries(main, (category) => category.name.en, 'All', 'flash').map((entry) => entry.to),
    ).toEqual([
      '/products?mainCategoryId=1&type=flash',
      '/products?subCategoryId=2&type=flash',
      '/products?categoryId=3&type=flash',
      '/products?categoryId=4&type=flash',
    ]);
  });
});

describe('categoryMenuEntries', () => {
  it('lists the main category, then each sub category followed by its leaves', () => {
    expect(categoryMenuEntries(main, (category) => category.name.en, 'All in Electronics')).toEqual([
      { label: 'All in Electronics', to: '/products?mainCategoryId=1', depth: 0 },
      { label: 'Computers', to: '/products?subCategoryId=2', depth: 0 },
      { label: 'Leaf 3', to: '/products?categoryId=3', depth: 1 },
      { label: 'Leaf 4', to: '/products?categoryId=4', depth: 1 },
    ]);
  });
});
