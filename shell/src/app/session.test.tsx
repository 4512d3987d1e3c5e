import { mockApi, renderWithProviders, userFixture } from '@storefront/shared/testing';
import {
  cartItemCount,
  savePostLoginRedirect,
  signedIn,
  takePostLoginRedirect,
  useLogout,
  type CartItem,
} from '@storefront/shared';
import { act, screen } from '@testing-library/react';
import { ShellApp } from './shell-app';

const user = userFixture();

describe('post-login redirect', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves the path with its query, reads it once and clears it', () => {
    savePostLoginRedirect('/products?search=rice');
    expect(takePostLoginRedirect()).toBe('/products?search=rice');
    expect(takePostLoginRedirect()).toBe('/');
  });

  it('defaults to / and never keeps an off-site address', () => {
    expect(takePostLoginRedirect()).toBe('/');
    savePostLoginRedirect('https://evil.example/');
    savePostLoginRedirect('//evil.example/');
    expect(takePostLoginRedirect()).toBe('/');
  });
});

describe('cart badge count', () => {
  it('sums the quantities of the lines (0 with no cart)', () => {
    expect(cartItemCount(undefined)).toBe(0);
    const line = (id: number, quantity: number): CartItem => ({
      id,
      productId: id,
      quantity,
      attributes: {},
      unitPrice: 1,
      stock: 9,
      product: {
        id,
        name: { en: 'P', kh: 'P' },
        price: 1,
        discount: 0,
        promotion: null,
        imageUrl: '',
        image: null,
        rating: 0,
        reviewCount: 0,
        categoryId: 1,
      },
    });
    expect(cartItemCount([line(1, 2), line(2, 3)])).toBe(5);
  });
});

function LogoutButton() {
  const { logout } = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      log out
    </button>
  );
}

describe('logout toasts', () => {
  it("says 'Logout success' and signs the shopper out", async () => {
    mockApi({ 'POST /logout': { status: 204, body: undefined } });
    const { user: shopper, store } = renderWithProviders(<LogoutButton />);
    act(() => {
      store.dispatch(signedIn(user));
    });
    await shopper.click(screen.getByRole('button', { name: 'log out' }));
    expect(await screen.findByText('Logout success')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });

  it("says 'Logout failed. Please try again.' when the API fails", async () => {
    mockApi({
      'POST /logout': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: 'boom',
        },
      },
    });
    const { user: shopper, store } = renderWithProviders(<LogoutButton />);
    act(() => {
      store.dispatch(signedIn(user));
    });
    await shopper.click(screen.getByRole('button', { name: 'log out' }));
    expect(await screen.findByText('Logout failed. Please try again.')).toBeInTheDocument();
  });
});

describe('shell routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    mockApi({});
    renderWithProviders(<ShellApp />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
