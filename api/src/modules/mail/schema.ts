import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailTemplate, OutboxStatus } from '@storefront/shared/rules';
import type { ApiLanguage } from '../../lib/request-language';

/**
 * Every e-mail the shop sends, kept whether or not SMTP delivered it: the outbox is what support
 * reads when a shopper says "I never got my code", what the dispatcher delivers from (retrying with
 * backoff, see dispatcher.ts), and what tests read instead of a mailbox. Rows are never deleted.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Which template wrote it; null for messages older than the templates. */
    template: text('template').$type<MailTemplate>(),
    language: text('language').$type<ApiLanguage>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    /** Delivery tries made (counted when a dispatcher claims the message). */
    attempts: integer('attempts').notNull().default(0),
    /** A pending message is not tried before this (the backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A `sending` message belongs to the dispatcher that claimed it until then (its lease). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it (status sent), or it was written to the log (logged). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to, t.createdAt),
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_emails_status_idx').on(t.status, t.id),
    index('outbox_emails_template_idx').on(t.template, t.id),
  ],
);
