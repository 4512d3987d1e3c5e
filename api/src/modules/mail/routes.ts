import { outboxEmailsSchema, outboxQuerySchema } from '@storefront/shared/contract/mail';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
        operationId: 'listOutboxEmails',
        tags: ['operator'],
        summary: 'Messages sent to an address, newest first (needs the X-Operator-Token header)',
        description:
          'For operators only (support, demos, browser tests): the latest 20 e-mails the shop sent to an address, newest first, whether or not SMTP delivered them. Answers 403 operator.token_invalid without the right X-Operator-Token header, and 404 when the API has no operator token configured.',
        querystring: outboxQuerySchema,
        response: { 200: outboxEmailsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const emails = await mailer.sentTo(request.query.to);
      return {
        data: emails.map(({ id, to, subject, text, createdAt }) => ({
          id,
          to,
          subject,
          text,
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  );
}
