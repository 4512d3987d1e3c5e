import type { Category } from '@storefront/shared';
import { categoryPath, narrowerCategories } from './category-path';

const node = (id: number, en: string, subCategories: Category[] = []): Category => ({
  id,
  name: { en, kh: en },
  subCategories,
});
const tree = [
  node(1, 'Electronics', [
    node(11, 'Phones', [node(111, 'Smartphones'), node(112, 'Cases')]),
    node(12, 'Audio', [node(121, 'Headphones')]),
  ]),
  node(2, 'Fashion', [node(21, 'Women', [node(211, 'Dresses')])]),
];
const none = { mainCategoryId: null, subCategoryId: null, categoryId: null };

describe('categoryPath', () => {
  it('fills in the ancestors of the most specific id', () => {
    const path = categoryPath(tree, { ...none, categoryId: 112 });
    expect([path.main?.id, path.sub?.id, path.leaf?.id]).toEqual([1, 11, 112]);
    expect(categoryPath(tree, { ...none, subCategoryId: 12 })).toMatchObject({
      main: { id: 1 },
      sub: { id: 12 },
      leaf: null,
    });
    expect(categoryPath(tree, { ...none, mainCategoryId: 2 })).toMatchObject({
      main: { id: 2 },
      sub: null,
      leaf: null,
    });
  });

  it('prefers the leaf over a main id that disagrees, and resolves unknown ids to nothing', () => {
    expect(categoryPath(tree, { mainCategoryId: 2, subCategoryId: null, categoryId: 121 }).sub?.id).toBe(12);
    expect(categoryPath(tree, { ...none, categoryId: 999 })).toEqual({ main: null, sub: null, leaf: null });
    expect(categoryPath(tree, none)).toEqual({ main: null, sub: null, leaf: null });
  });
});

describe('narrowerCategories', () => {
  it('offers the next level down, nothing below a leaf', () => {
    expect(narrowerCategories(tree, categoryPath(tree, none)).map((c) => c.id)).toEqual([1, 2]);
    expect(
      narrowerCategories(tree, categoryPath(tree, { ...none, mainCategoryId: 1 })).map((c) => c.id),
    ).toEqual([11, 12]);
    expect(
      narrowerCategories(tree, categoryPath(tree, { ...none, subCategoryId: 11 })).map((c) => c.id),
    ).toEqual([111, 112]);
    expect(narrowerCategories(tree, categoryPath(tree, { ...none, categoryId: 111 }))).toEqual([]);
  });
});
