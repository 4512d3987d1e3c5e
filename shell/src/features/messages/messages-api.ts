import {
  api,
  type ItemResponse,
  type ListResponse,
  type MarkThreadReadBody,
  type Message,
  type MessagesUnreadCount,
  type MessageThread,
  type SendMessageBody,
  type StartMessageThreadBody,
  type ThreadMessages,
} from '@storefront/shared';

/** How often an open panel looks for new messages (no push channel; polling is enough here). */
export const MESSAGES_POLL_MS = 5000;
/** How often the conversation list, and the Messages button's unread badge, are refreshed. */
export const THREADS_POLL_MS = MESSAGES_POLL_MS * 3;

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
    unreadMessageCount: build.query<number, void>({
      query: () => '/messages/unread-count',
      transformResponse: (response: ItemResponse<MessagesUnreadCount>) => response.data.count,
    }),
    /** The panel showed the thread up to `lastId`: the shop's messages up to it are read. */
    markThreadRead: build.mutation<number, MarkThreadReadBody & { threadId: number }>({
      query: ({ threadId, lastId }) => ({
        url: `/messages/threads/${threadId}/read`,
        method: 'POST',
        body: { lastId },
      }),
      transformResponse: (response: ItemResponse<MessagesUnreadCount>) => response.data.count,
      // The answer is the count afterwards: the badge takes it at once (and an older count still
      // on its way is then ignored), and the conversation's own badge goes, before the refetch
      // every mutation causes.
      async onQueryStarted({ threadId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) return;
        void dispatch(messagesApi.util.upsertQueryData('unreadMessageCount', undefined, data));
        dispatch(
          messagesApi.util.updateQueryData('messageThreads', undefined, (threads) => {
            const read = threads.find((thread) => thread.id === threadId);
            if (read) read.unreadCount = 0;
          }),
        );
      },
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
  useUnreadMessageCountQuery,
  useMarkThreadReadMutation,
} = messagesApi;
