import { z } from 'zod';
import { MAIL_TEMPLATES, OUTBOX_STATUSES } from '../rules/outbox';
import { pageQuery } from './catalog';
import { LANGUAGES, MAX_ROW_ID } from './common';
import { code } from './error-codes';
import { named } from './registry';

// The outbox (`/api/backoffice/outbox`, owner and support agent): every e-mail the shop sends,
// kept with its delivery state. The API's dispatcher delivers each through SMTP, retrying with
// backoff; a message that failed every try waits there to be sent again.

/** The longest e-mail address (RFC 5321 path limit). */
export const OUTBOX_ADDRESS_MAX_LENGTH = 254;
/** The most messages of an outbox page. */
export const OUTBOX_PER_PAGE_MAX = 100;

/** `GET /api/backoffice/outbox` query. Not a component (query parameters). */
export const outboxQuery = pageQuery(OUTBOX_PER_PAGE_MAX, 25).extend({
  to: z
    .string()
    .trim()
    .max(OUTBOX_ADDRESS_MAX_LENGTH, code('string.too_long'))
    .email(code('mail.to_invalid'))
    .optional()
    .describe('Only messages to this address (case-insensitive)'),
  status: z
    .enum(OUTBOX_STATUSES, code('enum.not_one_of'))
    .optional()
    .describe('Only messages in this delivery state'),
  template: z
    .enum(MAIL_TEMPLATES, code('enum.not_one_of'))
    .optional()
    .describe('Only messages written from this template'),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

/** `POST /api/backoffice/outbox/:id/retry` path. */
export const outboxParams = z.object({
  id: z.coerce
    .number<number>()
    .int()
    .positive(code('id.not_positive_whole'))
    .max(MAX_ROW_ID, code('id.not_positive_whole'))
    .describe("The message's id"),
});

const isoDate = (what: string) => z.iso.datetime().describe(`${what} (ISO 8601, UTC)`);

export const outboxEmailSchema = named(
  'OutboxEmail',
  z.object({
    id: z.number().int(),
    to: z.string().describe('The recipient, lower-cased'),
    subject: z.string(),
    text: z.string().describe('The plain-text body'),
    template: z
      .enum(MAIL_TEMPLATES)
      .nullable()
      .describe('The template it was written from; null for a message older than the templates'),
    language: z.enum(LANGUAGES).nullable().describe('The language it was written in (en or kh)'),
    status: z
      .enum(OUTBOX_STATUSES)
      .describe(
        'pending: waiting for its (next) try; sending: being delivered now; sent: the SMTP server accepted it; logged: no SMTP server is configured, written to the API log instead; failed: every try failed, it can be sent again',
      ),
    attempts: z.number().int().describe('How many delivery tries were made'),
    maxAttempts: z.number().int().describe('After this many failed tries the message is failed'),
    lastError: z
      .string()
      .nullable()
      .describe("The last try's error (the SMTP server's answer), if it failed"),
    nextAttemptAt: isoDate('When a pending message is tried (again)').nullable(),
    createdAt: isoDate('When the shop wrote it'),
    sentAt: isoDate('When the SMTP server accepted it, or it was logged').nullable(),
  }),
);
export type OutboxEmail = z.output<typeof outboxEmailSchema>;
