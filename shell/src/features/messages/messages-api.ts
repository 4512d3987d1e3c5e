import { api } from '@storefront/shared';

export interface Message {
  id: number;
  threadId: number;
  sender: 'customer' | 'shop';
  body: string;
  createdAt: string;
}

export interface MessageThread {
  id: number;
  subject: string;
  createdAt: string;
  lastMessageAt: string;
  lastMessage: Message | null;
}

/** How often an open panel looks for new messages (no push channel; polling is enough here). */
export const MESSAGES_POLL_MS = 5000;

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    messageThreads: build.query<MessageThread[], void>({
      query: () => ({ url: '/messages/threads', params: { perPage: 50 } }),
      transformResponse: (response: { data: MessageThread[] }) => response.data,
    }),
    threadMessages: build.query<Message[], number>({
      query: (threadId) => `/messages/threads/${threadId}/messages`,
      transformResponse: (response: { data: Message[] }) => response.data,
    }),
    startThread: build.mutation<MessageThread, { subject: string; body: string }>({
      query: (body) => ({ url: '/messages/threads', method: 'POST', body }),
      transformResponse: (response: { data: MessageThread }) => response.data,
    }),
    sendMessage: build.mutation<Message, { threadId: number; body: string }>({
      query: ({ threadId, body }) => ({ url: `/messages/threads/${threadId}/messages`, method: 'POST', body: { body } }),
      transformResponse: (response: { data: Message }) => response.data,
    }),
  }),
});

export const { useMessageThreadsQuery, useThreadMessagesQuery, useStartThreadMutation, useSendMessageMutation } = messagesApi;
