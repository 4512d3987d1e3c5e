import type { OrderHistoryEntry } from '@storefront/shared';
import { makeOrder } from '../../components/activity/fixtures';
import { cancellationPending, orderTimeline } from './order-timeline';

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

const summary = (steps: ReturnType<typeof orderTimeline>) =>
  steps.map((step) => `${step.key}${step.done ? '✓' : ''}${step.note ? `(${step.note})` : ''}`);

describe('orderTimeline', () => {
  it('shows what is done and what is still to come, in order', () => {
    const order = makeOrder({
      fulfilment: 'confirmed',
      history: [...makeOrder().history, entry('confirm', '2026-11-20T04:00:00Z')],
    });
    expect(summary(orderTimeline(order))).toEqual([
      'placed✓',
      'paid✓',
      'confirmed✓',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(orderTimeline(order)[2]!.at).toBe('2026-11-20T04:00:00Z');
  });

  it('has no paid step for cash on delivery', () => {
    const order = makeOrder({
      paymentMethod: 'cod',
      paymentStatus: 'paid',
      status: 'delivered',
      fulfilment: null,
      paidAt: '2026-11-23T03:00:00Z',
      history: [
        entry('place', '2026-11-20T02:55:00Z', { actorKind: 'shopper' }),
        entry('confirm', '2026-11-20T04:00:00Z'),
        entry('pack', '2026-11-21T04:00:00Z'),
        entry('ship', '2026-11-21T05:00:00Z', { carrier: 'J&T Express', trackingNumber: 'JT-1' }),
        entry('deliver', '2026-11-23T03:00:00Z'),
      ],
    });
    expect(summary(orderTimeline(order))).toEqual([
      'placed✓',
      'confirmed✓',
      'packed✓',
      'shipped✓',
      'delivered✓',
    ]);
  });

  it('counts the steps of an older order without a history as done from its status', () => {
    const order = makeOrder({
      status: 'shipping',
      fulfilment: null,
      shippedAt: '2026-11-21T05:00:00Z',
      history: [],
    });
    expect(summary(orderTimeline(order))).toEqual([
      'placed✓',
      'paid✓',
      'confirmed✓',
      'packed✓',
      'shipped✓',
      'delivered',
    ]);
  });

  it("puts a rejected cancellation request where it happened, with the shop's reason", () => {
    const order = makeOrder({
      fulfilment: 'confirmed',
      history: [
        ...makeOrder().history,
        entry('confirm', '2026-11-20T04:00:00Z'),
        entry('cancellation_requested', '2026-11-20T05:00:00Z', { actorKind: 'shopper' }),
        entry('cancellation_rejected', '2026-11-20T06:00:00Z', { note: 'Already with the courier' }),
      ],
    });
    expect(summary(orderTimeline(order))).toEqual([
      'placed✓',
      'paid✓',
      'confirmed✓',
      'cancellationRequested✓',
      'cancellationRejected✓(Already with the courier)',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(cancellationPending(order)).toBe(false);
  });

  it('ends a cancelled order at its cancellation, with the reason when the shop cancelled', () => {
    const order = makeOrder({
      status: 'cancelled',
      fulfilment: null,
      cancelledAt: '2026-11-20T05:00:00Z',
      history: [
        ...makeOrder().history,
        entry('cancel', '2026-11-20T05:00:00Z', { status: 'cancelled', note: 'Out of stock' }),
      ],
    });
    expect(summary(orderTimeline(order))).toEqual(['placed✓', 'paid✓', 'cancelledByShop✓(Out of stock)']);
    const expired = makeOrder({
      status: 'cancelled',
      fulfilment: null,
      paidAt: null,
      paymentMethod: 'khqr',
      history: [entry('place', '2026-11-20T02:55:00Z'), entry('expire', '2026-11-20T03:10:00Z')],
    });
    expect(summary(orderTimeline(expired))).toEqual(['placed✓', 'expired✓']);
  });

  it('follows a return: requested, approved, refunded', () => {
    const order = makeOrder({
      status: 'returned',
      fulfilment: null,
      shippedAt: '2026-11-21T05:00:00Z',
      deliveredAt: '2026-11-22T05:00:00Z',
      history: [
        ...makeOrder().history,
        entry('request_return', '2026-11-23T05:00:00Z', { actorKind: 'shopper' }),
        entry('return_approved', '2026-11-24T05:00:00Z', { note: 'Sorry!' }),
        entry('refund_issued', '2026-11-24T05:00:01Z', { actorKind: 'system' }),
      ],
    });
    expect(summary(orderTimeline(order))).toEqual([
      'placed✓',
      'paid✓',
      'confirmed✓',
      'packed✓',
      'shipped✓',
      'delivered✓',
      'returned✓',
      'returnApproved✓(Sorry!)',
      'refunded✓',
    ]);
  });

  it('knows when a cancellation request waits', () => {
    const order = makeOrder({
      fulfilment: 'packed',
      history: [...makeOrder().history, entry('cancellation_requested', '2026-11-20T05:00:00Z')],
    });
    expect(cancellationPending(order)).toBe(true);
    expect(cancellationPending(makeOrder())).toBe(false);
  });
});
