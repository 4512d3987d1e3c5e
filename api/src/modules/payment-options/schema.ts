import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { CARD_BRANDS } from '@storefront/shared/contract/payment-options';
import { users } from '../auth/schema';

/**
 * Saved cards: only what a shopper needs to recognise one. The full number is never sent to the
 * API, let alone stored: the browser derives brand and last four digits.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holder: text('holder').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_cards_user_idx').on(t.userId)],
);
