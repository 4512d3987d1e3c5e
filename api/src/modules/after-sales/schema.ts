import { AFTER_SALES_STATUSES, REFUND_DESTINATIONS } from '@storefront/shared/contract/after-sales';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { users } from '../auth/schema';
import { orderLines, orders } from '../orders/schema';

/** One per cancelled order, with the shopper's reason and what happened to the money. */
export const cancellations = pgTable(
  'cancellations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: AFTER_SALES_STATUSES }).notNull(),
    refundAmount: money('refund_amount').notNull().default(0),
    refundedTo: text('refunded_to', { enum: REFUND_DESTINATIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cancellations_user_idx').on(t.userId, t.id)],
);

/** A return request for a delivered order (one per order), with the shopper's reason and photos. */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: AFTER_SALES_STATUSES }).notNull().default('requested'),
    /** Stored file names under the uploads folder (never the client's names). */
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('returns_user_idx').on(t.userId, t.id)],
);

/** Which lines of the order go back, and how many of each. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
