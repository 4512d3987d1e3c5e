import {
  api,
  type ItemResponse,
  type ListResponse,
  type ProductForViewer,
  type ProductSummary,
} from '@storefront/shared';

/** One review on the product page: the author is a first name and initial. */
export interface ProductReview {
  id: number;
  rating: number;
  body: string;
  photos: string[];
  createdAt: string;
  author: string;
}

export interface ReviewsResponse extends ListResponse<ProductReview> {
  summary: { rating: number; reviewCount: number; distribution: Record<'1' | '2' | '3' | '4' | '5', number> };
}

/** Sort orders the product list offers besides the default (relevance for a search). */
export const PRODUCT_SORTS = ['best-selling', 'newest', 'price-asc', 'price-desc', 'rating'] as const;

export const REVIEWS_PER_PAGE = 5;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const isProductSort = (value: unknown): value is ProductSort =>
  (PRODUCT_SORTS as readonly unknown[]).includes(value);

/** Query parameters of `GET /products`. Absent, empty or false values are dropped by the shared
 * base query, so callers can pass a whole filter object as is. A `type` alias (not an interface)
 * so it is assignable to the base query's params record. */
export type ProductListParams = {
  search?: string;
  mainCategoryId?: number | null;
  subCategoryId?: number | null;
  categoryId?: number | null;
  type?: string;
  sort?: ProductSort | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  page?: number;
  perPage?: number;
};

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ListResponse<ProductSummary>, ProductListParams>({
      query: (params) => ({ url: '/products', params }),
    }),
    getDeals: build.query<ListResponse<ProductSummary>, void>({
      query: () => '/products/deals-of-the-day',
    }),
    getProduct: build.query<ProductForViewer, number>({
      query: (id) => `/products/${id}`,
      transformResponse: (response: ItemResponse<ProductForViewer>) => response.data,
    }),
    getProductReviews: build.query<ReviewsResponse, { productId: number; page: number }>({
      query: ({ productId, page }) => ({
        url: `/products/${productId}/reviews`,
        params: { page, perPage: REVIEWS_PER_PAGE },
      }),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetDealsQuery,
  useGetProductQuery,
  useGetProductReviewsQuery,
} = productsApi;
