import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating its markup, true otherwise. What only
 * the browser knows (local storage) must wait for it, or the hydrated page would differ from the
 * server's; React renders again with true right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
