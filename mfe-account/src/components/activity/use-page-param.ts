import { useSearchParams } from '@storefront/shared';
import { useCallback } from 'react';

export interface SetPageOptions {
  /** Replace the history entry instead of adding one (e.g. when correcting a page past the end). */
  replace?: boolean;
}

/** The list page in the URL (`?page=`), so Back and reloads keep it; 1 when absent or invalid. */
export function usePageParam(name = 'page'): [number, (page: number, options?: SetPageOptions) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number, options: SetPageOptions = {}) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next <= 1) copy.delete(name);
          else copy.set(name, String(next));
          return copy;
        },
        { replace: options.replace ?? false },
      );
    },
    [name, setParams],
  );
  return [page, setPage];
}
