import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Footer newsletter sign-ups; each address once, with the welcome code it was sent. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased, so the same address typed differently is one subscription. */
    email: text('email').notNull(),
    welcomeCode: text('welcome_code').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(t.email),
    uniqueIndex('newsletter_subscriptions_code_idx').on(t.welcomeCode),
  ],
);
