import {
  api,
  type CancelOrderBody,
  type Cancellation,
  type ItemResponse,
  type ListResponse,
  type ReturnRequest,
} from '@storefront/shared';

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Cancelling an order, requesting a return, and the lists of both (the API's `after-sales`
 * module). Endpoint names are prefixed: the page has one api shared by every app.
 */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<Cancellation, { orderId: number } & CancelOrderBody>({
      query: ({ orderId, reason }) => ({
        url: `/orders/${orderId}/cancellations`,
        method: 'POST',
        body: { reason },
      }),
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

/** The shopper's orders and one order, through checkout's shared orders client. */
export {
  useGetOrdersQuery as useAccountOrdersQuery,
  useGetOrderQuery as useAccountOrderQuery,
} from '@storefront/shared';

export const {
  useCancelOrderMutation,
  useRequestReturnMutation,
  useAccountCancellationsQuery,
  useAccountReturnsQuery,
} = activityApi;
