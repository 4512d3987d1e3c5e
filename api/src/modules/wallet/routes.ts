import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_TOP_UP,
  walletSchema,
  walletTopUpBody,
  walletTransactionSchema,
  walletTransactionsQuery,
} from '@storefront/shared/contract/wallet';
import { khqrPaymentSchema } from '@storefront/shared/contract/payments';
import { invalidInput } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { Database } from '../../db/client';
import type { KhqrMerchant } from '../payments/khqr';
import { createKhqrPayment, paymentView } from '../payments/service';
import type { WalletService } from './service';

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
        operationId: 'getWallet',
        tags: ['wallet'],
        summary: "The shopper's wallet balance",
        description: 'For the signed-in shopper: 0 before their first top-up.',
        response: { 200: itemOf(walletSchema), ...errorResponses },
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
        operationId: 'listWalletTransactions',
        tags: ['wallet'],
        summary: 'Top-ups, payments and refunds, newest first',
        description: "For the signed-in shopper: their own wallet's movements, a page at a time.",
        querystring: walletTransactionsQuery,
        response: { 200: listOf(walletTransactionSchema), ...errorResponses },
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
        }),
      };
    },
  );

  r.post(
    '/wallet/top-ups',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'createWalletTopUp',
        tags: ['wallet'],
        summary: 'Top up by KHQR: answers the QR payment; the wallet is credited once it is paid',
        description:
          'For the signed-in shopper: answers a pending KHQR payment for the amount; poll GET /api/payments/{id} until it is paid. An amount under $1, over $1000 or with more than two decimals answers 400.',
        body: walletTopUpBody,
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
