// Return requests and the shopper's cancellation requests of confirmed or packed orders: the
// queues and the decisions (contract: shared/src/contract/order-handling.ts).
import { apiBaseUrl, api } from '@storefront/shared';
import type {
  ApproveRequestBody,
  BackofficeCancellation,
  BackofficeCancellationListQuery,
  BackofficeReturn,
  BackofficeReturnListQuery,
  ItemResponse,
  ListResponse,
  RejectRequestBody,
} from '@storefront/shared';

export type RequestDecision =
  | { id: number; decision: 'approve'; body: ApproveRequestBody }
  | { id: number; decision: 'reject'; body: RejectRequestBody };

const decide = (path: string, { id, decision, body }: RequestDecision) => ({
  url: `/backoffice/${path}/${id}/${decision}`,
  method: 'POST',
  body,
});

export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBackofficeReturns: build.query<ListResponse<BackofficeReturn>, BackofficeReturnListQuery>({
      query: (params) => ({ url: '/backoffice/returns', params }),
    }),
    decideBackofficeReturn: build.mutation<BackofficeReturn, RequestDecision>({
      query: (decision) => decide('returns', decision),
      transformResponse: (response: ItemResponse<BackofficeReturn>) => response.data,
    }),
    listBackofficeCancellations: build.query<
      ListResponse<BackofficeCancellation>,
      BackofficeCancellationListQuery
    >({
      query: (params) => ({ url: '/backoffice/cancellations', params }),
    }),
    decideBackofficeCancellation: build.mutation<BackofficeCancellation, RequestDecision>({
      query: (decision) => decide('cancellations', decision),
      transformResponse: (response: ItemResponse<BackofficeCancellation>) => response.data,
    }),
  }),
});

export const {
  useListBackofficeReturnsQuery,
  useDecideBackofficeReturnMutation,
  useListBackofficeCancellationsQuery,
  useDecideBackofficeCancellationMutation,
} = returnsApi;

/** Photos come as `/api/...` paths: point them at the API's origin when it is another host. */
export function staffPhotoUrl(path: string): string {
  return path.startsWith('/api/') ? `${apiBaseUrl()}${path.slice(4)}` : path;
}
