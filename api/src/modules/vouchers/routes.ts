import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, itemOf } from '../../lib/schemas';
import type { VoucherService } from './service';

export async function voucherRoutes(app: FastifyInstance, { vouchers }: { vouchers: VoucherService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/vouchers/validate', {
    preHandler: app.requireUser,
    schema: {
      tags: ['vouchers'],
      summary: 'Whether a voucher applies to an items total (after product discounts), and how much it takes off',
      body: z.object({
        code: z.string({ message: 'Enter a voucher code.' }).trim().min(1, { message: 'Enter a voucher code.' }).max(40, { message: 'This voucher code is too long.' }),
        amount: z.number({ message: 'amount must be a number' }).nonnegative({ message: 'amount cannot be negative' }),
      }),
      response: {
        200: itemOf(z.object({ code: z.string(), kind: z.enum(['percent', 'fixed']), value: z.number(), minSpend: z.number(), discount: z.number() })),
        ...errorResponses,
      },
    },
  }, async (request) => ({ data: await vouchers.validate(request.body.code, request.body.amount) }));
}
