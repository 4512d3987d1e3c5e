import {
  api,
  type ItemResponse,
  type ListResponse,
  type Product,
  type ProductListQuery,
  type ProductReviewsPage,
  type ProductReviewsQuery,
  type ProductSort,
  type ProductSummary,
} from '@storefront/shared';

/** Sort orders the product list offers besides the default (relevance for a search). */
export const PRODUCT_SORTS = [
  'best-selling',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
] as const satisfies readonly ProductSort[];

export const REVIEWS_PER_PAGE = 5;
/** One of the sort orders the list offers (an API sort other than relevance). */
export type ListSort = (typeof PRODUCT_SORTS)[number];

export const isProductSort = (value: unknown): value is ListSort =>
  (PRODUCT_SORTS as readonly unknown[]).includes(value);

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Absent, empty or false params are dropped by the shared base query.
    getProducts: build.query<ListResponse<ProductSummary>, ProductListQuery>({
      query: (params) => ({ url: '/products', params }),
    }),
    getDeals: build.query<ListResponse<ProductSummary>, void>({
      query: () => '/products/deals-of-the-day',
    }),
    getProduct: build.query<Product, number>({
      query: (id) => `/products/${id}`,
      transformResponse: (response: ItemResponse<Product>) => response.data,
    }),
    getProductReviews: build.query<ProductReviewsPage, { productId: number; page: number }>({
      query: ({ productId, page }) => ({
        url: `/products/${productId}/reviews`,
        params: { page, perPage: REVIEWS_PER_PAGE } satisfies ProductReviewsQuery,
      }),
    }),
  }),
});

export const { useGetProductsQuery, useGetDealsQuery, useGetProductQuery, useGetProductReviewsQuery } =
  productsApi;
