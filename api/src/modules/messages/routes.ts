import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
          "A page of the signed-in shopper's conversations, the one with the newest message first, each with that message as a preview. Answers 401 without a session.",
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
          'The signed-in shopper opens a conversation with the shop: a subject and a first message. Answers 400 for an empty or too long subject or message, 401 without a session.',
        tags: ['messages'],
        body: startMessageThreadBody,
        response: { 201: itemOf(messageThreadSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await messages.startThread(request.auth!.userId, request.body.subject, request.body.body),
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
          "The signed-in shopper adds a message to one of their own conversations. Someone else's or a missing conversation answers 404 (message.thread_not_found); an empty or too long message 400.",
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

  r.post(
    '/operator/messages/threads/:id/messages',
    {
      preHandler: app.requireOperator,
      schema: {
        operationId: 'sendShopReply',
        summary: "The shop's reply in a conversation (needs the X-Operator-Token header)",
        description:
          "An operator answers in any shopper's conversation, as the shop. Needs the X-Operator-Token header: 403 (operator.token_invalid) without the right one, 404 when the server has no operator token configured or the conversation does not exist (message.thread_not_found).",
        tags: ['operator'],
        params: messageThreadParams,
        body: sendMessageBody,
        response: { 201: itemOf(messageSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await messages.shopReply(request.params.id, request.body.body) }),
  );
}
