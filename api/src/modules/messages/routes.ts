import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { MessagesService } from './service';

const messageSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  sender: z.enum(['customer', 'shop']),
  body: z.string(),
  createdAt: z.string(),
});
const threadSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  lastMessage: messageSchema.nullable(),
});

const body = z
  .string(code('message.body_required'))
  .trim()
  .min(1, code('message.body_required'))
  .max(2000, code('message.body_too_long'));
const subject = z
  .string(code('message.subject_required'))
  .trim()
  .min(1, code('message.subject_required'))
  .max(120, code('message.subject_too_long'));
const threadParams = z.object({
  id: z.coerce
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .positive(code('number.not_positive')),
});
const pageQuery = z.object({
  page: z.coerce
    .number(code('number.not_a_number'))
    .int()
    .min(1, code('number.starts_at'))
    .max(10_000)
    .default(1),
  perPage: z.coerce
    .number(code('number.not_a_number'))
    .int()
    .min(1)
    .max(50, code('number.above_max'))
    .default(20),
});

export async function messagesRoutes(app: FastifyInstance, { messages }: { messages: MessagesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/messages/threads',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        summary: "The signed-in shopper's conversations with the shop, newest first",
        querystring: pageQuery,
        response: { 200: listOf(threadSchema), ...errorResponses },
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
          totalIsEstimate: false,
          hasNext: page * perPage < total,
        }),
      };
    },
  );

  r.post(
    '/messages/threads',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        summary: 'Start a conversation with a first message',
        body: z.object({ subject, body }),
        response: { 201: itemOf(threadSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({
          data: await messages.startThread(request.auth!.userId, request.body.subject, request.body.body),
        }),
  );

  r.get(
    '/messages/threads/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        summary: "A conversation's messages, oldest first; afterId returns only newer ones (for polling)",
        params: threadParams,
        querystring: z.object({
          afterId: z.coerce
            .number(code('number.not_a_number'))
            .int()
            .min(0, code('number.must_not_be_negative'))
            .default(0),
        }),
        response: { 200: z.object({ data: z.array(messageSchema) }), ...errorResponses },
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
        tags: ['messages'],
        summary: 'Send a message in a conversation',
        params: threadParams,
        body: z.object({ body }),
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
        tags: ['operator'],
        summary: "The shop's reply in a conversation (needs the X-Operator-Token header)",
        params: threadParams,
        body: z.object({ body }),
        response: { 201: itemOf(messageSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await messages.shopReply(request.params.id, request.body.body) }),
  );
}
