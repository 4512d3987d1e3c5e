import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { Database } from '../../db/client';
import { khqrPaymentSchema } from '../orders/schemas';
import type { KhqrMerchant } from '../payments/khqr';
import { createKhqrPayment, paymentView } from '../payments/service';
import type { WalletService } from './service';

const MAX_TOP_UP = 1000;

export async function walletRoutes(app: FastifyInstance, { wallet, db, merchant }: { wallet: WalletService; db: Database; merchant: KhqrMerchant }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/wallet', {
    preHandler: app.requireUser,
    schema: { tags: ['wallet'], summary: "The shopper's wallet balance", response: { 200: itemOf(z.object({ balance: z.number(), currency: z.literal('USD') })), ...errorResponses } },
  }, async (request) => ({ data: { balance: await wallet.balance(request.auth!.userId), currency: 'USD' as const } }));

  r.get('/wallet/transactions', {
    preHandler: app.requireUser,
    schema: {
      tags: ['wallet'],
      summary: 'Top-ups, payments and refunds, newest first',
      querystring: z.object({
        page: z.coerce.number({ message: 'page must be a number' }).int().min(1, { message: 'page must be at least 1' }).default(1),
        perPage: z.coerce.number({ message: 'perPage must be a number' }).int().min(1).max(50, { message: 'perPage is at most 50' }).default(10),
      }),
      response: {
        200: listOf(z.object({ id: z.number().int(), amount: z.number(), kind: z.enum(['top_up', 'payment', 'refund']), reference: z.string(), createdAt: z.string() })),
        ...errorResponses,
      },
    },
  }, async (request) => {
    const { page, perPage } = request.query;
    const { rows, total } = await wallet.transactions(request.auth!.userId, page, perPage);
    return { data: rows, ...pageOf({ path: '/api/wallet/transactions', query: { perPage }, page, perPage, total, totalIsEstimate: false, hasNext: page * perPage < total }) };
  });

  r.post('/wallet/top-ups', {
    preHandler: app.requireUser,
    schema: {
      tags: ['wallet'],
      summary: 'Top up by KHQR: answers the QR payment; the wallet is credited once it is paid',
      body: z.object({
        amount: z
          .number({ message: 'amount must be a number' })
          .min(1, { message: 'The smallest top-up is $1.00.' })
          .max(MAX_TOP_UP, { message: `The largest top-up is $${MAX_TOP_UP.toFixed(2)}.` })
          .refine((value) => Math.round(value * 100) === value * 100, { message: 'amount has at most two decimals' }),
      }),
      response: { 201: itemOf(khqrPaymentSchema), ...errorResponses },
    },
  }, async (request, reply) => {
    const userId = request.auth!.userId;
    const payment = await createKhqrPayment(db, merchant, { userId, purpose: 'top_up', amount: request.body.amount, billNumber: `TOPUP-${userId}-${Date.now()}` });
    return reply.status(201).send({ data: paymentView(payment) });
  });
}
