import type { OrderStatus } from '@storefront/shared';

/** The /orders tabs, in order, and the order status each one shows (COMMON contract). */
export const ORDER_TABS = [
  { key: 'all', status: undefined },
  { key: 'toPay', status: 'pending_payment' },
  { key: 'toShip', status: 'to_ship' },
  { key: 'toReceive', status: 'shipping' },
  { key: 'completed', status: 'delivered' },
  { key: 'cancelled', status: 'cancelled' },
  { key: 'returned', status: 'returned' },
] as const satisfies readonly { key: string; status: OrderStatus | undefined }[];

export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];

export function orderTab(key: string | null): (typeof ORDER_TABS)[number] {
  return ORDER_TABS.find((tab) => tab.key === key) ?? ORDER_TABS[0];
}

/** Days after delivery during which a return may be requested (the API checks it too). */
export const RETURN_WINDOW_DAYS = 7;

/** Whether the shopper may still cancel: only before the order leaves the store. */
export function canCancel(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'to_ship';
}

/** Whether a return may be requested: delivered, and no more than 7 days ago. */
export function canRequestReturn(
  status: OrderStatus,
  deliveredAt: string | null,
  now: Date = new Date(),
): boolean {
  if (status !== 'delivered' || !deliveredAt) return false;
  const delivered = new Date(deliveredAt).getTime();
  return now.getTime() - delivered <= RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}
