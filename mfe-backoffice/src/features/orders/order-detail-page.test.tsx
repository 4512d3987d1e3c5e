import type { BackofficeOrder } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import OrderDetailPage from './order-detail-page';
import { cancellationFixture, orderFixture, refundFixture } from '../../testing/order-handling-fixtures';

jest.setTimeout(30_000);

const open = (role: 'owner' | 'order_handler' | 'catalog_manager' = 'order_handler') =>
  renderScreen(<OrderDetailPage />, {
    role,
    path: '/backoffice/orders/:id',
    route: '/backoffice/orders/42',
  });

const answer = (order: BackofficeOrder) => ({ body: { data: order } });
const posts = (calls: Request[]) => calls.filter((call) => call.method === 'POST');
const gets = (calls: Request[]) =>
  calls.filter((call) => call.method === 'GET' && new URL(call.url).pathname === '/api/backoffice/orders/42');

const transitionInvalid = (from: string, action: string) => ({
  status: 409,
  body: {
    statusCode: 409,
    error: 'Conflict',
    code: 'order.transition_invalid',
    params: { from, action },
    message: 'x',
  },
});

const packed = orderFixture({ fulfilment: 'packed', allowedActions: ['ship', 'cancel'] });

describe('OrderDetailPage', () => {
  it('shows the order: lines, totals, shopper, address, payment, history and refunds', async () => {
    mockApi({
      'GET /backoffice/orders/42': answer(
        orderFixture({
          status: 'shipping',
          fulfilment: null,
          paymentMethod: 'wallet',
          paymentStatus: 'paid',
          paidAt: '2026-05-01T17:31:00Z',
          carrier: 'J&T Express',
          trackingNumber: 'JT-123',
          allowedActions: ['deliver'],
          events: [
            ...orderFixture().events,
            {
              id: 2,
              action: 'ship',
              fromStatus: 'to_ship',
              toStatus: 'shipping',
              fulfilment: null,
              actor: { kind: 'staff', id: 3, email: 'handler@psar.test' },
              note: null,
              carrier: 'J&T Express',
              trackingNumber: 'JT-123',
              createdAt: '2026-05-02T03:00:00Z',
            },
          ],
          refunds: [
            refundFixture({
              status: 'succeeded',
              destination: 'wallet',
              method: 'wallet',
              completedAt: '2026-05-02T04:00:00Z',
            }),
          ],
        }),
      ),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PS-000042' })).toBeInTheDocument();
    expect(screen.getByTestId('order-line')).toHaveTextContent('Silk scarf');
    expect(screen.getByTestId('order-line')).toHaveTextContent('$12.50 × 2');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Total$26.50');
    const shopper = screen.getByRole('region', { name: 'Shopper' });
    expect(shopper).toHaveTextContent('Sokha Chan');
    expect(within(shopper).getByRole('link', { name: 'sokha@example.com' })).toHaveAttribute(
      'href',
      'mailto:sokha@example.com',
    );
    expect(shopper).toHaveTextContent('E-mails in Khmer');
    expect(screen.getByTestId('order-tracking')).toHaveTextContent(
      'Shipped with J&T Express, tracking number JT-123',
    );
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('WalletPaid');
    const [placed, shipped] = within(screen.getByTestId('order-history')).getAllByTestId('order-event');
    expect(placed).toHaveTextContent('Order placed');
    expect(placed).toHaveTextContent('Shopper');
    expect(shipped).toHaveTextContent('Shipped with J&T Express, tracking number JT-123');
    expect(shipped).toHaveTextContent('handler@psar.test');
    expect(screen.getByTestId('refund-line')).toHaveTextContent('$26.50 refunded (Wallet)');
    // Only the moves the state allows.
    const actions = screen.getByTestId('order-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark delivered']);
  });

  it('shows only the buttons of the allowed moves, and confirms with one click', async () => {
    const { calls } = mockApi({
      'GET /backoffice/orders/42': answer(orderFixture()),
      'POST /backoffice/orders/42/confirm': answer(
        orderFixture({ fulfilment: 'confirmed', allowedActions: ['pack', 'cancel'] }),
      ),
    });
    const { user } = open();
    const actions = await screen.findByTestId('order-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm', 'Cancel order']);
    await user.click(within(actions).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('order-status-message')).toHaveTextContent('Order PS-000042 confirmed.'),
    );
    expect(posts(calls)).toHaveLength(1);
    expect(new URL(posts(calls)[0]!.url).pathname).toBe('/api/backoffice/orders/42/confirm');
  });

  it('says when someone else moved the order first (409) and reloads it', async () => {
    let loads = 0;
    const { calls } = mockApi({
      // First as this handler saw it (confirmed), then as the other handler left it (packed).
      'GET /backoffice/orders/42': () =>
        ++loads === 1
          ? answer(orderFixture({ fulfilment: 'confirmed', allowedActions: ['pack', 'cancel'] }))
          : answer(packed),
      'POST /backoffice/orders/42/pack': transitionInvalid('packed', 'pack'),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Pack' }));
    const conflict = await screen.findByTestId('order-conflict');
    expect(conflict).toHaveTextContent('Someone else changed this order since you opened it');
    expect(conflict).toHaveTextContent('The page now shows the order as it is');
    await waitFor(() => expect(screen.getByTestId('order-state')).toHaveTextContent('Packed'));
    expect(gets(calls).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pack' })).not.toBeInTheDocument();
  });

  it('checks the ship form before sending it', async () => {
    const { calls } = mockApi({ 'GET /backoffice/orders/42': answer(packed) });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order PS-000042' });
    await user.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    expect(within(dialog).getByRole('combobox', { name: 'Carrier' })).toHaveAccessibleDescription(
      'Enter the carrier.',
    );
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking number' });
    expect(tracking).toHaveAccessibleDescription('Enter the tracking number.');
    await user.type(tracking, 'JT 123/4');
    await user.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription('Use only letters, digits and hyphens (-).'),
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it("ships with a suggested carrier; the API's field codes show next to the fields, typed values kept", async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'GET /backoffice/orders/42': answer(packed),
      'POST /backoffice/orders/42/ship': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                code: 'request.invalid',
                params: {},
                message: 'x',
                fields: {
                  trackingNumber: { code: 'order_handling.tracking_too_long', params: {}, message: 'x' },
                },
              },
            }
          : answer(
              orderFixture({
                status: 'shipping',
                fulfilment: null,
                carrier: 'J&T Express',
                trackingNumber: 'JT-123',
                allowedActions: ['deliver'],
              }),
            ),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    const carrier = within(dialog).getByRole('combobox', { name: 'Carrier' });
    await user.type(carrier, 'J&T');
    await user.click(await screen.findByRole('option', { name: 'J&T Express' }));
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking number' });
    await user.type(tracking, 'JT-123');
    await user.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription('Use at most 60 characters for the tracking number.'),
    );
    expect(carrier).toHaveValue('J&T Express');
    expect(tracking).toHaveValue('JT-123');

    await user.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('order-status-message')).toHaveTextContent('Order PS-000042 shipped.');
    const shipCalls = posts(calls);
    expect(shipCalls).toHaveLength(2);
    expect(await shipCalls[1]!.json()).toEqual({ carrier: 'J&T Express', trackingNumber: 'JT-123' });
  });

  it('keeps the ship dialog as typed when another handler shipped first, and reloads the order', async () => {
    let loads = 0;
    const { calls } = mockApi({
      'GET /backoffice/orders/42': () =>
        ++loads === 1
          ? answer(packed)
          : answer(orderFixture({ status: 'shipping', fulfilment: null, allowedActions: ['deliver'] })),
      'POST /backoffice/orders/42/ship': transitionInvalid('shipping', 'ship'),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Carrier' }), 'Virak Buntham');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'VB-9');
    await user.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    expect(await within(dialog).findByTestId('order-conflict')).toHaveTextContent(
      'Someone else changed this order since you opened it',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Carrier' })).toHaveValue('Virak Buntham');
    expect(within(dialog).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('VB-9');
    await waitFor(() => expect(gets(calls).length).toBeGreaterThanOrEqual(2));
  });

  it('marks a cash-on-delivery order delivered after saying the courier collected the cash', async () => {
    const { calls } = mockApi({
      'GET /backoffice/orders/42': answer(
        orderFixture({ status: 'shipping', fulfilment: null, allowedActions: ['deliver'] }),
      ),
      'POST /backoffice/orders/42/deliver': answer(
        orderFixture({ status: 'delivered', fulfilment: null, paymentStatus: 'paid', allowedActions: [] }),
      ),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order PS-000042 delivered?' });
    expect(dialog).toHaveTextContent('The courier collected $26.50 in cash: the order becomes paid.');
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() =>
      expect(screen.getByTestId('order-status-message')).toHaveTextContent(
        'Order PS-000042 marked delivered.',
      ),
    );
    expect(new URL(posts(calls)[0]!.url).pathname).toBe('/api/backoffice/orders/42/deliver');
  });

  it('cancels with a reason and says what is refunded and how', async () => {
    const { calls } = mockApi({
      'GET /backoffice/orders/42': answer(
        orderFixture({
          paymentMethod: 'wallet',
          paymentStatus: 'paid',
          allowedActions: ['confirm', 'cancel'],
        }),
      ),
      'POST /backoffice/orders/42/cancel': answer(
        orderFixture({
          status: 'cancelled',
          fulfilment: null,
          paymentStatus: 'refunded',
          allowedActions: [],
        }),
      ),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order PS-000042' });
    expect(within(dialog).getByTestId('refund-plan')).toHaveTextContent(
      "$26.50 goes back to the shopper's wallet at once.",
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('Write a reason of at least 3 characters.'),
    );
    expect(posts(calls)).toHaveLength(0);
    await user.type(reason, 'ut of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await posts(calls)[0]!.json()).toEqual({ reason: 'xut of stock' });
  });

  it('shows demo mode for a pending KHQR order, with the way to the payments screen', async () => {
    mockApi({
      'GET /backoffice/orders/42': answer(
        orderFixture({
          status: 'pending_payment',
          fulfilment: null,
          paymentMethod: 'khqr',
          allowedActions: ['cancel'],
        }),
      ),
      'GET /payments/mode': { body: { data: { khqr: 'demo', card: 'demo' } } },
    });
    open();
    const notice = await screen.findByTestId('khqr-demo-mode');
    expect(notice).toHaveTextContent('Demo mode');
    expect(within(notice).getByRole('link', { name: 'Open payments' })).toHaveAttribute(
      'href',
      '/backoffice/payments',
    );
  });

  it("decides the shopper's cancellation request from the order's page", async () => {
    const { calls } = mockApi({
      'GET /backoffice/orders/42': answer(
        orderFixture({
          fulfilment: 'confirmed',
          paymentMethod: 'khqr',
          paymentStatus: 'paid',
          allowedActions: ['pack', 'cancel'],
          cancellation: cancellationFixture(),
        }),
      ),
      'POST /backoffice/cancellations/7/approve': {
        body: { data: cancellationFixture({ status: 'approved', decidedAt: '2026-05-02T05:00:00Z' }) },
      },
    });
    const { user } = open('owner');
    expect(await screen.findByTestId('cancellation-waiting')).toBeInTheDocument();
    const card = screen.getByTestId('cancellation-7');
    expect(card).toHaveTextContent('I ordered the wrong size');
    await user.click(within(card).getByRole('button', { name: 'Approve the cancellation of PS-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the cancellation of PS-000042' });
    expect(within(dialog).getByTestId('refund-plan')).toHaveTextContent(
      '$26.50 is to be sent back by KHQR transfer',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = posts(calls)[0]!;
    expect(new URL(post.url).pathname).toBe('/api/backoffice/cancellations/7/approve');
    expect(await post.json()).toEqual({});
  });

  it('is not for roles that do not handle orders', async () => {
    const { calls } = mockApi({ 'GET /backoffice/orders/42': answer(orderFixture()) });
    open('catalog_manager');
    expect(await screen.findByTestId('orders-no-access')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
