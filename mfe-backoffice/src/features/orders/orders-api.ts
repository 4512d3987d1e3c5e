// Order handling: the queue, its counts, one order and the handler's moves (contract:
// shared/src/contract/order-handling.ts), and whether KHQR payments are real (payments.ts).
import { api } from '@storefront/shared';
import type {
  BackofficeOrder,
  BackofficeOrderListQuery,
  BackofficeOrderRow,
  ItemResponse,
  ListResponse,
  OrderQueueCounts,
  OrderQueueCountsQuery,
  PaymentModes,
  ShipOrderBody,
  StaffCancelOrderBody,
} from '@storefront/shared';

/** One move of an order from its page; ship and cancel carry a body. */
export type OrderMove =
  | { id: number; action: 'confirm' | 'pack' | 'deliver' }
  | { id: number; action: 'ship'; body: ShipOrderBody }
  | { id: number; action: 'cancel'; body: StaffCancelOrderBody };

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBackofficeOrders: build.query<ListResponse<BackofficeOrderRow>, BackofficeOrderListQuery>({
      query: (params) => ({ url: '/backoffice/orders', params }),
    }),
    getOrderQueueCounts: build.query<OrderQueueCounts, OrderQueueCountsQuery>({
      query: (params) => ({ url: '/backoffice/orders/counts', params }),
      transformResponse: (response: ItemResponse<OrderQueueCounts>) => response.data,
    }),
    getBackofficeOrder: build.query<BackofficeOrder, number>({
      query: (id) => `/backoffice/orders/${id}`,
      transformResponse: (response: ItemResponse<BackofficeOrder>) => response.data,
    }),
    moveBackofficeOrder: build.mutation<BackofficeOrder, OrderMove>({
      query: (move) => ({
        url: `/backoffice/orders/${move.id}/${move.action}`,
        method: 'POST',
        ...('body' in move ? { body: move.body } : {}),
      }),
      transformResponse: (response: ItemResponse<BackofficeOrder>) => response.data,
    }),
    /** `GET /api/payments/mode` (public): a prefixed name, other screens may read it too. */
    getOrderHandlingPaymentModes: build.query<PaymentModes, void>({
      query: () => '/payments/mode',
      transformResponse: (response: ItemResponse<PaymentModes>) => response.data,
    }),
  }),
});

export const {
  useListBackofficeOrdersQuery,
  useGetOrderQueueCountsQuery,
  useGetBackofficeOrderQuery,
  useMoveBackofficeOrderMutation,
  useGetOrderHandlingPaymentModesQuery,
} = ordersApi;
