import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validateVoucherBody, voucherCheckSchema } from '@storefront/shared/contract/vouchers';
import { errorResponses, itemOf } from '../../lib/schemas';
import type { VoucherService } from './service';

export async function voucherRoutes(app: FastifyInstance, { vouchers }: { vouchers: VoucherService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/vouchers/validate',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'validateVoucher',
        tags: ['vouchers'],
        summary:
          'Whether a voucher applies to an items total (after product discounts), and how much it takes off',
        description:
          'Checks a voucher code for the signed-in shopper against an items total without using it. Answers 400 with the reason in code and fields.code when it does not apply: voucher.unknown, voucher.inactive (switched off), voucher.expired, voucher.used_up, voucher.bound_to_other (bound to the e-mail of another account), voucher.first_order_only (the shopper has an order that was not cancelled), voucher.per_customer_used (orders of the shopper that were not cancelled used it as often as allowed) or voucher.min_spend.',
        body: validateVoucherBody,
        response: { 200: itemOf(voucherCheckSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await vouchers.validate({ userId: request.auth!.userId }, request.body.code, request.body.amount),
    }),
  );
}
