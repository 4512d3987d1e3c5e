import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { errorResponses, itemOf } from '../../lib/schemas';
import type { VoucherService } from './service';

export async function voucherRoutes(app: FastifyInstance, { vouchers }: { vouchers: VoucherService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/vouchers/validate',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vouchers'],
        summary:
          'Whether a voucher applies to an items total (after product discounts), and how much it takes off',
        body: z.object({
          code: z
            .string(code('voucher.code_required'))
            .trim()
            .min(1, code('voucher.code_required'))
            .max(40, code('voucher.code_too_long')),
          amount: z.number(code('number.not_a_number')).nonnegative(code('number.negative')),
        }),
        response: {
          200: itemOf(
            z.object({
              code: z.string(),
              kind: z.enum(['percent', 'fixed']),
              value: z.number(),
              minSpend: z.number(),
              discount: z.number(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await vouchers.validate(request.body.code, request.body.amount) }),
  );
}
