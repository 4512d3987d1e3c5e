import { useSelector } from 'react-redux';
import { api } from '../api/api';
import { selectIsSignedIn } from '../auth/auth-slice';
import type { ItemResponse, Wallet } from '../contract';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<Wallet, void>({
      query: () => '/wallet',
      transformResponse: (response: ItemResponse<Wallet>) => response.data,
    }),
  }),
});

/** The signed-in shopper's wallet (header badge, checkout, account); skipped while signed out. */
export function useWallet() {
  const signedIn = useSelector(selectIsSignedIn);
  // No refetch on window focus (DESIGN §3: only the cart does that).
  return walletApi.useGetWalletQuery(undefined, { skip: !signedIn });
}
