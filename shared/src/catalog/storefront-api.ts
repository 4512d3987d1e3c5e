import { api } from '../api/api';
import type { Category, CategoryTreeResponse, Promotion, PromotionListResponse } from '../contract';

/**
 * Reads that the shell (header navigation, promotions widget) and the catalog (home page, product
 * list) both show. Defined once, they share one cache entry: a page asks the API once for each,
 * and a server-rendered page carries each answer once.
 */
export const storefrontApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The three-level category tree. */
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      transformResponse: (response: CategoryTreeResponse) => response.data,
    }),
    /** Spec section 7: active promotions, ending soonest first. */
    getActivePromotions: build.query<Promotion[], void>({
      query: () => ({ url: '/promotions', params: { orderBy: 'endDate', isActive: true } }),
      transformResponse: (response: PromotionListResponse) => response.data,
    }),
  }),
});

export const { useGetCategoriesQuery, useGetActivePromotionsQuery } = storefrontApi;
