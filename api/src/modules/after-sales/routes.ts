import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { ErrorCode } from '../../lib/errors/codes';
import { code } from '../../lib/errors/zod-issues';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf, localizedSchema } from '../../lib/schemas';
import { parseFields } from '../content/form-fields';
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
  lines: z.array(
    z.object({
      orderLineId: z.number().int(),
      name: localizedSchema,
      imageUrl: z.string(),
      quantity: z.number().int(),
    }),
  ),
  createdAt: z.string(),
});

const pageQuery = z.object({
  page: z.coerce
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .default(1),
  perPage: z.coerce
    .number(code('number.not_a_number'))
    .int()
    .min(1, code('number.below_min'))
    .max(50, code('number.above_max'))
    .default(10),
});

const reasonSchema = z
  .string(code('after_sales.reason_required'))
  .trim()
  .min(5, code('after_sales.reason_too_short'))
  .max(1000, code('after_sales.reason_too_long'));

const returnFieldsSchema = z.object({
  reason: reasonSchema,
  lines: z
    .string(code('return.lines_required'))
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'return.lines_required' satisfies ErrorCode });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.object({
            orderLineId: z.number(code('number.not_a_number')).int().positive(),
            quantity: z
              .number(code('number.not_a_number'))
              .int(code('number.not_whole'))
              .min(1, code('number.below_min')),
          }),
          code('return.lines_required'),
        )
        .min(1, code('return.lines_empty')),
    ),
});

export async function afterSalesRoutes(
  app: FastifyInstance,
  { afterSales }: { afterSales: AfterSalesService },
) {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/orders/:id/cancellations',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['after-sales'],
        summary: 'Cancel an order that has not shipped; a wallet payment is refunded to the wallet',
        params: idParam,
        body: z.object({ reason: reasonSchema }),
        response: { 201: itemOf(cancellationSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({
          data: await afterSales.cancel(request.auth!.userId, request.params.id, request.body.reason),
        }),
  );

  r.get(
    '/cancellations',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['after-sales'],
        summary: "The shopper's cancelled orders, newest first",
        querystring: pageQuery,
        response: { 200: listOf(cancellationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { items, total } = await afterSales.cancellations(request.auth!.userId, page, perPage);
      return {
        data: items,
        ...pageOf({
          path: '/api/cancellations',
          query: { perPage },
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
    '/orders/:id/returns',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['after-sales'],
        summary:
          'Request a return within 7 days of delivery (multipart: reason, lines as JSON, up to 3 photos)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: {
          201: itemOf(returnSchema),
          ...errorResponses,
          413: errorResponses[400],
          415: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const form = await readPhotoForm(request);
      const input = parseFields(returnFieldsSchema, form.fields);
      const created = await afterSales.requestReturn(
        request.auth!.userId,
        request.params.id,
        input,
        form.photos,
      );
      return reply.status(201).send({ data: created });
    },
  );

  r.get(
    '/returns',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['after-sales'],
        summary: "The shopper's return requests, newest first",
        querystring: pageQuery,
        response: { 200: listOf(returnSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { items, total } = await afterSales.returns(request.auth!.userId, page, perPage);
      return {
        data: items,
        ...pageOf({
          path: '/api/returns',
          query: { perPage },
          page,
          perPage,
          total,
          totalIsEstimate: false,
          hasNext: page * perPage < total,
        }),
      };
    },
  );

  r.get(
    '/returns/:id/photos/:name',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['after-sales'],
        summary: "A photo of the shopper's own return request",
        params: idParam.extend({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const photo = await afterSales.returnPhoto(
        request.auth!.userId,
        request.params.id,
        request.params.name,
      );
      if (!photo) throw notFound('photo.not_found');
      return reply
        .type(photo.type)
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.bytes);
    },
  );
}
