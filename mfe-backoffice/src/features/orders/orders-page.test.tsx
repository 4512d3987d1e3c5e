import { emulatePhoneScreen, mockApi } from '@storefront/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import OrdersPage from './orders-page';
import { counts, orderRow, page } from '../../testing/order-handling-fixtures';

jest.setTimeout(20_000);

const rows = [
  orderRow(),
  orderRow({
    id: 43,
    number: 'PS-000043',
    status: 'shipping',
    fulfilment: null,
    paymentMethod: 'wallet',
    paymentStatus: 'paid',
    carrier: 'J&T Express',
    trackingNumber: 'JT-123',
    cancellationRequested: false,
  }),
  orderRow({ id: 44, number: 'PS-000044', fulfilment: 'confirmed', cancellationRequested: true }),
];

const queue = {
  'GET /backoffice/orders': { body: page(rows) },
  'GET /backoffice/orders/counts': { body: { data: counts } },
};

const searchOf = (calls: Request[], path: string) =>
  calls
    .filter((call) => new URL(call.url).pathname === `/api${path}`)
    .map((call) => new URL(call.url).search);

describe('OrdersPage', () => {
  it('shows the queue: number, date in shop time, shopper, items, total, payment and state', async () => {
    mockApi(queue);
    renderScreen(<OrdersPage />, { role: 'order_handler', path: '/backoffice/orders' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const [first, shipped, requested] = await screen.findAllByTestId('order-row');
    expect(within(first!).getByRole('link', { name: 'PS-000042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/42',
    );
    // 17:30 UTC is 00:30 the next day in Phnom Penh.
    expect(first).toHaveTextContent('May 2, 2026, 12:30 AM');
    expect(first).toHaveTextContent('Sokha Chan');
    expect(first).toHaveTextContent('sokha@example.com · +85512345678');
    expect(first).toHaveTextContent('$26.50');
    expect(within(first!).getByTestId('order-payment')).toHaveTextContent('Cash on deliveryUnpaid');
    expect(within(first!).getByTestId('order-state')).toHaveTextContent('New');
    expect(within(shipped!).getByTestId('order-state')).toHaveTextContent('Shipped');
    expect(shipped).toHaveTextContent('J&T Express · JT-123');
    expect(within(requested!).getByTestId('cancellation-requested')).toHaveTextContent(
      'Cancellation requested',
    );
    expect(screen.getByRole('tab', { name: 'New (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To ship (6)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (12)' })).toHaveAttribute('aria-selected', 'true');
    const waiting = screen.getByTestId('orders-waiting');
    expect(within(waiting).getByRole('link', { name: '1 cancellation request waiting' })).toHaveAttribute(
      'href',
      '/backoffice/returns?tab=cancellations',
    );
    expect(within(waiting).getByRole('link', { name: '2 return requests waiting' })).toHaveAttribute(
      'href',
      '/backoffice/returns',
    );
  });

  it('sends the tab, search and filters to the API and keeps them in the URL', async () => {
    const { calls } = mockApi(queue);
    const { user } = renderScreen(<OrdersPage />, { role: 'owner', path: '/backoffice/orders' });
    await screen.findAllByTestId('order-row');
    expect(searchOf(calls, '/backoffice/orders')).toContain('?page=1&perPage=25');

    await user.click(screen.getByRole('tab', { name: 'Packed (1)' }));
    await waitFor(() =>
      expect(searchOf(calls, '/backoffice/orders')).toContain(
        '?status=to_ship&fulfilment=packed&page=1&perPage=25',
      ),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'JT-123');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'Cash on delivery');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'Unpaid');
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: '2026-05-31' } });
    const expected =
      '?status=to_ship&fulfilment=packed&q=JT-123&paymentMethod=cod&paymentStatus=unpaid&from=2026-05-01&to=2026-05-31&page=1&perPage=25';
    await waitFor(() => expect(searchOf(calls, '/backoffice/orders')).toContain(expected));
    // The counts take the same filters, without the tab.
    expect(searchOf(calls, '/backoffice/orders/counts')).toContain(
      '?q=JT-123&paymentMethod=cod&paymentStatus=unpaid&from=2026-05-01&to=2026-05-31',
    );

    await user.click((await screen.findAllByTestId('order-row'))[1]!);
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/backoffice/orders/43');
  });

  it('opens with the filters of a shared URL', async () => {
    const { calls } = mockApi(queue);
    renderScreen(<OrdersPage />, {
      role: 'order_handler',
      path: '/backoffice/orders',
      route: '/backoffice/orders?tab=shipping&q=PS-000043&method=wallet&page=2',
    });
    await screen.findAllByTestId('order-row');
    expect(searchOf(calls, '/backoffice/orders')).toEqual([
      '?status=shipping&q=PS-000043&paymentMethod=wallet&page=2&perPage=25',
    ]);
    expect(screen.getByRole('tab', { name: 'Shipped (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('PS-000043');
  });

  it('shows cards on a phone', async () => {
    const restore = emulatePhoneScreen();
    try {
      mockApi(queue);
      renderScreen(<OrdersPage />, { role: 'order_handler', path: '/backoffice/orders' });
      const [card] = await screen.findAllByTestId('order-row');
      expect(card!.tagName).toBe('LI');
      expect(card).toHaveTextContent('3 items · $26.50');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('is not for roles that do not handle orders', async () => {
    const { calls } = mockApi(queue);
    renderScreen(<OrdersPage />, { role: 'support_agent', path: '/backoffice/orders' });
    expect(await screen.findByTestId('orders-no-access')).toHaveTextContent(
      'Only the owner and order handlers handle orders',
    );
    expect(calls).toHaveLength(0);
  });
});
