import {
  api,
  type ItemResponse,
  type ListResponse,
  type NewCard,
  type PaymentOption,
} from '@storefront/shared';

export const paymentOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<PaymentOption[], void>({
      query: () => '/payment-options',
      transformResponse: (response: ListResponse<PaymentOption>) => response.data,
    }),
    addCard: build.mutation<PaymentOption, NewCard>({
      query: (body) => ({ url: '/payment-options', method: 'POST', body }),
      transformResponse: (response: ItemResponse<PaymentOption>) => response.data,
    }),
    setDefaultPaymentOption: build.mutation<PaymentOption, string>({
      query: (id) => ({ url: `/payment-options/${encodeURIComponent(id)}/default`, method: 'PUT' }),
      transformResponse: (response: ItemResponse<PaymentOption>) => response.data,
    }),
    removePaymentOption: build.mutation<null, string>({
      query: (id) => ({ url: `/payment-options/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
    }),
  }),
});

export const {
  useGetPaymentOptionsQuery,
  useAddCardMutation,
  useSetDefaultPaymentOptionMutation,
  useRemovePaymentOptionMutation,
} = paymentOptionsApi;
