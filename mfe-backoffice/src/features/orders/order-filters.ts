// The order queue's tab, search, filters and page, kept in the URL (a filtered queue can be shared
// and the back button works), and the API queries they make.
import {
  FULFILMENT_STEPS,
  useSearchParams,
  type BackofficeOrderListQuery,
  type FulfilmentStep,
  type OrderQueueCountsQuery,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@storefront/shared';
import { ORDER_SEARCH_MAX } from '../../components/order-handling/limits';

// The contract's enums are zod values the front ends do not import: the same lists, typed by them.
export const ORDER_STATUS_LIST = [
  'pending_payment',
  'to_ship',
  'shipping',
  'delivered',
  'cancelled',
  'returned',
] as const satisfies readonly OrderStatus[];
export const PAYMENT_METHOD_LIST = [
  'cod',
  'wallet',
  'khqr',
  'card',
] as const satisfies readonly PaymentMethod[];
export const PAYMENT_STATUS_LIST = ['unpaid', 'paid', 'refunded'] as const satisfies readonly PaymentStatus[];

/** The queue's tabs: every order, each status, and the steps of `to_ship` right after it. */
export const QUEUE_TABS = [
  'all',
  'pending_payment',
  'to_ship',
  ...FULFILMENT_STEPS,
  'shipping',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

export const ORDERS_PER_PAGE = 25;

export interface OrderFilterValues {
  tab: QueueTab;
  q: string;
  paymentMethod: PaymentMethod | '';
  paymentStatus: PaymentStatus | '';
  /** Placed from / to these shop days, `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <Value extends string>(list: readonly Value[], value: string | null): Value | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as Value) : '';

/** The filters as the URL holds them (`?tab&q&method&payment&from&to&page`). */
export function readOrderFilters(params: URLSearchParams): OrderFilterValues {
  const page = Number(params.get('page'));
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : '');
  return {
    tab: oneOf(QUEUE_TABS, params.get('tab')) || 'all',
    q: (params.get('q') ?? '').slice(0, ORDER_SEARCH_MAX),
    paymentMethod: oneOf(PAYMENT_METHOD_LIST, params.get('method')),
    paymentStatus: oneOf(PAYMENT_STATUS_LIST, params.get('payment')),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL of the filters (only what differs from the defaults). */
export function orderFiltersSearch(filters: OrderFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.q) search.set('q', filters.q);
  if (filters.paymentMethod) search.set('method', filters.paymentMethod);
  if (filters.paymentStatus) search.set('payment', filters.paymentStatus);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters of the URL, and a setter that starts again on the first page unless told a page. */
export function useOrderFilters(): [OrderFilterValues, (next: Partial<OrderFilterValues>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const update = (next: Partial<OrderFilterValues>) =>
    setParams(orderFiltersSearch({ ...filters, page: 1, ...next }));
  return [filters, update];
}

const isStep = (tab: QueueTab): tab is FulfilmentStep =>
  (FULFILMENT_STEPS as readonly string[]).includes(tab);

/** What the counts take: the filters without the tab and the page. */
export function countsQuery(filters: OrderFilterValues): OrderQueueCountsQuery {
  return {
    q: filters.q || undefined,
    paymentMethod: filters.paymentMethod || undefined,
    paymentStatus: filters.paymentStatus || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** The queue's list query. */
export function ordersQuery(filters: OrderFilterValues): BackofficeOrderListQuery {
  const { tab } = filters;
  return {
    ...(tab === 'all' ? {} : isStep(tab) ? { status: 'to_ship' as const, fulfilment: tab } : { status: tab }),
    ...countsQuery(filters),
    page: filters.page,
    perPage: ORDERS_PER_PAGE,
  };
}
