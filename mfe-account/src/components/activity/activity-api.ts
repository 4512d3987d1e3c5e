import { api, type ItemResponse, type ListResponse } from '@storefront/shared';
import type { Cancellation, Order, OrderStatus, ReturnRequest } from './types';

export interface OrdersQuery {
  status?: OrderStatus;
  page: number;
  perPage?: number;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * What the account-activity pages read and write: the shopper's orders (the checkout module's
 * `/orders`), cancellations and returns (`after-sales`). Endpoint names are prefixed so they never
 * collide with the checkout app's own order endpoints on the page's one api.
 */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountOrders: build.query<ListResponse<Order>, OrdersQuery>({
      query: ({ status, page, perPage }) => `/orders${query({ status, page, perPage })}`,
    }),
    accountOrder: build.query<Order, number>({
      query: (id) => `/orders/${id}`,
      transformResponse: (response: ItemResponse<Order>) => response.data,
    }),
    cancelOrder: build.mutation<Cancellation, { orderId: number; reason: string }>({
      query: ({ orderId, reason }) => ({ url: `/orders/${orderId}/cancellations`, method: 'POST', body: { reason } }),
      transformResponse: (response: ItemResponse<Cancellation>) => response.data,
    }),
    requestReturn: build.mutation<ReturnRequest, { orderId: number; form: FormData }>({
      query: ({ orderId, form }) => ({ url: `/orders/${orderId}/returns`, method: 'POST', body: form }),
      transformResponse: (response: ItemResponse<ReturnRequest>) => response.data,
    }),
    accountCancellations: build.query<ListResponse<Cancellation>, { page: number }>({
      query: ({ page }) => `/cancellations${query({ page })}`,
    }),
    accountReturns: build.query<ListResponse<ReturnRequest>, { page: number }>({
      query: ({ page }) => `/returns${query({ page })}`,
    }),
  }),
});

export const {
  useAccountOrdersQuery,
  useAccountOrderQuery,
  useCancelOrderMutation,
  useRequestReturnMutation,
  useAccountCancellationsQuery,
  useAccountReturnsQuery,
} = activityApi;
