// What the shopper sees of the shop's order handling: the timeline, the tracking number, cash on
// delivery paid at the door, and a cancellation that has become a request.
import type { OrderHistoryEntry } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeCancellation, makeOrder } from '../../components/activity/fixtures';
import { listBody, renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';

jest.setTimeout(30_000);

const entry = (
  action: OrderHistoryEntry['action'],
  createdAt: string,
  extra: Partial<OrderHistoryEntry> = {},
) =>
  ({
    action,
    status: 'to_ship',
    fulfilment: null,
    actorKind: 'staff',
    note: null,
    carrier: null,
    trackingNumber: null,
    createdAt,
    ...extra,
  }) satisfies OrderHistoryEntry;

const shipped = makeOrder({
  status: 'shipping',
  fulfilment: null,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  paidAt: null,
  shippedAt: '2026-11-21T05:00:00Z',
  carrier: 'J&T Express',
  trackingNumber: 'JT-123',
  history: [
    entry('place', '2026-11-20T02:55:00Z', { actorKind: 'shopper' }),
    entry('confirm', '2026-11-20T04:00:00Z'),
    entry('pack', '2026-11-21T04:00:00Z'),
    entry('ship', '2026-11-21T05:00:00Z', {
      status: 'shipping',
      carrier: 'J&T Express',
      trackingNumber: 'JT-123',
    }),
  ],
});

describe('the order handling, as the shopper sees it', () => {
  it('shows the carrier and the tracking number, which a button copies', async () => {
    mockApi({ 'GET /orders/42': { body: { data: shipped } } });
    const { user } = renderActivity('/orders/42', makeUser());
    const tracking = await screen.findByTestId('order-tracking');
    expect(tracking).toHaveTextContent('Shipped with J&T Express, tracking number JT-123');
    await user.click(within(tracking).getByRole('button', { name: 'Copy tracking number JT-123' }));
    expect(await screen.findByText('Tracking number copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('JT-123');
  });

  it('shows the timeline: done steps with their times, the next ones to come', async () => {
    mockApi({ 'GET /orders/42': { body: { data: shipped } } });
    renderActivity('/orders/42', makeUser());
    const timeline = await screen.findByTestId('order-timeline');
    const steps = within(timeline).getAllByTestId(/^timeline-/);
    expect(steps.map((step) => step.dataset.testid)).toEqual([
      'timeline-placed',
      'timeline-confirmed',
      'timeline-packed',
      'timeline-shipped',
      'timeline-delivered',
    ]);
    expect(steps[1]).toHaveTextContent('Confirmed by the shop');
    expect(steps[3]!.querySelector('.MuiStepIcon-root')).toHaveClass('Mui-completed');
    expect(steps[4]!.querySelector('.MuiStepIcon-root')).not.toHaveClass('Mui-completed');
    // Cash on delivery: no separate "paid" step; the payment says how it is paid.
    expect(screen.getByTestId('order-payment-status')).toHaveTextContent('Pay in cash on delivery');
  });

  it('says a delivered cash-on-delivery order was paid on delivery', async () => {
    mockApi({
      'GET /orders/42': {
        body: {
          data: {
            ...shipped,
            status: 'delivered',
            paymentStatus: 'paid',
            paidAt: '2026-11-22T05:00:00Z',
            deliveredAt: '2026-11-22T05:00:00Z',
            history: [...shipped.history, entry('deliver', '2026-11-22T05:00:00Z', { status: 'delivered' })],
          },
        },
      },
    });
    renderActivity('/orders/42', makeUser());
    expect(await screen.findByTestId('order-payment-status')).toHaveTextContent('Paid on delivery');
    expect(screen.getByTestId('timeline-delivered').querySelector('.MuiStepIcon-root')).toHaveClass(
      'Mui-completed',
    );
  });

  it("shows the shop's reason when it cancelled the order", async () => {
    mockApi({
      'GET /orders/42': {
        body: {
          data: makeOrder({
            status: 'cancelled',
            fulfilment: null,
            cancelledAt: '2026-11-20T06:00:00Z',
            history: [
              ...makeOrder().history,
              entry('cancel', '2026-11-20T06:00:00Z', { status: 'cancelled', note: 'Sold out, sorry' }),
            ],
          }),
        },
      },
    });
    renderActivity('/orders/42', makeUser());
    const step = await screen.findByTestId('timeline-cancelledByShop');
    expect(step).toHaveTextContent('Cancelled by the shop');
    expect(step).toHaveTextContent("Shop's note: Sold out, sorry");
  });

  it('asks to cancel a confirmed order and says the shop will confirm', async () => {
    const confirmed = makeOrder({
      fulfilment: 'confirmed',
      history: [...makeOrder().history, entry('confirm', '2026-11-20T04:00:00Z')],
    });
    const { calls } = mockApi({
      'GET /orders/42': { body: { data: confirmed } },
      'POST /orders/42/cancellations': {
        status: 201,
        body: { data: makeCancellation({ status: 'requested', refundAmount: 0, refundedTo: 'none' }) },
      },
    });
    const { user } = renderActivity('/orders/42', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order PS-000042' });
    expect(dialog).toHaveTextContent('your cancellation is a request, and the shop will confirm it');
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'I changed my mind' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask to cancel' }));
    expect(await screen.findByText('Cancellation requested: the shop will confirm.')).toBeInTheDocument();
    expect(screen.queryByText(/Your order was cancelled/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says a cancellation request waits, without offering to cancel again', async () => {
    mockApi({
      'GET /orders/42': {
        body: {
          data: makeOrder({
            fulfilment: 'packed',
            history: [
              ...makeOrder().history,
              entry('cancellation_requested', '2026-11-20T05:00:00Z', { actorKind: 'shopper' }),
            ],
          }),
        },
      },
    });
    renderActivity('/orders/42', makeUser());
    expect(await screen.findByTestId('cancellation-pending')).toHaveTextContent(
      'You asked to cancel this order: the shop will confirm.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the tracking number on the orders list while the order is on its way', async () => {
    mockApi({ 'GET /orders': { body: listBody([shipped, makeOrder({ id: 41, number: 'PS-000041' })]) } });
    renderActivity('/orders', makeUser());
    const [onItsWay, toShip] = await screen.findAllByTestId('order-card');
    expect(within(onItsWay!).getByTestId('order-card-tracking')).toHaveTextContent(
      'Tracking: J&T Express JT-123',
    );
    expect(within(toShip!).queryByTestId('order-card-tracking')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
  });
});
