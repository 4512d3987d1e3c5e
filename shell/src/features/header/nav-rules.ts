// Pure rules of the header's navigation (spec section 2, Navigation).
import type { Category } from '@storefront/shared';
import { productsHref } from '../../components/carried-type';

export const TODAYS_DEALS_PATH = '/products/deals-of-the-day';

/** Depth in the category tree: main → sub → leaf. */
export type CategoryLevel = 'main' | 'sub' | 'leaf';

const PARAM_BY_LEVEL: Record<CategoryLevel, string> = {
  main: 'mainCategoryId',
  sub: 'subCategoryId',
  leaf: 'categoryId',
};

/** Selecting a category goes to /products with mainCategoryId, subCategoryId or categoryId, and the
 * `type` of the current query when there is one. */
export function categoryHref(level: CategoryLevel, id: number, type = ''): string {
  return productsHref({ [PARAM_BY_LEVEL[level]]: String(id) }, type);
}

/** "Today's Deals" is prepended only when the deals query returned items (unknown = not yet). */
export function withTodaysDeals<T>(
  entries: readonly T[],
  todaysDeals: T,
  dealsCount: number | undefined,
): T[] {
  return dealsCount !== undefined && dealsCount > 0 ? [todaysDeals, ...entries] : [...entries];
}

/** A flat menu for one main category: "all of it", then each sub category followed by its leaves. */
export function categoryMenuEntries(
  main: Category,
  label: (category: Category) => string,
  allLabel: string,
  type = '',
): { label: string; to: string; depth: 0 | 1 }[] {
  return [
    { label: allLabel, to: categoryHref('main', main.id, type), depth: 0 },
    ...main.subCategories.flatMap((sub) => [
      { label: label(sub), to: categoryHref('sub', sub.id, type), depth: 0 as const },
      ...sub.subCategories.map((leaf) => ({
        label: label(leaf),
        to: categoryHref('leaf', leaf.id, type),
        depth: 1 as const,
      })),
    ]),
  ];
}
