// Promotions and daily deals (read: every staff role; write: owner and catalog manager), and the
// product look-ups of the editor's product picker.
import {
  api,
  type ActiveSwitch,
  type BackofficeProduct,
  type BackofficeProductRow,
  type ItemResponse,
  type ListResponse,
  type PromotionAdmin,
  type PromotionAdminList,
  type PromotionAdminListQuery,
  type PromotionCreate,
  type PromotionSaved,
  type PromotionUpdate,
} from '@storefront/shared';

export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBackofficePromotions: build.query<PromotionAdminList, PromotionAdminListQuery>({
      query: (params) => ({ url: '/backoffice/promotions', params }),
    }),
    createBackofficePromotion: build.mutation<PromotionSaved, PromotionCreate>({
      query: (body) => ({ url: '/backoffice/promotions', method: 'POST', body }),
    }),
    updateBackofficePromotion: build.mutation<PromotionSaved, { id: number; body: PromotionUpdate }>({
      query: ({ id, body }) => ({ url: `/backoffice/promotions/${id}`, method: 'PUT', body }),
    }),
    switchBackofficePromotion: build.mutation<PromotionAdmin, { id: number; body: ActiveSwitch }>({
      query: ({ id, body }) => ({ url: `/backoffice/promotions/${id}/active`, method: 'PATCH', body }),
      transformResponse: (response: ItemResponse<PromotionAdmin>) => response.data,
    }),
    /** Products by id, SKU or name words, for the picker (published or not). */
    searchPromotionProducts: build.query<BackofficeProductRow[], string>({
      query: (search) => ({ url: '/backoffice/products', params: { search, perPage: 10 } }),
      transformResponse: (response: ListResponse<BackofficeProductRow>) => response.data,
    }),
    /** One product's name, for a picked product's chip. */
    getPromotionProduct: build.query<BackofficeProduct, number>({
      query: (id) => `/backoffice/products/${id}`,
      transformResponse: (response: ItemResponse<BackofficeProduct>) => response.data,
    }),
  }),
});

export const {
  useListBackofficePromotionsQuery,
  useCreateBackofficePromotionMutation,
  useUpdateBackofficePromotionMutation,
  useSwitchBackofficePromotionMutation,
  useSearchPromotionProductsQuery,
  useGetPromotionProductQuery,
} = promotionsApi;
