import { api, type ItemResponse, type ListResponse } from '@storefront/shared';
import type { CardBrand } from './card-number';

export interface PaymentOption {
  /** 'cod' | 'wallet' | 'khqr' | 'card-<id>' */
  id: string;
  kind: 'cod' | 'wallet' | 'khqr' | 'card';
  isDefault: boolean;
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number; holder: string; expired: boolean } | null;
}

export interface NewCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
  isDefault?: boolean;
}

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

export const { useGetPaymentOptionsQuery, useAddCardMutation, useSetDefaultPaymentOptionMutation, useRemovePaymentOptionMutation } = paymentOptionsApi;
