import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  backofficeKhqrPaymentSchema,
  backofficePaymentsQuery,
  khqrPaymentSchema,
  paymentModesSchema,
  paymentReceivedBody,
} from '@storefront/shared/contract/payments';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import type { OrderService } from '../orders/service';
import type { PaymentsBackofficeService } from './backoffice-service';
import type { PaymentService } from './service';

export async function paymentRoutes(
  app: FastifyInstance,
  {
    payments,
    orders,
    backoffice,
  }: { payments: PaymentService; orders: OrderService; backoffice: PaymentsBackofficeService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const handlers = app.requireStaff('owner', 'order_handler');

  r.get(
    '/payments/mode',
    {
      schema: {
        operationId: 'getPaymentModes',
        tags: ['payments'],
        summary: 'Whether KHQR and card payments are real (live) or a demo',
        description:
          'Public, for checkout and the back office to say so on screen. khqr is live when the API has Bakong credentials (the poller confirms payments with Bakong), demo otherwise (no real money moves; a staff member marks a KHQR payment received). card is demo while only the saved test card is accepted.',
        response: { 200: itemOf(paymentModesSchema), ...errorResponses },
      },
    },
    async () => ({ data: backoffice.modes() }),
  );

  r.get(
    '/backoffice/payments',
    {
      preHandler: handlers,
      schema: {
        operationId: 'listBackofficePayments',
        tags: ['backoffice-payments'],
        summary: 'KHQR payments by state (pending by default), with what the poller last saw',
        description:
          "Order and wallet top-up KHQR payments in one state: pending ones soonest-expiring first, others newest first. Each carries its order number, amount, expiry, MD5, the mode (live: Bakong confirms it by itself; demo: a staff member marks it received), and the poller's last check.",
        querystring: backofficePaymentsQuery,
        response: { 200: listOf(backofficeKhqrPaymentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await backoffice.list(request.query);
      return {
        data: rows,
        ...pageOf({
          path: '/api/backoffice/payments',
          query: request.query,
          page: request.query.page,
          perPage: request.query.perPage,
          total,
        }),
      };
    },
  );

  r.post(
    '/backoffice/payments/:id/received',
    {
      preHandler: handlers,
      schema: {
        operationId: 'markPaymentReceived',
        tags: ['backoffice-payments'],
        summary:
          'Demo mode: mark a KHQR payment received (its order moves to to_ship, or its top-up credits the wallet)',
        description:
          'Only while KHQR runs in demo mode (no Bakong credentials): a staff member who saw the money marks the payment paid, with an optional note; the change is written to the audit log (payment.mark_received). In live mode Bakong confirms payments and this answers 409 payment.live_mode. An unknown payment answers 404 payment.not_found; one whose time ran out 409 payment.expired; one already paid or cancelled 409 payment.not_pending.',
        params: idParam,
        body: paymentReceivedBody,
        response: { 200: itemOf(khqrPaymentSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await backoffice.markReceived(request.staff!, request.params.id, request.body.note || undefined),
    }),
  );

  r.get(
    '/payments/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getPayment',
        tags: ['payments'],
        summary: "One of the shopper's KHQR payments (poll its status)",
        description:
          "For the signed-in shopper, who polls it until it is paid, expired or cancelled. A code whose time ran out is expired (and its order cancelled) before it is answered; another shopper's payment answers 404 payment.not_found.",
        params: idParam,
        response: { 200: itemOf(khqrPaymentSchema), ...errorResponses },
      },
    },
    async (request) => {
      // A code whose time ran out is expired (its order cancelled) before the poll is answered.
      await orders.expireDuePayment(request.auth!.userId, request.params.id);
      return { data: await payments.mine(request.auth!.userId, request.params.id) };
    },
  );
}
