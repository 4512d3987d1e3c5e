import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParam, itemOf } from '../../lib/schemas';
import type { OrderService } from '../orders/service';
import { khqrPaymentSchema } from '../orders/schemas';
import type { PaymentService } from './service';

export async function paymentRoutes(app: FastifyInstance, { payments, orders }: { payments: PaymentService; orders: OrderService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/payments/:id', {
    preHandler: app.requireUser,
    schema: { tags: ['payments'], summary: "One of the shopper's KHQR payments (poll its status)", params: idParam, response: { 200: itemOf(khqrPaymentSchema), ...errorResponses } },
  }, async (request) => {
    // A code whose time ran out is expired (its order cancelled) before the poll is answered.
    await orders.expireDuePayment(request.auth!.userId, request.params.id);
    return { data: await payments.mine(request.auth!.userId, request.params.id) };
  });

  r.post('/operator/payments/:id/paid', {
    preHandler: app.requireOperator,
    schema: {
      tags: ['operator'],
      summary: 'Simulated Bakong callback: the KHQR payment was paid (its order moves to to_ship, or its top-up credits the wallet)',
      params: idParam,
      response: { 200: itemOf(khqrPaymentSchema), ...errorResponses },
    },
  }, async (request) => ({ data: await orders.markPaymentPaid(request.params.id) }));
}
