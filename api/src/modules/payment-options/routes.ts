import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newCardBody,
  paymentOptionIdParam,
  paymentOptionRemovedSchema,
  paymentOptionSchema,
} from '@storefront/shared/contract/payment-options';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { PaymentOptionsService } from './service';

export async function paymentOptionRoutes(
  app: FastifyInstance,
  { paymentOptions }: { paymentOptions: PaymentOptionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment-options'];

  r.get(
    '/payment-options',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listPaymentOptions',
        tags,
        summary: 'Cash on delivery, wallet, KHQR and saved cards, with the default marked',
        description:
          'For the signed-in shopper: the three built-in options, then their saved cards (expired ones marked), always on one page. Exactly one is the default; cash on delivery until the shopper chooses.',
        response: { 200: listOf(paymentOptionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const options = await paymentOptions.list(request.auth!.userId);
      // Three built-in options and at most ten cards: always one page.
      return {
        data: options,
        ...pageOf({
          path: '/api/payment-options',
          query: {},
          page: 1,
          perPage: options.length,
          total: options.length,
          totalIsEstimate: false,
          hasNext: false,
        }),
      };
    },
  );

  r.post(
    '/payment-options',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'addPaymentCard',
        tags,
        summary: 'Save a card: brand, last four digits, expiry and holder only (never the full number)',
        description:
          'For the signed-in shopper. Any other field (a card number, a CVC) is refused with 400 card.number_refused; an expired card or an eleventh card answers 400 (card.expired, card.limit_reached) and the same card saved twice 409 card.duplicate.',
        body: newCardBody,
        response: { 201: itemOf(paymentOptionSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await paymentOptions.addCard(request.auth!.userId, request.body) }),
  );

  r.put(
    '/payment-options/:id/default',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'setDefaultPaymentOption',
        tags,
        summary: 'Make a payment option the default',
        description:
          "For the signed-in shopper: a built-in option or one of their saved cards. An expired card answers 400 card.expired_choose_other; another shopper's card 404 payment_option.not_found.",
        params: paymentOptionIdParam,
        response: { 200: itemOf(paymentOptionSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await paymentOptions.setDefault(request.auth!.userId, request.params.id) }),
  );

  r.delete(
    '/payment-options/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'removePaymentOption',
        tags,
        summary: 'Remove a saved card',
        description:
          "For the signed-in shopper: a removed default falls back to cash on delivery. Built-in options cannot be removed (400 payment_option.not_removable); another shopper's card answers 404 payment_option.not_found.",
        params: paymentOptionIdParam,
        response: { 200: paymentOptionRemovedSchema, ...errorResponses },
      },
    },
    async (request) => {
      await paymentOptions.remove(request.auth!.userId, request.params.id);
      return { data: null };
    },
  );
}
