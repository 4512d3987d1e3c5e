import {
  api,
  type ItemResponse,
  type ListResponse,
  type Product,
  type ProductSummary,
} from '@storefront/shared';

/** Sort orders the product list understands. */
export const PRODUCT_SORTS = ['best-selling', 'newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

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
    getProduct: build.query<Product, number>({
      query: (id) => `/products/${id}`,
      transformResponse: (response: ItemResponse<Product>) => response.data,
    }),
  }),
});

export const { useGetProductsQuery, useGetDealsQuery, useGetProductQuery } = productsApi;
