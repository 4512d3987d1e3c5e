import type { OrderStatus } from '../contract/orders';
import { roundMoney } from './money';

// The one state machine of an order's life after it is placed. The API applies every move through
// `nextOrderState` (an action the current state does not allow answers 409
// `order.transition_invalid` { from, action }); the back office shows a button for each of
// `allowedStaffActions`. Zod-free: the front ends import it as a value.
//
// The shopper-visible status is the spec's; while an order is `to_ship` its `fulfilment` step says
// how far the shop got: placed → confirmed → packed. Outside `to_ship` the step is null.

/** The steps of a `to_ship` order: placed (nothing started), confirmed by the shop, packed. */
export const FULFILMENT_STEPS = ['placed', 'confirmed', 'packed'] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/**
 * Everything that moves an order:
 * - mark_paid: pending_payment → to_ship/placed (a KHQR payment came in; payments use it)
 * - confirm: to_ship/placed → to_ship/confirmed (staff)
 * - pack: to_ship/confirmed → to_ship/packed (staff)
 * - ship: to_ship/packed → shipping, with a carrier and a tracking number (staff)
 * - deliver: shipping → delivered; cash on delivery becomes paid (staff)
 * - cancel: pending_payment or to_ship (any step) → cancelled: restock, refund what was paid
 * - request_return: delivered → returned (the shopper's return request)
 * - reject_return: returned → delivered (the shop rejected the return request)
 * - expire: pending_payment → cancelled (a KHQR code ran out of time)
 */
export const ORDER_ACTIONS = [
  'mark_paid',
  'confirm',
  'pack',
  'ship',
  'deliver',
  'cancel',
  'request_return',
  'reject_return',
  'expire',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * What an order's history records: its placing, every move (an `OrderAction`), and the decisions
 * that do not move it: a shopper's cancellation request of a confirmed/packed order, its rejection,
 * a return's approval, a refund that reached the shopper.
 */
export const ORDER_EVENT_ACTIONS = [
  'place',
  ...ORDER_ACTIONS,
  'cancellation_requested',
  'cancellation_rejected',
  'return_approved',
  'refund_issued',
] as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTIONS)[number];

/** The actions an order handler takes from the order's page (its buttons), in the order shown. */
export const STAFF_ORDER_ACTIONS = ['confirm', 'pack', 'ship', 'deliver', 'cancel'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

/** Where an order stands: its status and, while `to_ship`, its fulfilment step. */
export interface OrderState {
  status: OrderStatus;
  /** Null outside `to_ship`; a `to_ship` order without a step counts as `placed`. */
  fulfilment?: FulfilmentStep | null;
}

/** The state's one name: the fulfilment step while `to_ship` (placed, confirmed, packed), else the status. */
export type OrderStateName = Exclude<OrderStatus, 'to_ship'> | FulfilmentStep;

export const ORDER_STATE_NAMES = [
  'pending_payment',
  'placed',
  'confirmed',
  'packed',
  'shipping',
  'delivered',
  'cancelled',
  'returned',
] as const satisfies readonly OrderStateName[];

export function orderStateName(state: OrderState): OrderStateName {
  return state.status === 'to_ship' ? (state.fulfilment ?? 'placed') : state.status;
}

function stateOf(name: OrderStateName): Required<OrderState> {
  return (FULFILMENT_STEPS as readonly string[]).includes(name)
    ? { status: 'to_ship', fulfilment: name as FulfilmentStep }
    : { status: name as OrderStatus, fulfilment: null };
}

/** From each state, what each allowed action leads to; anything missing is illegal. */
const TRANSITIONS: Record<OrderStateName, Partial<Record<OrderAction, OrderStateName>>> = {
  pending_payment: { mark_paid: 'placed', cancel: 'cancelled', expire: 'cancelled' },
  placed: { confirm: 'confirmed', cancel: 'cancelled' },
  confirmed: { pack: 'packed', cancel: 'cancelled' },
  packed: { ship: 'shipping', cancel: 'cancelled' },
  shipping: { deliver: 'delivered' },
  delivered: { request_return: 'returned' },
  returned: { reject_return: 'delivered' },
  cancelled: {},
};

/** The state `action` leads to from `state`, or null when the state does not allow it. */
export function nextOrderState(state: OrderState, action: OrderAction): Required<OrderState> | null {
  const next = TRANSITIONS[orderStateName(state)][action];
  return next ? stateOf(next) : null;
}

/** Every action `state` allows, in `ORDER_ACTIONS` order. */
export function allowedOrderActions(state: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => nextOrderState(state, action) !== null);
}

/** The order handler's actions (buttons) `state` allows, in `STAFF_ORDER_ACTIONS` order. */
export function allowedStaffActions(state: OrderState): StaffOrderAction[] {
  return STAFF_ORDER_ACTIONS.filter((action) => nextOrderState(state, action) !== null);
}

/**
 * What the shopper's own cancel does: `immediate` while nothing has started (waiting for payment, or
 * placed and not yet confirmed), `request` once the shop confirmed or packed it (the order handler
 * decides), null when it can no longer be cancelled (shipped, delivered, cancelled, returned).
 */
export function shopperCancelMode(state: OrderState): 'immediate' | 'request' | null {
  const name = orderStateName(state);
  if (name === 'pending_payment' || name === 'placed') return 'immediate';
  if (name === 'confirmed' || name === 'packed') return 'request';
  return null;
}

/** What a return refunds: each returned line's share, and the amount. */
export interface ReturnRefund {
  /** Per returned line (same order as asked): its share of the refund, US dollars. */
  shares: { orderLineId: number; amount: number }[];
  /** True when every item of the order comes back: the whole total is refunded, delivery included. */
  wholeOrder: boolean;
  /** What approving refunds, US dollars: never more than the total less what was refunded already. */
  amount: number;
}

/**
 * The refund of a return. A line's share is its line total (items after discount) × returned /
 * bought quantity, scaled by what the items were really paid when a voucher took money off them
 * ((total − delivery fees) / sum of line totals). Delivery fees are not refunded, unless the whole
 * order comes back: then the whole total is.
 */
export function returnRefund(
  order: {
    total: number;
    deliveryFeeTotal: number;
    lines: readonly { id: number; quantity: number; lineTotal: number }[];
  },
  returned: readonly { orderLineId: number; quantity: number }[],
  alreadyRefunded = 0,
): ReturnRefund {
  const itemsTotal = order.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const itemsPaid = Math.max(0, order.total - order.deliveryFeeTotal);
  const ratio = itemsTotal > 0 ? Math.min(1, itemsPaid / itemsTotal) : 0;
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const shares = returned.map(({ orderLineId, quantity }) => {
    const line = byId.get(orderLineId);
    const amount =
      line && line.quantity > 0
        ? roundMoney(((line.lineTotal * Math.min(quantity, line.quantity)) / line.quantity) * ratio)
        : 0;
    return { orderLineId, amount };
  });
  const back = new Map<number, number>();
  for (const { orderLineId, quantity } of returned)
    back.set(orderLineId, (back.get(orderLineId) ?? 0) + quantity);
  const wholeOrder =
    order.lines.length > 0 && order.lines.every((line) => (back.get(line.id) ?? 0) >= line.quantity);
  const wanted = wholeOrder ? order.total : shares.reduce((sum, share) => sum + share.amount, 0);
  const amount = roundMoney(Math.max(0, Math.min(wanted, order.total - alreadyRefunded)));
  return { shares, wholeOrder, amount };
}
