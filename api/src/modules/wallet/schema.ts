import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { WALLET_TRANSACTION_KINDS } from '@storefront/shared/contract/wallet';
import { money } from '../../db/columns';
import { users } from '../auth/schema';

/** One balance per shopper; the check keeps it from ever going below zero, whatever the code does. */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: money('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_non_negative', sql`${t.balance} >= 0`)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: credits positive, debits negative. */
    amount: money('amount').notNull(),
    kind: text('kind', { enum: WALLET_TRANSACTION_KINDS }).notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.id)],
);
