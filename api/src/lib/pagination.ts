import type { PageLinks, PageMeta } from '@storefront/shared/contract';

/**
 * `{ links, meta }` for page-based lists. `path` and `query` rebuild each link with the same
 * filters. When `total` is only an estimate the last page is unknown (null link).
 */
export function pageOf(options: {
  path: string;
  query: Record<string, unknown>;
  page: number;
  perPage: number;
  total: number;
  /** True when `total` is an estimate (no last page then); false by default. */
  totalIsEstimate?: boolean;
  /** Whether a next page exists; by default, from an exact `total`. */
  hasNext?: boolean;
}): { links: PageLinks; meta: PageMeta } {
  const { path, query, page, perPage, total, totalIsEstimate = false } = options;
  const hasNext = options.hasNext ?? page * perPage < total;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '' && key !== 'page')
        params.set(key, String(value));
    }
    params.set('page', String(target));
    return `${path}?${params}`;
  };
  return {
    links: {
      first: link(1),
      last: totalIsEstimate ? null : link(lastPage),
      prev: page > 1 ? link(page - 1) : null,
      next: hasNext ? link(page + 1) : null,
    },
    meta: { currentPage: page, perPage, total, totalIsEstimate, lastPage },
  };
}
