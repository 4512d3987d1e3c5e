import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { signedIn } from '../auth/auth-slice';
import { useCart } from '../cart/cart-api';
import { mockApi, renderWithProviders, userFixture } from '../testing/render-with-providers';
import { useWallet } from './wallet-api';

const user = userFixture();
const emptyPage = {
  links: { first: '', last: null, prev: null, next: null },
  meta: { currentPage: 1, perPage: 1, total: 0, totalIsEstimate: false, lastPage: 1 },
};

function Badges() {
  const wallet = useWallet();
  const cart = useCart();
  return (
    <>
      <output data-testid="balance">{wallet.data?.balance ?? '-'}</output>
      <output data-testid="cart">{cart.data ? 'cart' : '-'}</output>
    </>
  );
}

describe('useWallet', () => {
  it('is not requested while signed out', () => {
    const { calls } = mockApi({ 'GET /wallet': { body: { data: { balance: 12, currency: 'USD' } } } });
    renderWithProviders(<Badges />);
    expect(screen.getByTestId('balance')).toHaveTextContent('-');
    expect(calls).toHaveLength(0);
  });

  it('loads the balance once signed in and is not refetched on window focus (only the cart is)', async () => {
    const { calls } = mockApi({
      'GET /wallet': { body: { data: { balance: 12, currency: 'USD' } } },
      'GET /carts': { body: { data: [], ...emptyPage } },
    });
    const { store } = renderWithProviders(<Badges />);
    act(() => {
      store.dispatch(signedIn(user));
    });
    expect(await screen.findByText('12')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart')).toHaveTextContent('cart'));
    const requests = (path: string) =>
      calls.filter((request) => new URL(request.url).pathname.endsWith(path)).length;
    expect(requests('/wallet')).toBe(1);
    expect(requests('/carts')).toBe(1);

    act(() => {
      fireEvent.focus(window);
    });
    // The same focus event refetches the cart: once its second request is out, a wallet refetch
    // (started by the same event) would be out too.
    await waitFor(() => expect(requests('/carts')).toBe(2));
    expect(requests('/wallet')).toBe(1);
  });
});
