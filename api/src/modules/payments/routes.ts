import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { khqrPaymentSchema } from '@storefront/shared/contract/payments';
import { errorResponses, idParam, itemOf } from '../../lib/schemas';
import type { OrderService } from '../orders/service';
import type { PaymentService } from './service';

export async function paymentRoutes(
  app: FastifyInstance,
  { payments, orders }: { payments: PaymentService; orders: OrderService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  r.post(
    '/operator/payments/:id/paid',
    {
      preHandler: app.requireOperator,
      schema: {
        operationId: 'markPaymentPaid',
        tags: ['operator'],
        summary:
          'Simulated Bakong callback: the KHQR payment was paid (its order moves to to_ship, or its top-up credits the wallet)',
        description:
          'For operators only (403 otherwise). A payment that is no longer pending answers 409: payment.expired once its time ran out, payment.not_pending when already paid or cancelled.',
        params: idParam,
        response: { 200: itemOf(khqrPaymentSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await orders.markPaymentPaid(request.params.id) }),
  );
}
