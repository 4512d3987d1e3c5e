import { api, type ItemResponse, type PaymentModes } from '@storefront/shared';

// Whether KHQR and card payments are real or a demo (GET /payments/mode): checkout says so on screen.
export const paymentModesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutPaymentModes: build.query<PaymentModes, void>({
      query: () => '/payments/mode',
      transformResponse: (response: ItemResponse<PaymentModes>) => response.data,
    }),
  }),
});

/**
 * The payment modes; undefined while loading or when they could not be read (no notice then:
 * the notices tell a shopper that nothing real moves, never the opposite).
 */
export function usePaymentModes(): PaymentModes | undefined {
  return paymentModesApi.useGetCheckoutPaymentModesQuery().data;
}
