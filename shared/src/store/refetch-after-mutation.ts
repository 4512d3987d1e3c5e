import { createListenerMiddleware, isFulfilled } from '@reduxjs/toolkit';
import { api } from '../api/api';

interface QueryEntry {
  endpointName?: string;
  originalArgs?: unknown;
}
interface ApiSlice {
  queries: Record<string, QueryEntry | undefined>;
}
/** RTK Query's live subscription counts (what its own hooks and invalidation read). */
interface SubscriptionSelectors {
  getSubscriptionCount: (queryCacheKey: string) => number;
}
type Initiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;

/**
 * Spec section 4: any successful mutation clears and invalidates all cached query data. Unused
 * entries are dropped at once (keepUnusedDataFor: 0), so "all" means every query still watched.
 */
export const refetchAfterMutation = createListenerMiddleware();

/**
 * Signing out changes nothing a watched query shows but who is signed in, and the pages that
 * show the shopper's data leave when the user is cleared: refetching them would only send
 * authenticated calls after the session ended (answered 401 and dropped).
 */
const NO_REFETCH_AFTER = new Set(['logout']);
const endpointOf = (action: { meta?: unknown }) =>
  (action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName ?? '';

refetchAfterMutation.startListening({
  predicate: (action) =>
    isFulfilled(action) &&
    action.type.startsWith(`${api.reducerPath}/executeMutation`) &&
    !NO_REFETCH_AFTER.has(endpointOf(action)),
  effect: (_action, { getState, dispatch }) => {
    const slice = (getState() as Record<string, ApiSlice>)[api.reducerPath];
    if (!slice) return;
    // Not the state's `subscriptions`: since RTK 2 it is copied from the middleware at most every
    // 500 ms, so a query mounted just before the mutation (a page opened and acted on at once)
    // would be missed and keep showing what the mutation changed.
    const subscriptions = dispatch(
      api.internalActions.internal_getRTKQSubscriptions(),
    ) as unknown as SubscriptionSelectors;
    // Endpoints are injected by remotes at run time, so they are looked up by name here.
    const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
    for (const [cacheKey, entry] of Object.entries(slice.queries)) {
      const watched = subscriptions.getSubscriptionCount(cacheKey) > 0;
      const endpoint = entry?.endpointName ? endpoints[entry.endpointName] : undefined;
      if (watched && endpoint) {
        dispatch(endpoint.initiate(entry?.originalArgs, { subscribe: false, forceRefetch: true }) as never);
      }
    }
  },
});
