import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { KHQR_PAYMENT_PURPOSES, KHQR_PAYMENT_STATUSES } from '@storefront/shared/contract/payments';
import { money } from '../../db/columns';
import { users } from '../auth/schema';
import { orders } from '../orders/schema';

/** A KHQR (Bakong) payment request: for an order, or for a wallet top-up. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: KHQR_PAYMENT_PURPOSES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['khqr'] })
      .notNull()
      .default('khqr'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The KHQR payload string (what the QR code encodes) and its MD5, which Bakong uses to look it up. */
    qrString: text('qr_string').notNull(),
    md5: text('md5').notNull(),
    status: text('status', { enum: KHQR_PAYMENT_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The KHQR poller's bookkeeping (poller.ts): when Bakong is next asked (null: at once), how
    // often it was asked, when and why the last answer did not confirm it, and Bakong's own
    // transaction hash once it saw the money (one bank transaction pays one payment).
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkCount: integer('check_count').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastCheckError: text('last_check_error'),
    bankHash: text('bank_hash'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_user_idx').on(t.userId, t.id),
    index('payments_md5_idx').on(t.md5),
    index('payments_due_idx').on(t.status, t.nextCheckAt),
    uniqueIndex('payments_bank_hash_idx')
      .on(t.bankHash)
      .where(sql`${t.bankHash} is not null`),
  ],
);
