import { showToast } from '../toast/toast';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { api } from '../api/api';
import { errorMessage } from '../api/error-message';
import { selectIsSignedIn } from '../auth/auth-slice';
import { CART_POLL_INTERVAL_MS } from '../app-config/brand';
import type { AddCartItemBody, CartItem, ListResponse, UpdateCartItemBody } from '../contract';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItem[], void>({
      query: () => '/carts',
      transformResponse: (response: ListResponse<CartItem>) => response.data,
    }),
    addToCart: build.mutation<CartItem, AddCartItemBody>({
      query: (body) => ({ url: '/carts', method: 'POST', body }),
    }),
    updateCart: build.mutation<CartItem, UpdateCartItemBody & { cartId: number }>({
      query: ({ cartId, quantity }) => ({ url: `/carts/${cartId}`, method: 'PUT', body: { quantity } }),
    }),
    removeFromCart: build.mutation<void, number>({
      query: (cartId) => ({ url: `/carts/${cartId}`, method: 'DELETE' }),
    }),
  }),
});

// The line leaves the cached cart before the server answers: the checkout quotes the cart's
// lines, so the removed one is never quoted again (it comes back if the removal fails).
cartApi.enhanceEndpoints({
  endpoints: {
    removeFromCart: {
      async onQueryStarted(cartId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (items) =>
            items.filter((item) => item.id !== cartId),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    },
  },
});

/** The signed-in shopper's cart: polled every 60 s and on window focus, never while signed out. */
export function useCart() {
  const signedIn = useSelector(selectIsSignedIn);
  return cartApi.useGetCartQuery(undefined, {
    skip: !signedIn,
    pollingInterval: CART_POLL_INTERVAL_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
}

/** Sum of quantities, for the header badge. */
export function cartItemCount(items: readonly CartItem[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

/** Cart changes with the spec's toasts (section 8): server message, else error, else default. */
export function useCartActions() {
  const { t } = useTranslation('common');
  const [add, addState] = cartApi.useAddToCartMutation();
  const [update, updateState] = cartApi.useUpdateCartMutation();
  const [remove, removeState] = cartApi.useRemoveFromCartMutation();

  async function run(call: Promise<{ error?: unknown }>, successKey: string, failureKey: string) {
    const result = await call;
    if (result.error) {
      showToast(errorMessage(result.error, t(failureKey)), { variant: 'error' });
      return false;
    }
    showToast(t(successKey), { variant: 'success' });
    return true;
  }

  return {
    addToCart: (request: AddCartItemBody) => run(add(request), 'cart.addSuccess', 'cart.addFailed'),
    updateCart: (cartId: number, quantity: number) =>
      run(update({ cartId, quantity }), 'cart.updateSuccess', 'cart.updateFailed'),
    removeFromCart: (cartId: number) => run(remove(cartId), 'cart.removeSuccess', 'cart.removeFailed'),
    isBusy: addState.isLoading || updateState.isLoading || removeState.isLoading,
  };
}
