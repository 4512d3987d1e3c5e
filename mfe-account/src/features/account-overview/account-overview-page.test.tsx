import { mockApi } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { homeAddress, makeUser } from '../../testing/fixtures';
import { inKhmer } from '../../testing/in-khmer';
import { renderApp } from '../../testing/render-app';
import { makeOrder } from '../../components/activity/fixtures';
import { listBody, renderActivity } from '../../components/activity/render-activity';

describe('/account overview', () => {
  it('greets the user and shows email, the phone warning and the default address', async () => {
    mockApi({});
    renderApp(
      '/account',
      makeUser({
        addressBooks: [{ ...homeAddress, id: 10, isDefault: false, province: 'Siem Reap' }, homeAddress],
      }),
    );

    expect(await screen.findByTestId('account-greeting')).toHaveTextContent('Dara Sok');
    expect(screen.getByTestId('account-email')).toHaveTextContent('dara@example.com');
    expect(screen.getByTestId('phone-warning')).toHaveTextContent(
      'Please complete your profile by adding your phone number.',
    );
    expect(screen.queryByTestId('account-phone')).not.toBeInTheDocument();
    expect(screen.getByTestId('account-default-address')).toHaveTextContent(
      'Building 5, 12B, Street 271, Village 3, Tuol Tumpung Ti Pir, Chamkar Mon, Phnom Penh',
    );
  });

  it('names the province of the default address in Khmer in the Khmer interface', async () => {
    mockApi({});
    renderApp('/account', makeUser({ addressBooks: [{ ...homeAddress, province: 'Siem Reap' }] }));
    expect(await screen.findByTestId('account-default-address')).toHaveTextContent(/Chamkar Mon, Siem Reap$/);
    await inKhmer(() => {
      expect(screen.getByTestId('account-default-address')).toHaveTextContent(
        'Building 5, 12B, Street 271, Village 3, Tuol Tumpung Ti Pir, Chamkar Mon, សៀមរាប',
      );
    });
  });

  it('shows the phone when there is one, and says when there is no default address', async () => {
    mockApi({});
    renderApp('/account', makeUser({ phone: '012 345 678' }));
    expect(await screen.findByTestId('account-phone')).toHaveTextContent('012 345 678');
    expect(screen.queryByTestId('phone-warning')).not.toBeInTheDocument();
    expect(screen.getByTestId('account-default-address')).toHaveTextContent(
      'You have no default delivery address yet.',
    );
  });

  it('has a shortcut card for every other menu entry', async () => {
    mockApi({});
    renderApp('/account', makeUser());
    const shortcuts = await screen.findAllByTestId('account-shortcut');
    expect(shortcuts.map((card) => card.getAttribute('href'))).toEqual([
      '/account/profile',
      '/account/address-books',
      '/account/payment-options',
      '/account/wallet',
      '/orders',
      '/orders/return',
      '/orders/cancel',
      '/reviews',
      '/reviews/wishlists',
    ]);
    expect(within(shortcuts[4]!).getByText('Orders')).toBeInTheDocument();
  });
});

describe('/account overview: orders and wallet', () => {
  it('shows the three most recent orders and the wallet balance', async () => {
    const { calls } = mockApi({
      'GET /orders': {
        body: listBody([
          makeOrder(),
          makeOrder({ id: 41, number: 'PS-000041', status: 'delivered', total: 10 }),
        ]),
      },
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
    });
    renderActivity('/account', makeUser());
    const orders = await screen.findAllByTestId('recent-order');
    expect(orders).toHaveLength(2);
    expect(within(orders[0]!).getByRole('link', { name: 'PS-000042' })).toHaveAttribute('href', '/orders/42');
    expect(within(orders[1]!).getByTestId('order-status')).toHaveTextContent('Completed');
    expect(await screen.findByTestId('account-wallet-balance')).toHaveTextContent('$50.00');
    const ordersCall = calls.find((call) => new URL(call.url).pathname === '/api/orders')!;
    expect(new URL(ordersCall.url).searchParams.get('perPage')).toBe('3');
  });

  it('says when there are no orders yet, and when the wallet cannot load', async () => {
    mockApi({
      'GET /orders': { body: listBody([]) },
      'GET /wallet': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: 'Wallet service unavailable',
        },
      },
    });
    renderActivity('/account', makeUser());
    expect(await screen.findByTestId('recent-orders-empty')).toHaveTextContent(
      'You have not placed any orders yet.',
    );
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
  });
});
