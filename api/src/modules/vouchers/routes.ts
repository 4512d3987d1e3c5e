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
          'Checks a voucher code for the signed-in shopper against an items total without using it. Answers 400 with the reason in code and fields.code when it does not apply: voucher.unknown, voucher.expired, voucher.used_up or voucher.min_spend.',
        body: validateVoucherBody,
        response: { 200: itemOf(voucherCheckSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await vouchers.validate(request.body.code, request.body.amount) }),
  );
}
