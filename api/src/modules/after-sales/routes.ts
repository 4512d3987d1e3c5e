import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  afterSalesPageQuery,
  cancellationSchema,
  cancelOrderBody,
  requestReturnFields,
  returnPhotoParams,
  returnRequestSchema,
} from '@storefront/shared/contract/after-sales';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import { parseFields } from '../content/form-fields';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, photoAnswer, readPhotoForm } from './photos';
import type { AfterSalesService } from './service';

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
        operationId: 'cancelOrder',
        summary:
          'Cancel an order that has not shipped (at once while the shop has not started it, else as a request the shop decides)',
        description:
          "The signed-in shopper cancels their own order. While it is pending payment, or to ship and not yet confirmed by the shop, it is cancelled at once: the items go back on sale, a pending KHQR code stops, and what was paid is refunded through the payment (the wallet at once, the demo card at once, KHQR by a transfer the shop makes: status approved until then). Once the shop confirmed or packed it, the answer is a cancellation with status requested: the order is unchanged until the shop approves (cancelled and refunded) or rejects it (decisionReason). Answers 404 (after_sales.order_not_found) for someone else's or a missing order, and 409 when it is already cancelled (cancellation.already_cancelled), has shipped (cancellation.already_shipped) or a request already waits (cancellation.already_requested).",
        tags: ['after-sales'],
        params: idParam,
        body: cancelOrderBody,
        response: { 201: itemOf(cancellationSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await afterSales.cancel(request.auth!.userId, request.params.id, request.body.reason),
      }),
  );

  r.get(
    '/cancellations',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listCancellations',
        summary: "The shopper's cancelled orders, newest first",
        description:
          "A page of the signed-in shopper's cancellations and cancellation requests, with the reason, the shop's decision (decisionReason, decidedAt) and the refund (where the money went, pending or done). Answers 401 without a session.",
        tags: ['after-sales'],
        querystring: afterSalesPageQuery,
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
        }),
      };
    },
  );

  r.post(
    '/orders/:id/returns',
    {
      config: {
        form: {
          fields: requestReturnFields,
          files: {
            photos: {
              maxItems: MAX_PHOTOS,
              maxBytes: MAX_PHOTO_BYTES,
              description: 'JPEG, PNG or WebP photos',
            },
          },
        },
      },
      preHandler: app.requireUser,
      schema: {
        operationId: 'requestReturn',
        summary:
          'Request a return within 7 days of delivery (multipart: reason, lines as JSON, up to 3 photos)',
        description:
          'The signed-in shopper asks to send back items of their own delivered order, as multipart/form-data: reason (5 to 1000 characters), lines (a JSON list of 1 to 200 { orderLineId, quantity }, quantity 1 to 99) and up to 3 JPEG, PNG or WebP files of 5 MB in photos. Answers 409 when the order is not delivered, is past the 7-day window or already has a return; 400 for a line not in the order, repeated or above the quantity bought; 413 for a photo too large, 415 for a file that is not such an image.',
        tags: ['after-sales'],
        consumes: ['multipart/form-data'],
        params: idParam,
        response: {
          201: itemOf(returnRequestSchema),
          ...errorResponses,
          413: errorResponses[400],
          415: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const form = await readPhotoForm(request);
      const input = parseFields(requestReturnFields, form.fields);
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
        operationId: 'listReturns',
        summary: "The shopper's return requests, newest first",
        description:
          "A page of the signed-in shopper's return requests, with their lines, photo URLs, the shop's decision (decisionReason, decidedAt) and the refund. Answers 401 without a session.",
        tags: ['after-sales'],
        querystring: afterSalesPageQuery,
        response: { 200: listOf(returnRequestSchema), ...errorResponses },
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
        }),
      };
    },
  );

  r.get(
    '/returns/:id/photos/:name',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getReturnPhoto',
        summary: "A photo of the shopper's own return request",
        description:
          "The image bytes (JPEG, PNG or WebP) of a photo of the signed-in shopper's own return request. Another shopper's request, or a name it does not hold, answers 404 (photo.not_found).",
        tags: ['after-sales'],
        params: returnPhotoParams,
        response: { 200: photoAnswer, ...errorResponses },
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
