import {
  AFTER_SALES_STATUSES,
  CANCELLATION_INITIATORS,
  REFUND_DESTINATIONS,
} from '@storefront/shared/contract/after-sales';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { users } from '../auth/schema';
import { orderLines, orders } from '../orders/schema';

/**
 * A cancelled order (the shopper's reason, or the staff's) and what happened to the money; or the
 * shopper's request to cancel a confirmed or packed order (status requested) until the shop
 * decides. At most one per order that is not rejected (a rejected request leaves room for another).
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: AFTER_SALES_STATUSES }).notNull(),
    refundAmount: money('refund_amount').notNull().default(0),
    refundedTo: text('refunded_to', { enum: REFUND_DESTINATIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    initiatedBy: text('initiated_by', { enum: CANCELLATION_INITIATORS }).notNull().default('shopper'),
    /** The staff's decision on a request: the reason of a rejection, the note of an approval. */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('cancellations_user_idx').on(t.userId, t.id),
    uniqueIndex('cancellations_order_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'rejected'`),
    index('cancellations_status_idx').on(t.status, t.id),
  ],
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
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('returns_user_idx').on(t.userId, t.id), index('returns_status_idx').on(t.status, t.id)],
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
