import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutQuoteBody,
  checkoutQuoteSchema,
  IDEMPOTENCY_KEY_PATTERN,
  listOrdersQuery,
  orderSchema,
  placeOrderBody,
  placeOrderHeaders,
  quoteChangedSchema,
} from '@storefront/shared/contract/orders';
import { badRequest } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import type { OrderSource, OrderService, PlaceOrderInput } from './service';

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
        operationId: 'quoteOrder',
        tags: ['orders'],
        summary: 'Prices chosen cart lines or a buy-now item (and a voucher) the way an order would',
        description:
          "For the signed-in shopper: prices either cartIds or one buyNow item with today's prices, stock, delivery fees and the voucher, without placing anything. A voucher that does not apply is not an error: voucherError says why. Sending both sources or neither answers 400 (field cartIds: order.items_source_ambiguous).",
        body: checkoutQuoteBody,
        response: { 200: itemOf(checkoutQuoteSchema), ...errorResponses },
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
        operationId: 'placeOrder',
        tags: ['orders'],
        summary: 'Place an order (send an Idempotency-Key header; the same key replays the first answer)',
        description:
          'For the signed-in shopper: takes the stock, removes the ordered cart lines and pays by wallet or saved card at once, cash on delivery later, or KHQR (the order waits in pending_payment). An order that needs no payment now starts to_ship at the fulfilment step placed. The order confirmation e-mail goes to the account address in the request language (kept as the order language for its later e-mails). Answers 409 with the fresh quote when prices or stock changed since expectedTotal was quoted, 400 without a valid Idempotency-Key, and 422 when a key is reused for another body.',
        headers: placeOrderHeaders,
        body: placeOrderBody,
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
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
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
      const result = await orders.placeOnce(request.auth!.userId, key, input, requestLanguage(request));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.statusCode === 200 ? 200 : 201).send(result.body);
    },
  );

  r.get(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listOrders',
        tags: ['orders'],
        summary: "The shopper's orders, newest first; status filters a tab",
        description:
          'For the signed-in shopper: their own orders only, a page at a time, each with its lines and KHQR payment.',
        querystring: listOrdersQuery,
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
        }),
      };
    },
  );

  r.get(
    '/orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getOrder',
        tags: ['orders'],
        summary: "One of the shopper's orders with its lines (another shopper's is a 404)",
        description:
          "For the signed-in shopper. A KHQR order whose payment time ran out is cancelled before it is answered; another shopper's order answers 404 order.not_found.",
        params: idParam,
        response: { 200: itemOf(orderSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await orders.get(request.auth!.userId, request.params.id) }),
  );
}
