// KHQR payments for order handlers (owner, order_handler): the list, and demo mode's "mark received".
import {
  api,
  type BackofficeKhqrPayment,
  type BackofficePaymentsQuery,
  type ItemResponse,
  type KhqrPayment,
  type ListResponse,
  type PaymentModes,
  type PaymentReceived,
} from '@storefront/shared';

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackofficePaymentModes: build.query<PaymentModes, void>({
      query: () => '/payments/mode',
      transformResponse: (response: ItemResponse<PaymentModes>) => response.data,
    }),
    listBackofficePayments: build.query<ListResponse<BackofficeKhqrPayment>, BackofficePaymentsQuery>({
      query: (params) => ({ url: '/backoffice/payments', params }),
    }),
    markPaymentReceived: build.mutation<KhqrPayment, { id: number } & PaymentReceived>({
      query: ({ id, ...body }) => ({ url: `/backoffice/payments/${id}/received`, method: 'POST', body }),
      transformResponse: (response: ItemResponse<KhqrPayment>) => response.data,
    }),
  }),
});

export const {
  useGetBackofficePaymentModesQuery,
  useListBackofficePaymentsQuery,
  useMarkPaymentReceivedMutation,
} = paymentsApi;
