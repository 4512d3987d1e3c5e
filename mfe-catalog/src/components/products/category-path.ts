import type { Category } from '@storefront/shared';

/** Where the list's category filters point in the three-level tree. */
export interface CategoryPath {
  main: Category | null;
  sub: Category | null;
  leaf: Category | null;
}

/**
 * Resolves the URL's category ids against the tree. The most specific id wins and its ancestors
 * are filled in, so `?categoryId=310` alone still gives the whole breadcrumb. Ids that are not in
 * the tree (or do not nest) resolve to null rather than a wrong path.
 */
export function categoryPath(
  tree: readonly Category[],
  ids: { mainCategoryId: number | null; subCategoryId: number | null; categoryId: number | null },
): CategoryPath {
  for (const main of tree) {
    for (const sub of main.subCategories) {
      for (const leaf of sub.subCategories) {
        if (leaf.id === ids.categoryId) return { main, sub, leaf };
      }
      if (ids.categoryId === null && sub.id === ids.subCategoryId) return { main, sub, leaf: null };
    }
    if (ids.categoryId === null && ids.subCategoryId === null && main.id === ids.mainCategoryId) {
      return { main, sub: null, leaf: null };
    }
  }
  return { main: null, sub: null, leaf: null };
}

/** The categories one level below the current one: what the facet offers to narrow to. */
export function narrowerCategories(tree: readonly Category[], path: CategoryPath): readonly Category[] {
  if (path.leaf) return [];
  if (path.sub) return path.sub.subCategories;
  if (path.main) return path.main.subCategories;
  return tree;
}
