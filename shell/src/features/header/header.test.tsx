import { addressEntry, mockApi, renderWithProviders, userFixture } from '@storefront/shared/testing';
import { i18n, signedIn, type CartItem } from '@storefront/shared';
import khCommon from '@storefront/shared/locales/kh/common.json';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './header';

const user = userFixture({
  addressBooks: [
    addressEntry({ id: 1, isDefault: false, province: 'Kampot' }),
    addressEntry({ id: 2, isDefault: true, province: 'Siem Reap' }),
  ],
});

function line(id: number, quantity: number): CartItem {
  return {
    id,
    productId: id,
    quantity,
    attributes: {},
    unitPrice: 5,
    stock: 10,
    product: {
      id,
      name: { en: `P${id}`, kh: `P${id}` },
      price: 5,
      discount: 0,
      promotion: null,
      imageUrl: '',
      image: null,
      rating: 0,
      reviewCount: 0,
      categoryId: 1,
    },
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderHeader(route = '/') {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

describe('Header', () => {
  it('for anonymous visitors: delivers to Cambodia, no cart count, and the login icon saves where they were', async () => {
    const { calls } = mockApi({});
    const { user: userEvent } = renderHeader('/products?search=rice');
    expect(screen.getByTestId('delivery-location')).toHaveTextContent('Cambodia');
    expect(screen.getByTestId('cart-count').querySelector('.MuiBadge-badge')).toHaveClass(
      'MuiBadge-invisible',
    );
    await userEvent.click(screen.getByTestId('login-button'));
    expect(window.localStorage.getItem('post-login-redirect')).toBe('/products?search=rice');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    // The cart is never requested while signed out.
    expect(calls.filter((request) => request.url.includes('/carts'))).toHaveLength(0);
  });

  it('for signed-in shoppers: default address province, greeting, and the cart badge sums quantities', async () => {
    mockApi({
      'GET /carts': {
        body: {
          data: [line(1, 2), line(2, 3)],
          links: { first: '', last: null, prev: null, next: null },
          meta: { currentPage: 1, perPage: 2, total: 2, totalIsEstimate: false, lastPage: 1 },
        },
      },
    });
    const { store } = renderHeader();
    act(() => {
      store.dispatch(signedIn(user));
    });
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(screen.getByTestId('cart-button')).toHaveAccessibleName('Cart, 5 items');
    expect(screen.getByTestId('delivery-location')).toHaveTextContent('Siem Reap');
    expect(screen.getByTestId('account-button')).toHaveTextContent('Hi, Sokha Chan');
  });

  it('names the cart button in the singular for one item, and in Khmer in the Khmer interface', async () => {
    mockApi({
      'GET /carts': {
        body: {
          data: [line(1, 1)],
          links: { first: '', last: null, prev: null, next: null },
          meta: { currentPage: 1, perPage: 1, total: 1, totalIsEstimate: false, lastPage: 1 },
        },
      },
    });
    const { store } = renderHeader();
    expect(screen.getByTestId('cart-button')).toHaveAccessibleName('Cart, 0 items');
    act(() => {
      store.dispatch(signedIn(user));
    });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    i18n.addResourceBundle('kh', 'common', khCommon, true, true);
    try {
      await act(() => i18n.changeLanguage('kh'));
      expect(screen.getByTestId('cart-button')).toHaveAccessibleName('រទេះទំនិញ 1 មុខ');
      expect(screen.getByTestId('delivery-location')).toHaveTextContent('សៀមរាប');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('submits a search to /products?search=…', async () => {
    mockApi({});
    const { user: userEvent } = renderHeader('/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Psar' }), 'kampot pepper{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/products?search=kampot+pepper');
  });

  it('offers staff a link to the back office in the account menu, and shoppers none', async () => {
    mockApi({
      'GET /carts': {
        body: {
          data: [],
          links: { first: '', last: null, prev: null, next: null },
          meta: { currentPage: 1, perPage: 20, total: 0, totalIsEstimate: false, lastPage: 1 },
        },
      },
    });
    const { store, user: userEvent } = renderHeader();
    act(() => {
      store.dispatch(signedIn(user));
    });
    await userEvent.click(screen.getByTestId('account-button'));
    expect(await screen.findByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Back office' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    act(() => {
      store.dispatch(signedIn({ ...user, role: 'order_handler' }));
    });
    await userEvent.click(screen.getByTestId('account-button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Back office' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/backoffice$/);
  });
});
