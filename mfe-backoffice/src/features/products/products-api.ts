// The back office's catalogue: the product table, the editor (product, stores, photos) and the
// bulk price and stock edit (contract: shared/src/contract/catalog-admin.ts and files.ts).
import { api } from '@storefront/shared';
import type {
  BackofficeProduct,
  BackofficeProductListQuery,
  BackofficeProductRow,
  BackofficeStoreList,
  ItemResponse,
  ListResponse,
  PageMeta,
  ProductCreateBody,
  ProductPhotoList,
  ProductPhotoUpload,
  ProductUpdateBody,
  StockVariant,
  Store,
  VariantBulkBody,
} from '@storefront/shared';

/** One page of the bulk edit: the products of a page of the product table, with their variants. */
export interface BulkEditPage {
  products: BackofficeProduct[];
  meta: PageMeta;
}

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBackofficeProducts: build.query<ListResponse<BackofficeProductRow>, BackofficeProductListQuery>({
      query: (params) => ({ url: '/backoffice/products', params }),
    }),
    getBackofficeProduct: build.query<BackofficeProduct, number>({
      query: (id) => `/backoffice/products/${id}`,
      transformResponse: (response: ItemResponse<BackofficeProduct>) => response.data,
    }),
    createProduct: build.mutation<BackofficeProduct, ProductCreateBody>({
      query: (body) => ({ url: '/backoffice/products', method: 'POST', body }),
      transformResponse: (response: ItemResponse<BackofficeProduct>) => response.data,
    }),
    updateProduct: build.mutation<BackofficeProduct, { id: number; body: ProductUpdateBody }>({
      query: ({ id, body }) => ({ url: `/backoffice/products/${id}`, method: 'PUT', body }),
      transformResponse: (response: ItemResponse<BackofficeProduct>) => response.data,
    }),
    listBackofficeStores: build.query<Store[], void>({
      query: () => '/backoffice/stores',
      transformResponse: (response: BackofficeStoreList) => response.data,
    }),
    /**
     * The bulk edit's rows: a page of the product table (same filters) and each of its products
     * with its variants, as the editor opens them (the API has no list of variants as such).
     */
    getBulkEditPage: build.query<BulkEditPage, BackofficeProductListQuery>({
      async queryFn(params, _api, _extra, baseQuery) {
        const list = await baseQuery({ url: '/backoffice/products', params });
        if (list.error) return { error: list.error };
        const page = list.data as ListResponse<BackofficeProductRow>;
        const details = await Promise.all(
          page.data.map((row) => baseQuery(`/backoffice/products/${row.id}`)),
        );
        const failed = details.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return {
          data: {
            products: details.map((answer) => (answer.data as ItemResponse<BackofficeProduct>).data),
            meta: page.meta,
          },
        };
      },
    }),
    bulkUpdateVariants: build.mutation<StockVariant[], VariantBulkBody>({
      query: (body) => ({ url: '/backoffice/variants', method: 'PATCH', body }),
      transformResponse: (response: ItemResponse<StockVariant[]>) => response.data,
    }),
    listProductPhotos: build.query<ProductPhotoList, number>({
      query: (id) => `/backoffice/products/${id}/photos`,
      transformResponse: (response: ItemResponse<ProductPhotoList>) => response.data,
    }),
    uploadProductPhoto: build.mutation<ProductPhotoUpload, { productId: number; file: File }>({
      query: ({ productId, file }) => {
        const form = new FormData();
        form.append('file', file);
        return { url: `/backoffice/products/${productId}/photos`, method: 'POST', body: form };
      },
      transformResponse: (response: ItemResponse<ProductPhotoUpload>) => response.data,
    }),
    reorderProductPhotos: build.mutation<ProductPhotoList, { productId: number; photoIds: number[] }>({
      query: ({ productId, photoIds }) => ({
        url: `/backoffice/products/${productId}/photos/order`,
        method: 'PUT',
        body: { photoIds },
      }),
      transformResponse: (response: ItemResponse<ProductPhotoList>) => response.data,
    }),
    deleteProductPhoto: build.mutation<ProductPhotoList, { productId: number; photoId: number }>({
      query: ({ productId, photoId }) => ({
        url: `/backoffice/products/${productId}/photos/${photoId}`,
        method: 'DELETE',
      }),
      transformResponse: (response: ItemResponse<ProductPhotoList>) => response.data,
    }),
  }),
});

export const {
  useListBackofficeProductsQuery,
  useGetBackofficeProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useListBackofficeStoresQuery,
  useGetBulkEditPageQuery,
  useBulkUpdateVariantsMutation,
  useListProductPhotosQuery,
  useUploadProductPhotoMutation,
  useReorderProductPhotosMutation,
  useDeleteProductPhotoMutation,
} = productsApi;
