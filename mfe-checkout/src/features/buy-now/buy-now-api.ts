import { api, type ItemResponse, type Product } from '@storefront/shared';

// Named for this remote so it never collides with the catalog's own product endpoint.
export const buyNowApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBuyNowProduct: build.query<Product, number>({
      query: (id) => `/products/${id}`,
      transformResponse: (response: ItemResponse<Product>) => response.data,
    }),
  }),
});

export const { useGetBuyNowProductQuery } = buyNowApi;
