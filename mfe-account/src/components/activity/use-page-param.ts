import { useSearchParams } from '@storefront/shared';
import { useCallback } from 'react';

/** The list page in the URL (`?page=`), so Back and reloads keep it; 1 when absent or invalid. */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next <= 1) copy.delete(name);
          else copy.set(name, String(next));
          return copy;
        },
        { replace: false },
      );
    },
    [name, setParams],
  );
  return [page, setPage];
}
