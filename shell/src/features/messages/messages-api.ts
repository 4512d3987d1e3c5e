import {
  api,
  type ItemResponse,
  type ListResponse,
  type Message,
  type MessageThread,
  type SendMessageBody,
  type StartMessageThreadBody,
  type ThreadMessages,
} from '@storefront/shared';

/** How often an open panel looks for new messages (no push channel; polling is enough here). */
export const MESSAGES_POLL_MS = 5000;

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    messageThreads: build.query<MessageThread[], void>({
      query: () => ({ url: '/messages/threads', params: { perPage: 50 } }),
      transformResponse: (response: ListResponse<MessageThread>) => response.data,
    }),
    threadMessages: build.query<Message[], number>({
      query: (threadId) => `/messages/threads/${threadId}/messages`,
      transformResponse: (response: ThreadMessages) => response.data,
    }),
    startThread: build.mutation<MessageThread, StartMessageThreadBody>({
      query: (body) => ({ url: '/messages/threads', method: 'POST', body }),
      transformResponse: (response: ItemResponse<MessageThread>) => response.data,
    }),
    sendMessage: build.mutation<Message, SendMessageBody & { threadId: number }>({
      query: ({ threadId, body }) => ({
        url: `/messages/threads/${threadId}/messages`,
        method: 'POST',
        body: { body },
      }),
      transformResponse: (response: ItemResponse<Message>) => response.data,
    }),
  }),
});

export const {
  useMessageThreadsQuery,
  useThreadMessagesQuery,
  useStartThreadMutation,
  useSendMessageMutation,
} = messagesApi;
