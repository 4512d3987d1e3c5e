import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

/** Rendering on the server (the shell's server renders catalog pages ahead of the browser). */
const onServer = typeof window === 'undefined';

// On the server no effect ever runs, so the query hooks start their requests while rendering; the
// server renders again once the answers are in (see shared/server/render-page.tsx).
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: onServer }));

/**
 * The one RTK Query api of the page. Apps add endpoints with `api.injectEndpoints` inside their
 * features; nobody calls `createApi` again. Spec section 9: zero stale time, no refetch on focus
 * (the cart opts back in). (A server render asks each query once: its second pass reads the
 * answers of the first.)
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  keepUnusedDataFor: 0,
  refetchOnFocus: false,
  refetchOnMountOrArgChange: !onServer,
  endpoints: () => ({}),
});
