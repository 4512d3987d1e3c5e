import { api, type ListResponse, type ProductSummary } from '@storefront/shared';

// The shell's own read: whether today's deals has anything (the nav prepends "Today's Deals" only
// then). The category tree and the promotions come from shared's storefrontApi, which the catalog
// uses too. Endpoint names are prefixed so they never collide with a remote's own endpoints.
export const headerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** How many deals the first page of today's deals has (0 or 1 is enough to decide). */
    shellDealsCount: build.query<number, void>({
      query: () => ({ url: '/products/deals-of-the-day', params: { perPage: 1 } }),
      transformResponse: (response: ListResponse<ProductSummary>) => response.data.length,
    }),
  }),
});

export const { useShellDealsCountQuery } = headerApi;
