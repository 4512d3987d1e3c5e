import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

/**
 * The one RTK Query api of the page. Apps add endpoints with `api.injectEndpoints` inside their
 * features; nobody calls `createApi` again. Spec section 9: zero stale time, no refetch on focus
 * (the cart opts back in).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  keepUnusedDataFor: 0,
  refetchOnFocus: false,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
