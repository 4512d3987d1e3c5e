// Refunds: the list (manual ones still to make first) and recording a manual refund's transfer
// (contract: shared/src/contract/order-handling.ts).
import { api } from '@storefront/shared';
import type {
  CompleteRefundBody,
  ItemResponse,
  ListResponse,
  Refund,
  RefundListQuery,
} from '@storefront/shared';

export const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBackofficeRefunds: build.query<ListResponse<Refund>, RefundListQuery>({
      query: (params) => ({ url: '/backoffice/refunds', params }),
    }),
    completeBackofficeRefund: build.mutation<Refund, { id: number; body: CompleteRefundBody }>({
      query: ({ id, body }) => ({ url: `/backoffice/refunds/${id}/complete`, method: 'POST', body }),
      transformResponse: (response: ItemResponse<Refund>) => response.data,
    }),
  }),
});

export const { useListBackofficeRefundsQuery, useCompleteBackofficeRefundMutation } = refundsApi;
