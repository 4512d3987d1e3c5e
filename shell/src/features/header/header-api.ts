import { api, type Category, type Promotion } from '@storefront/shared';

// The shell's own reads: the category tree (All Categories, top nav, drawer), whether today's
// deals has anything (the nav prepends "Today's Deals" only then) and the promotions widget.
// Endpoint names are prefixed so they never collide with a remote's own injected endpoints.
export const headerApi = api.injectEndpoints({
  endpoints: (build) => ({
    shellCategories: build.query<Category[], void>({
      query: () => '/categories',
      transformResponse: (response: { data: Category[] }) => response.data,
    }),
    /** How many deals the first page of today's deals has (0 or 1 is enough to decide). */
    shellDealsCount: build.query<number, void>({
      query: () => ({ url: '/products/deals-of-the-day', params: { perPage: 1 } }),
      transformResponse: (response: { data: unknown[] }) => response.data.length,
    }),
    shellPromotions: build.query<Promotion[], void>({
      query: () => ({ url: '/promotions', params: { orderBy: 'endDate', isActive: true } }),
      transformResponse: (response: { data: Promotion[] }) => response.data,
    }),
  }),
});

export const { useShellCategoriesQuery, useShellDealsCountQuery, useShellPromotionsQuery } = headerApi;
