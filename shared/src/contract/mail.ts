import { z } from 'zod';
import { code } from './error-codes';
import { named } from './registry';

// The outbox (`/api/operator/outbox`): every e-mail the shop sent, for operators (support, demos,
// browser tests).

/** The longest e-mail address (RFC 5321 path limit). */
export const OUTBOX_ADDRESS_MAX_LENGTH = 254;

/** Query parameters are listed one by one in the document, so this is not a named component. */
export const outboxQuerySchema = z.object({
  to: z
    .string()
    .email(code('mail.to_invalid'))
    .max(OUTBOX_ADDRESS_MAX_LENGTH)
    .describe('The recipient address (case-insensitive)'),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxEmailSchema = named(
  'OutboxEmail',
  z.object({
    id: z.number().int(),
    to: z.string().describe('The recipient, lower-cased'),
    subject: z.string(),
    text: z.string().describe('The plain-text body'),
    createdAt: z.iso.datetime().describe('When the shop sent it (ISO 8601, UTC)'),
  }),
);
export type OutboxEmail = z.output<typeof outboxEmailSchema>;

export const outboxEmailsSchema = z.object({ data: z.array(outboxEmailSchema) });
