// The back office's outbox (owner, support agent): every e-mail the shop sent, and "send again".
import {
  api,
  type ItemResponse,
  type ListResponse,
  type OutboxEmail,
  type OutboxQuery,
} from '@storefront/shared';

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOutbox: build.query<ListResponse<OutboxEmail>, OutboxQuery>({
      query: (params) => ({ url: '/backoffice/outbox', params }),
    }),
    retryOutboxEmail: build.mutation<OutboxEmail, number>({
      query: (id) => ({ url: `/backoffice/outbox/${id}/retry`, method: 'POST' }),
      transformResponse: (response: ItemResponse<OutboxEmail>) => response.data,
    }),
  }),
});

export const { useListOutboxQuery, useRetryOutboxEmailMutation } = outboxApi;
