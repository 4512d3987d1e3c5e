import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { errorResponses } from '../../lib/schemas';
import type { Mailer } from './service';

/** Operator-only: read the outbox (support, demos, browser tests). */
export async function mailRoutes(app: FastifyInstance, { mailer }: { mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/operator/outbox',
    {
      preHandler: app.requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Messages sent to an address, newest first (needs the X-Operator-Token header)',
        querystring: z.object({ to: z.string().email(code('mail.to_invalid')) }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                createdAt: z.date(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await mailer.sentTo(request.query.to) }),
  );
}
