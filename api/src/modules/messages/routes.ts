import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markThreadReadBody,
  messagesUnreadCountSchema,
  messageSchema,
  messageThreadParams,
  messageThreadSchema,
  messageThreadsQuery,
  sendMessageBody,
  startMessageThreadBody,
  threadMessagesQuery,
  threadMessagesSchema,
} from '@storefront/shared/contract/messages';
import { pageOf } from '../../lib/pagination';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { MessagesService } from './service';

export async function messagesRoutes(app: FastifyInstance, { messages }: { messages: MessagesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/messages/threads',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listMessageThreads',
        summary: "The signed-in shopper's conversations with the shop, newest first",
        description:
          "A page of the signed-in shopper's conversations, the one with the newest message first, each with that message as a preview and the number of the shop's messages in it the shopper has not read yet. Answers 401 without a session.",
        tags: ['messages'],
        querystring: messageThreadsQuery,
        response: { 200: listOf(messageThreadSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { items, total } = await messages.threads(request.auth!.userId, page, perPage);
      return {
        data: items,
        ...pageOf({
          path: '/api/messages/threads',
          query: request.query,
          page,
          perPage,
          total,
        }),
      };
    },
  );

  r.post(
    '/messages/threads',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'startMessageThread',
        summary: 'Start a conversation with a first message',
        description:
          "The signed-in shopper opens a conversation with the shop: a subject and a first message. It lands in the back office's customer-care inbox, with the request's language (en or kh). Answers 400 for an empty or too long subject or message, 401 without a session.",
        tags: ['messages'],
        body: startMessageThreadBody,
        response: { 201: itemOf(messageThreadSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await messages.startThread(
          request.auth!.userId,
          request.body.subject,
          request.body.body,
          requestLanguage(request),
        ),
      }),
  );

  r.get(
    '/messages/threads/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listThreadMessages',
        summary: "A conversation's messages, oldest first; afterId returns only newer ones (for polling)",
        description:
          "The newest 500 messages of one of the signed-in shopper's conversations, oldest first; with afterId, at most 500 messages after that one (the panel polls with its last seen id). Someone else's or a missing conversation answers 404 (message.thread_not_found).",
        tags: ['messages'],
        params: messageThreadParams,
        querystring: threadMessagesQuery,
        response: { 200: threadMessagesSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await messages.messages(request.auth!.userId, request.params.id, request.query.afterId),
    }),
  );

  r.post(
    '/messages/threads/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'sendMessage',
        summary: 'Send a message in a conversation',
        description:
          "The signed-in shopper adds a message to one of their own conversations; in the customer-care inbox the conversation becomes unread again, and open again if it was answered or closed. Someone else's or a missing conversation answers 404 (message.thread_not_found); an empty or too long message 400.",
        tags: ['messages'],
        params: messageThreadParams,
        body: sendMessageBody,
        response: { 201: itemOf(messageSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await messages.reply(request.auth!.userId, request.params.id, request.body.body) }),
  );

  r.get(
    '/messages/unread-count',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getUnreadMessageCount',
        summary: "How many of the shop's messages the signed-in shopper has not read",
        description:
          "The number of the shop's messages, in all the signed-in shopper's conversations, that the shopper has not read yet (the Messages button's badge). A message counts as read once the shopper's panel reports it with POST /api/messages/threads/{id}/read. Answers 401 without a session.",
        tags: ['messages'],
        response: { 200: itemOf(messagesUnreadCountSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: { count: await messages.unreadCount(request.auth!.userId) } }),
  );

  r.post(
    '/messages/threads/:id/read',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'markMessageThreadRead',
        summary: 'The shopper has read a conversation up to a message',
        description:
          "The panel showed one of the signed-in shopper's conversations up to the message lastId: that message and every earlier one count as read (a later call with a smaller id changes nothing; an id past the newest message counts up to the newest). Answers the shopper's unread count afterwards. Someone else's or a missing conversation answers 404 (message.thread_not_found).",
        tags: ['messages'],
        params: messageThreadParams,
        body: markThreadReadBody,
        response: { 200: itemOf(messagesUnreadCountSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        count: await messages.markRead(request.auth!.userId, request.params.id, request.body.lastId),
      },
    }),
  );
}
