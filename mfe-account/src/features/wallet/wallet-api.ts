import { api, type ItemResponse, type ListResponse } from '@storefront/shared';
import type { KhqrPayment } from '../../components/activity/types';

export interface WalletTransaction {
  id: number;
  /** Signed: credits positive, debits negative. */
  amount: number;
  kind: 'top_up' | 'payment' | 'refund';
  reference: string;
  createdAt: string;
}

/** The wallet module's list and top-up (balance comes from the shared `useWallet()`). */
export const walletPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletTransactions: build.query<ListResponse<WalletTransaction>, { page: number }>({
      query: ({ page }) => ({ url: '/wallet/transactions', params: { page } }),
    }),
    createTopUp: build.mutation<KhqrPayment, { amount: number }>({
      query: (body) => ({ url: '/wallet/top-ups', method: 'POST', body }),
      transformResponse: (response: ItemResponse<KhqrPayment>) => response.data,
    }),
  }),
});

export const { useWalletTransactionsQuery, useCreateTopUpMutation } = walletPageApi;
