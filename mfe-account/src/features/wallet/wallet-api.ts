import {
  api,
  type ItemResponse,
  type KhqrPayment,
  type ListResponse,
  type WalletTopUpBody,
  type WalletTransaction,
} from '@storefront/shared';

/** The wallet module's list and top-up (balance comes from the shared `useWallet()`). */
export const walletPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletTransactions: build.query<ListResponse<WalletTransaction>, { page: number }>({
      query: ({ page }) => ({ url: '/wallet/transactions', params: { page } }),
    }),
    createTopUp: build.mutation<KhqrPayment, WalletTopUpBody>({
      query: (body) => ({ url: '/wallet/top-ups', method: 'POST', body }),
      transformResponse: (response: ItemResponse<KhqrPayment>) => response.data,
    }),
  }),
});

export const { useWalletTransactionsQuery, useCreateTopUpMutation } = walletPageApi;
