// The product list's state lives in the URL (spec section 2: /products?search=…&mainCategoryId=…),
// so a list can be shared, bookmarked and restored with the back button. These two functions are
// the only place that knows how filters are spelled in the query string.
import type { ProductListQuery } from '@storefront/shared';
import { PRODUCT_SORTS, type ListSort } from '../../components/products/products-api';

export interface ProductFilters {
  /** Free-text search; '' when absent. */
  search: string;
  mainCategoryId: number | null;
  subCategoryId: number | null;
  categoryId: number | null;
  /** Carried over from the current query as is (spec section 2); '' when absent. */
  type: string;
  sort: ListSort | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** 1-based page number. */
  page: number;
}

export const EMPTY_FILTERS: ProductFilters = {
  search: '',
  mainCategoryId: null,
  subCategoryId: null,
  categoryId: null,
  type: '',
  sort: null,
  minPrice: null,
  maxPrice: null,
  page: 1,
};

/** Query-string order, so equal filters always give the same URL. */
const KEYS = [
  'search',
  'mainCategoryId',
  'subCategoryId',
  'categoryId',
  'type',
  'sort',
  'minPrice',
  'maxPrice',
  'page',
] as const satisfies readonly (keyof ProductFilters)[];

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

function nonNegativeAmount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) && number >= 0 ? number : null;
}

function isSort(value: string | null): value is ListSort {
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(value);
}

/**
 * Reads the filters from a query string. Anything malformed (an id that is not a positive
 * integer, an unknown sort, a negative price, page 0) counts as absent rather than failing, since
 * the URL may have been typed or edited by hand. Search text is trimmed.
 */
export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim(),
    mainCategoryId: positiveInteger(params.get('mainCategoryId')),
    subCategoryId: positiveInteger(params.get('subCategoryId')),
    categoryId: positiveInteger(params.get('categoryId')),
    type: (params.get('type') ?? '').trim(),
    sort: isSort(sort) ? sort : null,
    minPrice: nonNegativeAmount(params.get('minPrice')),
    maxPrice: nonNegativeAmount(params.get('maxPrice')),
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The query string of `filters`: absent values and page 1 are left out, keys in a fixed order. */
export function searchParamsFromFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === null || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The filters with some changed; any change other than the page goes back to page 1. */
export function withFilters(filters: ProductFilters, changes: Partial<ProductFilters>): ProductFilters {
  const next = { ...filters, ...changes };
  return 'page' in changes ? next : { ...next, page: 1 };
}

/** Whether anything narrows the list (search, category, type or price). */
export function hasNarrowingFilters(filters: ProductFilters): boolean {
  return (
    filters.search !== '' ||
    filters.mainCategoryId !== null ||
    filters.subCategoryId !== null ||
    filters.categoryId !== null ||
    filters.type !== '' ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** The API request (`GET /products` query) for a page of `filters`: absent filters are left out. */
export function listParams(filters: ProductFilters, perPage: number): ProductListQuery {
  return {
    search: filters.search,
    mainCategoryId: filters.mainCategoryId ?? undefined,
    subCategoryId: filters.subCategoryId ?? undefined,
    categoryId: filters.categoryId ?? undefined,
    type: filters.type,
    sort: filters.sort ?? undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    page: filters.page,
    perPage,
  };
}
