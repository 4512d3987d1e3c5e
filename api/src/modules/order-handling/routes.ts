import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveRequestBody,
  backofficeCancellationListQuery,
  backofficeCancellationSchema,
  backofficeOrderListQuery,
  backofficeOrderRowSchema,
  backofficeOrderSchema,
  backofficeReturnListQuery,
  backofficeReturnPhotoParams,
  backofficeReturnSchema,
  completeRefundBody,
  orderQueueCountsQuery,
  orderQueueCountsSchema,
  refundListQuery,
  refundSchema,
  rejectRequestBody,
  shipOrderBody,
  staffCancelOrderBody,
  type StaffOrderAction,
} from '@storefront/shared/contract/order-handling';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import { photoAnswer } from '../after-sales/photos';
import type { OrderHandlingService } from './service';

const TRANSITION_409 =
  'A move the order cannot make from where it stands now (e.g. another handler moved it first) answers 409 order.transition_invalid with params from (its state: pending_payment, placed, confirmed, packed, shipping, delivered, cancelled, returned) and action; the order is unchanged and the audit log gets no entry.';

/**
 * Order handling (owner and order_handler): the queue and an order's page, the moves of the state
 * machine, the shoppers' cancellation and return requests, and refunds.
 */
export async function orderHandlingRoutes(
  app: FastifyInstance,
  { orderHandling }: { orderHandling: OrderHandlingService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['order-handling'];
  const handlers = app.requireStaff('owner', 'order_handler');

  r.get(
    '/backoffice/orders',
    {
      preHandler: handlers,
      schema: {
        operationId: 'listBackofficeOrders',
        tags,
        summary: 'The order queue: orders by status and step, searched and filtered, newest first',
        description:
          "Every shopper's orders, newest first, a page at a time (25 by default, at most 100). Filters: status, fulfilment (the to_ship step: placed, confirmed, packed), paymentMethod, paymentStatus, from/to (the day placed, YYYY-MM-DD in Cambodia time, both included), q (an order number, the shopper's e-mail, name or phone, the receiver's name or phone, a tracking number). The tabs' counts come from GET /api/backoffice/orders/counts.",
        querystring: backofficeOrderListQuery,
        response: { 200: listOf(backofficeOrderRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage, ...filters } = request.query;
      const { rows, total } = await orderHandling.queue(request.query);
      return {
        data: rows,
        ...pageOf({ path: '/api/backoffice/orders', query: { ...filters, perPage }, page, perPage, total }),
      };
    },
  );

  r.get(
    '/backoffice/orders/counts',
    {
      preHandler: handlers,
      schema: {
        operationId: 'countBackofficeOrders',
        tags,
        summary: "How many orders each of the queue's tabs holds",
        description:
          'Orders per status and per to_ship step (placed, confirmed, packed), with the same filters as the queue (paymentMethod, paymentStatus, from, to, q); plus, unfiltered, the cancellation and return requests waiting for a decision and the manual refunds still to make.',
        querystring: orderQueueCountsQuery,
        response: { 200: itemOf(orderQueueCountsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await orderHandling.counts(request.query) }),
  );

  r.get(
    '/backoffice/orders/:id',
    {
      preHandler: handlers,
      schema: {
        operationId: 'getBackofficeOrder',
        tags,
        summary:
          "An order's page: lines, shopper, payment, history, refunds, requests and the moves it allows",
        description:
          'The order with its lines, its shopper (name, e-mail, phone) and address, its KHQR payments, its history (who did what and when), its refunds, its cancellation or cancellation request and its return request, and allowedActions: the buttons to show (never ship while a cancellation request waits). Answers 404 order.not_found.',
        params: idParam,
        response: { 200: itemOf(backofficeOrderSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await orderHandling.detail(request.params.id) }),
  );

  const moves: {
    action: Exclude<StaffOrderAction, 'ship' | 'cancel'>;
    summary: string;
    description: string;
  }[] = [
    {
      action: 'confirm',
      summary: 'Confirm an order (to_ship: placed → confirmed)',
      description:
        'The shop accepts the order and will prepare it. From now on a shopper who wants to cancel sends a request the handler decides. Writes order.confirm to the audit log and the order history.',
    },
    {
      action: 'pack',
      summary: 'Mark an order packed (to_ship: confirmed → packed)',
      description:
        'The parcel is ready for the carrier. Writes order.pack to the audit log and the order history.',
    },
    {
      action: 'deliver',
      summary: 'Mark an order delivered (shipping → delivered); cash on delivery becomes paid',
      description:
        "The parcel reached the shopper. An unpaid order (cash on delivery) is captured: it becomes paid, paidAt now. The shopper is mailed (order_delivered, in the order's language); the 7-day return window starts. Writes order.deliver to the audit log and the order history.",
    },
  ];
  for (const move of moves) {
    r.post(
      `/backoffice/orders/:id/${move.action}`,
      {
        preHandler: handlers,
        schema: {
          operationId: `${move.action}Order`,
          tags,
          summary: move.summary,
          description: `${move.description} ${TRANSITION_409} Answers the order's page.`,
          params: idParam,
          response: { 200: itemOf(backofficeOrderSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await orderHandling.act(request.staff!, request.params.id, move.action),
      }),
    );
  }

  r.post(
    '/backoffice/orders/:id/ship',
    {
      preHandler: handlers,
      schema: {
        operationId: 'shipOrder',
        tags,
        summary: 'Ship an order with its carrier and tracking number (to_ship: packed → shipping)',
        description: `The parcel left with the carrier: carrier (1 to 60 characters) and trackingNumber (1 to 60 letters, digits and hyphens) are kept on the order, shown to the shopper on their order page and mailed to them (order_shipped, in the order's language). Of two handlers shipping the same order at once one wins, the other gets the 409. While the shopper's cancellation request waits, answers 409 order.cancellation_pending (decide it first). ${TRANSITION_409} Writes order.ship to the audit log and the order history. Answers the order's page.`,
        params: idParam,
        body: shipOrderBody,
        response: { 200: itemOf(backofficeOrderSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await orderHandling.act(request.staff!, request.params.id, 'ship', request.body),
    }),
  );

  r.post(
    '/backoffice/orders/:id/cancel',
    {
      preHandler: handlers,
      schema: {
        operationId: 'cancelOrderByStaff',
        tags,
        summary: 'Cancel an order with a reason (pending payment or to ship), restocking and refunding it',
        description: `The shop cancels an order that has not shipped: the items go back in stock, a pending KHQR code stops, and what was paid is refunded once through its payment's provider (wallet: credited at once; card (demo): at once; KHQR: a manual refund to make, listed in GET /api/backoffice/refunds). The reason (3 to 500 characters) is the shopper's to read (cancellations page, order_cancelled e-mail). A waiting cancellation request of the shopper is approved by it. ${TRANSITION_409} Writes order.cancel to the audit log and the order history. Answers the order's page.`,
        params: idParam,
        body: staffCancelOrderBody,
        response: { 200: itemOf(backofficeOrderSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await orderHandling.act(request.staff!, request.params.id, 'cancel', request.body),
    }),
  );

  // ---------------------------------------------------------------------------------------------
  // Returns

  r.get(
    '/backoffice/returns',
    {
      preHandler: handlers,
      schema: {
        operationId: 'listBackofficeReturns',
        tags,
        summary: "Shoppers' return requests, newest first",
        description:
          "Every return request with its lines, photos (staff URLs), the refund approving it would make (or made) and the decision. Filters: status (requested: the ones waiting), q (an order number, the shopper's e-mail or name).",
        querystring: backofficeReturnListQuery,
        response: { 200: listOf(backofficeReturnSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage, status, q } = request.query;
      const { items, total } = await orderHandling.returns(request.query);
      return {
        data: items,
        ...pageOf({ path: '/api/backoffice/returns', query: { status, q, perPage }, page, perPage, total }),
      };
    },
  );

  r.get(
    '/backoffice/returns/:id',
    {
      preHandler: handlers,
      schema: {
        operationId: 'getBackofficeReturn',
        tags,
        summary: 'One return request',
        description:
          'The return request with its lines, photos, refund and decision. Answers 404 return.not_found.',
        params: idParam,
        response: { 200: itemOf(backofficeReturnSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await orderHandling.returnRequest(request.params.id) }),
  );

  r.post(
    '/backoffice/returns/:id/approve',
    {
      preHandler: handlers,
      schema: {
        operationId: 'approveReturn',
        tags,
        summary: 'Approve a return: restock the returned items and refund their share',
        description:
          "The returned quantities go back in stock (stock movement returned, noted with the order number) and the returned lines' share is refunded once through the order's payment: each line's total × returned / bought quantity (scaled down by a voucher's share of the items). Delivery fees are not refunded, unless every item of the order comes back: then the whole total is. The return becomes refunded when the money is back at once (wallet, demo card), approved while a manual refund (KHQR or bank transfer, cash) is still to make, completed when nothing was paid. The shopper is mailed (return_decided, and refund_issued once refunded). A decided return answers 409 return.already_decided: of many approvals at once exactly one refunds. Writes return.approve to the audit log.",
        params: idParam,
        body: approveRequestBody,
        response: { 200: itemOf(backofficeReturnSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await orderHandling.approveReturn(request.staff!, request.params.id, request.body.note || null),
    }),
  );

  r.post(
    '/backoffice/returns/:id/reject',
    {
      preHandler: handlers,
      schema: {
        operationId: 'rejectReturn',
        tags,
        summary: 'Reject a return with a reason: the order is delivered again',
        description:
          'The return becomes rejected with the reason (3 to 500 characters, shown to the shopper on their returns page and mailed: return_decided); the order goes back to delivered. Nothing is restocked or refunded. A decided return answers 409 return.already_decided. Writes return.reject to the audit log.',
        params: idParam,
        body: rejectRequestBody,
        response: { 200: itemOf(backofficeReturnSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await orderHandling.rejectReturn(request.staff!, request.params.id, request.body.reason),
    }),
  );

  r.get(
    '/backoffice/returns/:id/photos/:name',
    {
      preHandler: handlers,
      schema: {
        operationId: 'getBackofficeReturnPhoto',
        tags,
        summary: 'A photo of a return request, for staff',
        description:
          'The image bytes (JPEG, PNG or WebP) of a photo of the return request. A name the request does not hold answers 404 photo.not_found.',
        params: backofficeReturnPhotoParams,
        response: { 200: photoAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const photo = await orderHandling.returnPhoto(request.params.id, request.params.name);
      if (!photo) throw notFound('photo.not_found');
      return reply
        .type(photo.type)
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.bytes);
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Cancellations

  r.get(
    '/backoffice/cancellations',
    {
      preHandler: handlers,
      schema: {
        operationId: 'listBackofficeCancellations',
        tags,
        summary: "Cancellations and shoppers' cancellation requests, newest first",
        description:
          "Every cancellation (by the shopper or the shop) and every request to cancel a confirmed or packed order (status requested: the ones to decide), with the refund and the decision. Filters: status, q (an order number, the shopper's e-mail or name).",
        querystring: backofficeCancellationListQuery,
        response: { 200: listOf(backofficeCancellationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage, status, q } = request.query;
      const { items, total } = await orderHandling.cancellations(request.query);
      return {
        data: items,
        ...pageOf({
          path: '/api/backoffice/cancellations',
          query: { status, q, perPage },
          page,
          perPage,
          total,
        }),
      };
    },
  );

  r.get(
    '/backoffice/cancellations/:id',
    {
      preHandler: handlers,
      schema: {
        operationId: 'getBackofficeCancellation',
        tags,
        summary: 'One cancellation or cancellation request',
        description: 'With its order, refund and decision. Answers 404 cancellation.not_found.',
        params: idParam,
        response: { 200: itemOf(backofficeCancellationSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await orderHandling.cancellation(request.params.id) }),
  );

  r.post(
    '/backoffice/cancellations/:id/approve',
    {
      preHandler: handlers,
      schema: {
        operationId: 'approveCancellation',
        tags,
        summary: "Approve a shopper's cancellation request: cancel, restock and refund the order",
        description:
          "The order is cancelled (the cancel move: restock, a pending KHQR code stops) and what was paid is refunded once through its payment's provider; the cancellation becomes refunded (money back at once), approved (a manual refund to make) or completed (nothing was paid). The shopper is mailed (order_cancelled, refund_issued). A decided request answers 409 cancellation.already_decided. Writes cancellation.approve to the audit log.",
        params: idParam,
        body: approveRequestBody,
        response: { 200: itemOf(backofficeCancellationSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await orderHandling.approveCancellation(
        request.staff!,
        request.params.id,
        request.body.note || null,
      ),
    }),
  );

  r.post(
    '/backoffice/cancellations/:id/reject',
    {
      preHandler: handlers,
      schema: {
        operationId: 'rejectCancellation',
        tags,
        summary: "Reject a shopper's cancellation request with a reason: the order goes on",
        description:
          "The request becomes rejected with the reason (3 to 500 characters, shown on the shopper's cancellations page); the order is unchanged and can be shipped. A decided request answers 409 cancellation.already_decided. Writes cancellation.reject to the audit log.",
        params: idParam,
        body: rejectRequestBody,
        response: { 200: itemOf(backofficeCancellationSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await orderHandling.rejectCancellation(request.staff!, request.params.id, request.body.reason),
    }),
  );

  // ---------------------------------------------------------------------------------------------
  // Refunds

  r.get(
    '/backoffice/refunds',
    {
      preHandler: handlers,
      schema: {
        operationId: 'listRefunds',
        tags,
        summary: 'Refunds, newest first: the manual ones still to make (status pending) and the done ones',
        description:
          'Every refund of a cancellation or a return (at most one each). pending: a KHQR or bank transfer, or cash, the shop still has to send (then record it with POST …/refunds/{id}/complete); succeeded: the money is back.',
        querystring: refundListQuery,
        response: { 200: listOf(refundSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage, status } = request.query;
      const { items, total } = await orderHandling.refunds(request.query);
      return {
        data: items,
        ...pageOf({ path: '/api/backoffice/refunds', query: { status, perPage }, page, perPage, total }),
      };
    },
  );

  r.post(
    '/backoffice/refunds/:id/complete',
    {
      preHandler: handlers,
      schema: {
        operationId: 'completeRefund',
        tags,
        summary: 'Record a manual refund as done, with the transfer reference',
        description:
          "The staff member sent the money (a KHQR or bank transfer from the shop's bank app, or cash) and records its reference (3 to 100 characters): the refund succeeds, its cancellation or return becomes refunded, the order becomes refunded once refunds cover its total, and the shopper is mailed (refund_issued). A refund already done answers 409 refund.already_completed; 404 refund.not_found. Writes refund.complete to the audit log.",
        params: idParam,
        body: completeRefundBody,
        response: { 200: itemOf(refundSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await orderHandling.completeRefund(request.staff!, request.params.id, request.body.reference),
    }),
  );
}
