import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { invalidInput, notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf, localizedSchema } from '../../lib/schemas';
import { readPhotoForm } from './photos';
import type { AfterSalesService } from './service';

const statusSchema = z.enum(['requested', 'approved', 'rejected', 'refunded', 'completed']);

const cancellationSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  reason: z.string(),
  status: statusSchema,
  refundAmount: z.number(),
  refundedTo: z.enum(['wallet', 'original', 'none']),
  createdAt: z.string(),
});

const returnSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  reason: z.string(),
  status: statusSchema,
  photos: z.array(z.string()),
  lines: z.array(z.object({ orderLineId: z.number().int(), name: localizedSchema, imageUrl: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
});

const pageQuery = z.object({
  page: z.coerce.number({ message: 'page must be a number' }).int({ message: 'page must be a whole number' }).min(1, { message: 'page must be at least 1' }).default(1),
  perPage: z.coerce.number({ message: 'perPage must be a number' }).int().min(1, { message: 'perPage must be at least 1' }).max(50, { message: 'perPage is at most 50' }).default(10),
});

const reasonSchema = z
  .string({ message: 'Tell us why.' })
  .trim()
  .min(5, { message: 'Tell us why, in at least 5 characters.' })
  .max(1000, { message: 'Keep the reason under 1000 characters.' });

const returnFieldsSchema = z.object({
  reason: reasonSchema,
  lines: z
    .string({ message: 'Choose the items to return.' })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Choose the items to return.' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.object({
            orderLineId: z.number({ message: 'orderLineId must be a number' }).int().positive(),
            quantity: z.number({ message: 'quantity must be a number' }).int({ message: 'quantity must be a whole number' }).min(1, { message: 'quantity must be at least 1' }),
          }),
          { message: 'Choose the items to return.' },
        )
        .min(1, { message: 'Choose at least one item to return.' }),
    ),
});

/** Multipart text fields validated like a JSON body: 400 with a message per field. */
function parseReturnFields(fields: Record<string, string>) {
  const result = returnFieldsSchema.safeParse(fields);
  if (result.success) return result.data;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.') || 'body'] ??= issue.message;
  throw invalidInput(messages);
}

export async function afterSalesRoutes(app: FastifyInstance, { afterSales }: { afterSales: AfterSalesService }) {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/orders/:id/cancellations', {
    preHandler: app.requireUser,
    schema: {
      tags: ['after-sales'],
      summary: 'Cancel an order that has not shipped; a wallet payment is refunded to the wallet',
      params: idParam,
      body: z.object({ reason: reasonSchema }),
      response: { 201: itemOf(cancellationSchema), ...errorResponses },
    },
  }, async (request, reply) =>
    reply.status(201).send({ data: await afterSales.cancel(request.auth!.userId, request.params.id, request.body.reason) }));

  r.get('/cancellations', {
    preHandler: app.requireUser,
    schema: { tags: ['after-sales'], summary: "The shopper's cancelled orders, newest first", querystring: pageQuery, response: { 200: listOf(cancellationSchema), ...errorResponses } },
  }, async (request) => {
    const { page, perPage } = request.query;
    const { items, total } = await afterSales.cancellations(request.auth!.userId, page, perPage);
    return { data: items, ...pageOf({ path: '/api/cancellations', query: { perPage }, page, perPage, total, totalIsEstimate: false, hasNext: page * perPage < total }) };
  });

  r.post('/orders/:id/returns', {
    preHandler: app.requireUser,
    schema: {
      tags: ['after-sales'],
      summary: 'Request a return within 7 days of delivery (multipart: reason, lines as JSON, up to 3 photos)',
      consumes: ['multipart/form-data'],
      params: idParam,
      response: { 201: itemOf(returnSchema), ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] },
    },
  }, async (request, reply) => {
    const form = await readPhotoForm(request);
    const input = parseReturnFields(form.fields);
    const created = await afterSales.requestReturn(request.auth!.userId, request.params.id, input, form.photos);
    return reply.status(201).send({ data: created });
  });

  r.get('/returns', {
    preHandler: app.requireUser,
    schema: { tags: ['after-sales'], summary: "The shopper's return requests, newest first", querystring: pageQuery, response: { 200: listOf(returnSchema), ...errorResponses } },
  }, async (request) => {
    const { page, perPage } = request.query;
    const { items, total } = await afterSales.returns(request.auth!.userId, page, perPage);
    return { data: items, ...pageOf({ path: '/api/returns', query: { perPage }, page, perPage, total, totalIsEstimate: false, hasNext: page * perPage < total }) };
  });

  r.get('/returns/:id/photos/:name', {
    preHandler: app.requireUser,
    schema: {
      tags: ['after-sales'],
      summary: "A photo of the shopper's own return request",
      params: idParam.extend({ name: z.string().max(100) }),
    },
  }, async (request, reply) => {
    const photo = await afterSales.returnPhoto(request.auth!.userId, request.params.id, request.params.name);
    if (!photo) throw notFound('Photo not found.');
    return reply.type(photo.type).header('Cache-Control', 'private, max-age=86400').header('X-Content-Type-Options', 'nosniff').send(photo.bytes);
  });
}
