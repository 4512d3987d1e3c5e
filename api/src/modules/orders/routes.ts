import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { badRequest } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import { ORDER_STATUSES } from './schema';
import {
  orderSchema,
  placeOrderBodySchema,
  quoteBodySchema,
  quoteChangedSchema,
  quoteSchema,
} from './schemas';
import type { OrderSource, OrderService, PlaceOrderInput } from './service';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

function sourceOf(body: { cartIds?: number[] | undefined; buyNow?: OrderSource['buyNow'] }): OrderSource {
  return body.buyNow ? { buyNow: body.buyNow } : { cartIds: body.cartIds ?? [] };
}

export async function orderRoutes(app: FastifyInstance, { orders }: { orders: OrderService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/orders/quote',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Prices chosen cart lines or a buy-now item (and a voucher) the way an order would',
        body: quoteBodySchema,
        response: { 200: itemOf(quoteSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await orders.quote(
        request.auth!.userId,
        sourceOf(request.body),
        request.body.voucherCode,
        requestLanguage(request),
      ),
    }),
  );

  r.post(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Place an order (send an Idempotency-Key header; the same key replays the first answer)',
        body: placeOrderBodySchema,
        response: {
          200: itemOf(orderSchema),
          201: itemOf(orderSchema),
          ...errorResponses,
          409: quoteChangedSchema,
          422: quoteChangedSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        throw badRequest('order.idempotency_key_required', {
          'idempotency-key': 'order.idempotency_key_format',
        });
      }
      const body = request.body;
      const input: PlaceOrderInput = {
        ...sourceOf(body),
        addressId: body.addressId,
        paymentMethod: body.paymentMethod,
        voucherCode: body.voucherCode ?? null,
        cardId: body.paymentMethod === 'card' ? (body.cardId ?? null) : null,
        expectedTotal: body.expectedTotal,
      };
      // A QuoteChangedError answers 409 with the fresh quote (the error handler sends its `extra`).
      const result = await orders.placeOnce(request.auth!.userId, key, input);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.statusCode === 200 ? 200 : 201).send(result.body);
    },
  );

  r.get(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "The shopper's orders, newest first; status filters a tab",
        querystring: z.object({
          status: z.enum(ORDER_STATUSES, code('enum.not_one_of')).optional(),
          page: z.coerce
            .number(code('number.not_a_number'))
            .int()
            .min(1, code('number.below_min'))
            .default(1),
          perPage: z.coerce
            .number(code('number.not_a_number'))
            .int()
            .min(1)
            .max(50, code('number.above_max'))
            .default(10),
        }),
        response: { 200: listOf(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { status, page, perPage } = request.query;
      const { rows, total } = await orders.list(request.auth!.userId, { status, page, perPage });
      return {
        data: rows,
        ...pageOf({
          path: '/api/orders',
          query: { status, perPage },
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
    '/orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "One of the shopper's orders with its lines (another shopper's is a 404)",
        params: idParam,
        response: { 200: itemOf(orderSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await orders.get(request.auth!.userId, request.params.id) }),
  );

  r.post(
    '/operator/orders/:id/status',
    {
      preHandler: app.requireOperator,
      schema: {
        tags: ['operator'],
        summary:
          'Move an order on: pending_payment → to_ship (paid) → shipping → delivered; or cancel (restock, refund wallet)',
        params: idParam,
        body: z.object({ status: z.enum(ORDER_STATUSES, code('enum.not_one_of')) }),
        response: { 200: itemOf(orderSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await orders.setStatus(request.params.id, request.body.status) }),
  );
}
