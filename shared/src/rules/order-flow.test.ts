import type { OrderStatus } from '../contract/orders';
import {
  allowedOrderActions,
  allowedStaffActions,
  FULFILMENT_STEPS,
  nextOrderState,
  ORDER_ACTIONS,
  ORDER_STATE_NAMES,
  orderStateName,
  returnRefund,
  shopperCancelMode,
  type OrderAction,
  type OrderState,
  type OrderStateName,
} from './order-flow';

/** Every status (a status added to the contract must be added here: the record checks it). */
const STATUS_SET: Record<OrderStatus, true> = {
  pending_payment: true,
  to_ship: true,
  shipping: true,
  delivered: true,
  cancelled: true,
  returned: true,
};
const ORDER_STATUSES = Object.keys(STATUS_SET) as OrderStatus[];

/** Every state an order can be in: the statuses, `to_ship` once per fulfilment step. */
const STATES: OrderState[] = ORDER_STATUSES.flatMap((status): OrderState[] =>
  status === 'to_ship'
    ? FULFILMENT_STEPS.map((fulfilment) => ({ status, fulfilment }))
    : [{ status, fulfilment: null }],
);

/** The whole table, written out by hand: (state, action) → next state; every other pair is illegal. */
const LEGAL: Record<string, OrderStateName> = {
  'pending_payment mark_paid': 'placed',
  'pending_payment cancel': 'cancelled',
  'pending_payment expire': 'cancelled',
  'placed confirm': 'confirmed',
  'placed cancel': 'cancelled',
  'confirmed pack': 'packed',
  'confirmed cancel': 'cancelled',
  'packed ship': 'shipping',
  'packed cancel': 'cancelled',
  'shipping deliver': 'delivered',
  'delivered request_return': 'returned',
  'returned reject_return': 'delivered',
};

describe('order flow', () => {
  it('names every state once', () => {
    expect(STATES.map(orderStateName).sort()).toEqual([...ORDER_STATE_NAMES].sort());
    expect(STATES).toHaveLength(8);
  });

  const pairs = STATES.flatMap((state) => ORDER_ACTIONS.map((action) => [state, action] as const));
  it.each(pairs.map(([state, action]) => [orderStateName(state), action, state] as const))(
    '%s + %s',
    (name: string, action: OrderAction, state: OrderState) => {
      const expected = LEGAL[`${name} ${action}`];
      const next = nextOrderState(state, action);
      if (expected === undefined) {
        expect(next).toBeNull();
        expect(allowedOrderActions(state)).not.toContain(action);
      } else {
        expect(next).not.toBeNull();
        expect(orderStateName(next!)).toBe(expected);
        // Outside to_ship there is no step; inside it the step is the state's name.
        expect(next!.fulfilment).toBe(next!.status === 'to_ship' ? expected : null);
        expect(allowedOrderActions(state)).toContain(action);
      }
    },
  );

  it('covers all 72 (state, action) pairs and 12 legal moves', () => {
    expect(pairs).toHaveLength(STATES.length * ORDER_ACTIONS.length);
    expect(pairs.filter(([state, action]) => nextOrderState(state, action) !== null)).toHaveLength(
      Object.keys(LEGAL).length,
    );
  });

  it('treats a to_ship order without a step as placed', () => {
    expect(orderStateName({ status: 'to_ship' })).toBe('placed');
    expect(nextOrderState({ status: 'to_ship', fulfilment: null }, 'confirm')).toEqual({
      status: 'to_ship',
      fulfilment: 'confirmed',
    });
    expect(nextOrderState({ status: 'to_ship', fulfilment: null }, 'pack')).toBeNull();
  });

  it('gives the order handler its buttons only', () => {
    expect(allowedStaffActions({ status: 'pending_payment' })).toEqual(['cancel']);
    expect(allowedStaffActions({ status: 'to_ship', fulfilment: 'placed' })).toEqual(['confirm', 'cancel']);
    expect(allowedStaffActions({ status: 'to_ship', fulfilment: 'confirmed' })).toEqual(['pack', 'cancel']);
    expect(allowedStaffActions({ status: 'to_ship', fulfilment: 'packed' })).toEqual(['ship', 'cancel']);
    expect(allowedStaffActions({ status: 'shipping' })).toEqual(['deliver']);
    for (const status of ['delivered', 'cancelled', 'returned'] as const)
      expect(allowedStaffActions({ status })).toEqual([]);
  });

  it("decides what the shopper's cancel does", () => {
    expect(shopperCancelMode({ status: 'pending_payment' })).toBe('immediate');
    expect(shopperCancelMode({ status: 'to_ship', fulfilment: 'placed' })).toBe('immediate');
    expect(shopperCancelMode({ status: 'to_ship', fulfilment: 'confirmed' })).toBe('request');
    expect(shopperCancelMode({ status: 'to_ship', fulfilment: 'packed' })).toBe('request');
    for (const status of ['shipping', 'delivered', 'cancelled', 'returned'] as const)
      expect(shopperCancelMode({ status })).toBeNull();
  });

  describe('returnRefund', () => {
    // Two lines: 2 × $10 (line total 20) and 1 × $5; $3 delivery: total 28.
    const order = {
      total: 28,
      deliveryFeeTotal: 3,
      lines: [
        { id: 1, quantity: 2, lineTotal: 20 },
        { id: 2, quantity: 1, lineTotal: 5 },
      ],
    };

    it("refunds the returned lines' share, without delivery", () => {
      expect(returnRefund(order, [{ orderLineId: 1, quantity: 1 }])).toEqual({
        shares: [{ orderLineId: 1, amount: 10 }],
        wholeOrder: false,
        amount: 10,
      });
      expect(returnRefund(order, [{ orderLineId: 1, quantity: 2 }]).amount).toBe(20);
    });

    it('refunds the whole total, delivery included, when everything comes back', () => {
      const all = returnRefund(order, [
        { orderLineId: 1, quantity: 2 },
        { orderLineId: 2, quantity: 1 },
      ]);
      expect(all).toMatchObject({ wholeOrder: true, amount: 28 });
    });

    it('scales the shares by what a voucher left to pay, and never refunds twice', () => {
      // A $5 voucher: items 25 → 20 paid, ratio 0.8.
      const withVoucher = { ...order, total: 23 };
      expect(returnRefund(withVoucher, [{ orderLineId: 2, quantity: 1 }]).amount).toBe(4);
      expect(returnRefund(order, [{ orderLineId: 1, quantity: 2 }], 20).amount).toBe(8);
      expect(returnRefund(order, [{ orderLineId: 1, quantity: 2 }], 28).amount).toBe(0);
      expect(returnRefund(order, [{ orderLineId: 99, quantity: 1 }]).amount).toBe(0);
    });

    it('rounds each share to cents', () => {
      const thirds = { total: 10, deliveryFeeTotal: 0, lines: [{ id: 1, quantity: 3, lineTotal: 10 }] };
      expect(returnRefund(thirds, [{ orderLineId: 1, quantity: 1 }]).amount).toBe(3.33);
    });
  });
});
