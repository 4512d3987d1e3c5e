// Stock: the low-stock list, restocks and a variant's stock history (contract:
// shared/src/contract/catalog-admin.ts).
import { api } from '@storefront/shared';
import type {
  BackofficeStockPageQuery,
  ItemResponse,
  ListResponse,
  RestockBody,
  StockHistoryPage,
  StockVariant,
} from '@storefront/shared';

export const stockApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLowStock: build.query<ListResponse<StockVariant>, BackofficeStockPageQuery>({
      query: (params) => ({ url: '/backoffice/stock/low', params }),
    }),
    restockVariant: build.mutation<StockVariant, { variantId: number; body: RestockBody }>({
      query: ({ variantId, body }) => ({
        url: `/backoffice/variants/${variantId}/restock`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: ItemResponse<StockVariant>) => response.data,
    }),
    listStockMovements: build.query<StockHistoryPage, { variantId: number } & BackofficeStockPageQuery>({
      query: ({ variantId, ...params }) => ({
        url: `/backoffice/variants/${variantId}/stock-history`,
        params,
      }),
    }),
  }),
});

export const { useListLowStockQuery, useRestockVariantMutation, useListStockMovementsQuery } = stockApi;
