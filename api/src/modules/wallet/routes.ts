import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { invalidInput } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { Database } from '../../db/client';
import { khqrPaymentSchema } from '../orders/schemas';
import type { KhqrMerchant } from '../payments/khqr';
import { createKhqrPayment, paymentView } from '../payments/service';
import type { WalletService } from './service';

const MAX_TOP_UP = 1000;

export async function walletRoutes(
  app: FastifyInstance,
  { wallet, db, merchant }: { wallet: WalletService; db: Database; merchant: KhqrMerchant },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wallet',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: "The shopper's wallet balance",
        response: {
          200: itemOf(z.object({ balance: z.number(), currency: z.literal('USD') })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: { balance: await wallet.balance(request.auth!.userId), currency: 'USD' as const },
    }),
  );

  r.get(
    '/wallet/transactions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Top-ups, payments and refunds, newest first',
        querystring: z.object({
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
        response: {
          200: listOf(
            z.object({
              id: z.number().int(),
              amount: z.number(),
              kind: z.enum(['top_up', 'payment', 'refund']),
              reference: z.string(),
              createdAt: z.string(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await wallet.transactions(request.auth!.userId, page, perPage);
      return {
        data: rows,
        ...pageOf({
          path: '/api/wallet/transactions',
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
    '/wallet/top-ups',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Top up by KHQR: answers the QR payment; the wallet is credited once it is paid',
        body: z.object({
          amount: z
            .number(code('number.not_a_number'))
            .min(1, code('wallet.top_up_too_small'))
            .refine((value) => Math.round(value * 100) === value * 100, code('wallet.amount_decimals'))
            // The largest top-up is checked by the handler, whose answer can show it as money
            // ($1000.00): a schema check passes on only the bare limit. Documented here all the same.
            .meta({ maximum: MAX_TOP_UP }),
        }),
        response: { 201: itemOf(khqrPaymentSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      if (request.body.amount > MAX_TOP_UP) {
        throw invalidInput({
          amount: { code: 'wallet.top_up_too_large', params: { amount: MAX_TOP_UP.toFixed(2) } },
        });
      }
      const payment = await createKhqrPayment(db, merchant, {
        userId,
        purpose: 'top_up',
        amount: request.body.amount,
        billNumber: `TOPUP-${userId}-${Date.now()}`,
      });
      return reply.status(201).send({ data: paymentView(payment) });
    },
  );
}
