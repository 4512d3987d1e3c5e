import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REFUND_CHANNELS, REFUND_STATUSES } from '@storefront/shared/contract/after-sales';
import { REFUND_KINDS } from '@storefront/shared/contract/order-handling';
import { PAYMENT_METHODS } from '@storefront/shared/contract/orders';
import { money } from '../../db/columns';
import { users } from '../auth/schema';
import { orders } from '../orders/schema';

/**
 * Money given back for a cancellation or an approved return: at most one per source (the unique
 * (kind, source_id) index), however often or concurrently the decision is sent. Created pending,
 * then the provider of the order's payment method refunds it: at once (wallet, card) or by a
 * transfer a staff member makes and records (KHQR, bank, cash).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REFUND_KINDS }).notNull(),
    /** The cancellation's or the return's id. */
    sourceId: integer('source_id').notNull(),
    amount: money('amount').notNull(),
    /** The order's payment method, whose provider refunds it. */
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** Where the money goes, as the provider answered; null until it answered. */
    destination: text('destination', { enum: REFUND_CHANNELS }),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The provider's own reference (a card gateway's refund id), if any. */
    providerReference: text('provider_reference'),
    /** The reference of a manual transfer, typed by the staff member who made it. */
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_source_idx').on(t.kind, t.sourceId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.id),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
