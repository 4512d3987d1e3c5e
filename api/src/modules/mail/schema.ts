import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the shop sends, kept whether or not SMTP delivered it: the outbox is what support
 * reads when a shopper says "I never got my code", and what tests read instead of a mailbox.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.createdAt)],
);
