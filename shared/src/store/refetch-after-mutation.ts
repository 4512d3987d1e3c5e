import { createListenerMiddleware, isFulfilled } from '@reduxjs/toolkit';
import { api } from '../api/api';

interface QueryEntry {
  endpointName?: string;
  originalArgs?: unknown;
}
interface ApiSlice {
  queries: Record<string, QueryEntry | undefined>;
  subscriptions: Record<string, Record<string, unknown> | undefined>;
}
type Initiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;

/**
 * Spec section 4: any successful mutation clears and invalidates all cached query data. Unused
 * entries are dropped at once (keepUnusedDataFor: 0), so "all" means every query still watched.
 */
export const refetchAfterMutation = createListenerMiddleware();

refetchAfterMutation.startListening({
  predicate: (action) =>
    isFulfilled(action) &&
    action.type.startsWith(`${api.reducerPath}/executeMutation`),
  effect: (_action, { getState, dispatch }) => {
    const slice = (getState() as Record<string, ApiSlice>)[api.reducerPath];
    if (!slice) return;
    // Endpoints are injected by remotes at run time, so they are looked up by name here.
    const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
    for (const [cacheKey, entry] of Object.entries(slice.queries)) {
      const watched = Object.keys(slice.subscriptions[cacheKey] ?? {}).length > 0;
      const endpoint = entry?.endpointName ? endpoints[entry.endpointName] : undefined;
      if (watched && endpoint) {
        dispatch(endpoint.initiate(entry?.originalArgs, { subscribe: false, forceRefetch: true }) as never);
      }
    }
  },
});
