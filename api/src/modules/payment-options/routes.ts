import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import { newCardBody, paymentOptionIdParam, paymentOptionSchema } from './schemas';
import type { PaymentOptionsService } from './service';

export async function paymentOptionRoutes(app: FastifyInstance, { paymentOptions }: { paymentOptions: PaymentOptionsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment options'];

  r.get('/payment-options', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'Cash on delivery, wallet, KHQR and saved cards, with the default marked', response: { 200: listOf(paymentOptionSchema), ...errorResponses } },
  }, async (request) => {
    const options = await paymentOptions.list(request.auth!.userId);
    // Three built-in options and at most ten cards: always one page.
    return { data: options, ...pageOf({ path: '/api/payment-options', query: {}, page: 1, perPage: options.length, total: options.length, totalIsEstimate: false, hasNext: false }) };
  });

  r.post('/payment-options', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'Save a card: brand, last four digits, expiry and holder only (never the full number)', body: newCardBody, response: { 201: itemOf(paymentOptionSchema), ...errorResponses } },
  }, async (request, reply) => reply.status(201).send({ data: await paymentOptions.addCard(request.auth!.userId, request.body) }));

  r.put('/payment-options/:id/default', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'Make a payment option the default', params: paymentOptionIdParam, response: { 200: itemOf(paymentOptionSchema), ...errorResponses } },
  }, async (request) => ({ data: await paymentOptions.setDefault(request.auth!.userId, request.params.id) }));

  r.delete('/payment-options/:id', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'Remove a saved card', params: paymentOptionIdParam, response: { 200: z.object({ data: z.null() }), ...errorResponses } },
  }, async (request) => {
    await paymentOptions.remove(request.auth!.userId, request.params.id);
    return { data: null };
  });
}
