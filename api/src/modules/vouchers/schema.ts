import { boolean, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { VOUCHER_KINDS } from '@storefront/shared/contract/vouchers';

export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; shoppers may type it in any case. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: VOUCHER_KINDS }).notNull(),
  /** Percentage (1–100) for 'percent', dollars for 'fixed'. */
  value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  minSpend: money('min_spend').notNull().default(0),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** Null = unlimited. */
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  /** How many orders one shopper may use it on; null = no limit per shopper. */
  perCustomerLimit: integer('per_customer_limit'),
  /** Only on a shopper's first order. */
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  /** Bound to one shopper's e-mail (lower-cased): the newsletter's welcome code. Null = anyone. */
  boundEmail: text('bound_email'),
  isActive: boolean('is_active').notNull().default(true),
  /** Bumped on every staff edit: a save carrying an older version is refused (409). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
