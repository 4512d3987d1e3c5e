import { outboxEmailSchema, outboxParams, outboxQuery } from '@storefront/shared/contract/mail';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { Mailer } from './service';

/** The back office's outbox (owner, support agent): every e-mail the shop sent, and "send again". */
export async function mailRoutes(app: FastifyInstance, { mailer }: { mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail'];
  const readers = app.requireStaff('owner', 'support_agent');
  const { maxAttempts, baseDelayMs, maxDelayMs } = mailer.retryPolicy;

  r.get(
    '/backoffice/outbox',
    {
      preHandler: readers,
      schema: {
        operationId: 'listOutboxEmails',
        tags,
        summary: 'The e-mails the shop sent, newest first, with their delivery state',
        description: `Every e-mail the shop wrote (order updates, refunds, codes, acknowledgements, replies), newest first, whether or not SMTP delivered it; filter by recipient (to, case-insensitive), delivery state (status) or template. A message is sent by the API's dispatcher: a failed try is retried after ${baseDelayMs / 1000} s, doubling each time up to ${maxDelayMs / 60_000} min, and after ${maxAttempts} tries it is failed (POST …/retry sends it again). Without SMTP configured (development) messages are written to the API log and shown as logged.`,
        querystring: outboxQuery,
        response: { 200: listOf(outboxEmailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { emails, total } = await mailer.list(request.query);
      return {
        data: emails,
        ...pageOf({
          path: '/api/backoffice/outbox',
          query: request.query,
          page: request.query.page,
          perPage: request.query.perPage,
          total,
        }),
      };
    },
  );

  r.post(
    '/backoffice/outbox/:id/retry',
    {
      preHandler: readers,
      schema: {
        operationId: 'retryOutboxEmail',
        tags,
        summary: 'Send a failed e-mail again',
        description:
          'Puts a message that failed every try back in the queue, due now, with its tries counted afresh; the dispatcher sends it within seconds. Writes a mail.retry entry to the audit log. Answers 404 mail.outbox_not_found for an unknown id and 409 mail.retry_not_failed when the message is not failed (pending, sending, sent or logged messages are not sent again).',
        params: outboxParams,
        response: { 200: itemOf(outboxEmailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await mailer.retry(request.staff!, request.params.id) }),
  );
}
