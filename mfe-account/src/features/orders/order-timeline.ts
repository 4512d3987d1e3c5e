// The steps of an order as its shopper sees them, from its history (and, for orders placed before
// the history was kept, from its dates): placed, paid, confirmed, packed, shipped, delivered, with
// the requests and decisions (cancellation, return, refund) where they happened.
import type { Order, OrderEventAction, OrderHistoryEntry } from '@storefront/shared';

export type TimelineKey =
  | 'placed'
  | 'paid'
  | 'confirmed'
  | 'packed'
  | 'shipped'
  | 'delivered'
  | 'cancellationRequested'
  | 'cancellationRejected'
  | 'cancelled'
  | 'cancelledByShop'
  | 'expired'
  | 'returned'
  | 'returnApproved'
  | 'returnRejected'
  | 'refunded';

export interface TimelineStep {
  key: TimelineKey;
  /** When it happened (ISO 8601), when known. */
  at: string | null;
  done: boolean;
  /** The shop's reason or note, shown under the step. */
  note: string | null;
}

type MainKey = 'placed' | 'paid' | 'confirmed' | 'packed' | 'shipped' | 'delivered';

/** The history's moves that are a main step. */
const MAIN_ACTIONS: Partial<Record<OrderEventAction, MainKey>> = {
  place: 'placed',
  mark_paid: 'paid',
  confirm: 'confirmed',
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
};

/** How far along the main steps an order is, by where it stands now. */
function reached(order: Order): number {
  switch (order.status) {
    case 'pending_payment':
    case 'cancelled':
      return 0;
    case 'to_ship':
      return order.fulfilment === 'packed' ? 2 : order.fulfilment === 'confirmed' ? 1 : 0;
    case 'shipping':
      return 3;
    default:
      return 4;
  }
}
const RANK: Record<Exclude<MainKey, 'paid'>, number> = {
  placed: 0,
  confirmed: 1,
  packed: 2,
  shipped: 3,
  delivered: 4,
};

function sideStep(entry: OrderHistoryEntry): TimelineStep | null {
  const step = (key: TimelineKey, note: string | null = null): TimelineStep => ({
    key,
    at: entry.createdAt,
    done: true,
    note,
  });
  switch (entry.action) {
    case 'cancellation_requested':
      return step('cancellationRequested');
    case 'cancellation_rejected':
      return step('cancellationRejected', entry.note);
    case 'cancel':
      return entry.actorKind === 'staff' ? step('cancelledByShop', entry.note) : step('cancelled');
    case 'expire':
      return step('expired');
    case 'request_return':
      return step('returned');
    case 'return_approved':
      return step('returnApproved', entry.note);
    case 'reject_return':
      return step('returnRejected', entry.note);
    case 'refund_issued':
      return step('refunded');
    default:
      return null;
  }
}

export function orderTimeline(order: Order): TimelineStep[] {
  const history = order.history ?? [];
  const firstAt = (key: MainKey) =>
    history.find((entry) => MAIN_ACTIONS[entry.action] === key)?.createdAt ?? null;
  const cancelled = order.status === 'cancelled';
  // Cash on delivery is paid at the door: no separate step (the payment section says so).
  const prepaid = order.paymentMethod !== 'cod';
  const main: { key: MainKey; at: string | null; done: boolean }[] = [];
  const atOf: Record<MainKey, string | null> = {
    placed: firstAt('placed') ?? order.createdAt,
    paid: order.paidAt ?? firstAt('paid'),
    confirmed: firstAt('confirmed'),
    packed: firstAt('packed'),
    shipped: firstAt('shipped') ?? order.shippedAt,
    delivered: firstAt('delivered') ?? order.deliveredAt,
  };
  for (const key of ['placed', 'paid', 'confirmed', 'packed', 'shipped', 'delivered'] as const) {
    if (key === 'paid') {
      if (prepaid) main.push({ key, at: atOf.paid, done: Boolean(atOf.paid) });
      continue;
    }
    main.push({ key, at: atOf[key], done: Boolean(atOf[key]) || RANK[key] <= reached(order) });
  }

  // The done steps in the order they happened: a step done without a known time (an older order)
  // takes the time of the one before it.
  const done: (TimelineStep & { time: number })[] = [];
  let last = Date.parse(order.createdAt);
  for (const step of main.filter((candidate) => candidate.done)) {
    last = step.at ? Date.parse(step.at) : last;
    done.push({ ...step, note: null, time: last });
  }
  const sides = history.map(sideStep).filter((step): step is TimelineStep => step !== null);
  if (cancelled && !sides.some((step) => ['cancelled', 'cancelledByShop', 'expired'].includes(step.key)))
    sides.push({ key: 'cancelled', at: order.cancelledAt, done: true, note: null });
  if (order.status === 'returned' && !sides.some((step) => step.key === 'returned'))
    sides.push({ key: 'returned', at: null, done: true, note: null });
  const merged = [
    ...done,
    ...sides.map((step) => ({ ...step, time: step.at ? Date.parse(step.at) : Number.MAX_SAFE_INTEGER })),
  ]
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.time - b.step.time || a.index - b.index)
    .map(({ step: { time: _time, ...step } }) => step);
  // A cancelled order ends there; any other still has its next steps to come.
  const toCome = cancelled
    ? []
    : main.filter((step) => !step.done).map((step) => ({ ...step, note: null }) satisfies TimelineStep);
  return [...merged, ...toCome];
}

/** Whether the shopper's cancellation request waits for the shop's answer. */
export function cancellationPending(order: Order): boolean {
  const last = [...(order.history ?? [])]
    .reverse()
    .find((entry) => ['cancellation_requested', 'cancellation_rejected', 'cancel'].includes(entry.action));
  return last?.action === 'cancellation_requested' && order.status === 'to_ship';
}
