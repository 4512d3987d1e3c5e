import type { ListResponse } from '@storefront/shared';
import { useEffect } from 'react';
import type { SetPageOptions } from './use-page-param';

/** One page of a list as the API answers it (only what the fallback needs). */
type ListPage = Pick<ListResponse<unknown>, 'data' | 'meta'>;

/**
 * The page to show instead of `page`, when the answer for `page` is empty although the list is
 * not (`?page=99`, or the last item of the last page was just removed): the last page, and always
 * an earlier one than `page`, so the correction cannot loop. Undefined when `page` is fine, or
 * when `list` is the answer for another page (still shown while the new one loads).
 */
export function pageInsteadOf(list: ListPage | undefined, page: number): number | undefined {
  if (!list || list.meta.currentPage !== page) return undefined;
  if (list.data.length > 0 || list.meta.total <= 0 || page <= 1) return undefined;
  return Math.max(1, Math.min(list.meta.lastPage, page - 1));
}

/**
 * Moves a list past its end to its last page (replacing the history entry, so Back does not
 * return to the empty page). Returns true while it does: show the loading state meanwhile,
 * not "nothing here".
 */
export function useLastPageFallback(
  list: ListPage | undefined,
  page: number,
  setPage: (page: number, options?: SetPageOptions) => void,
): boolean {
  const target = pageInsteadOf(list, page);
  useEffect(() => {
    if (target !== undefined) setPage(target, { replace: true });
  }, [target, setPage]);
  return target !== undefined;
}
