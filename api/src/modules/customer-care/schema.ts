import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/** The kinds whose replies go out by e-mail (a thread's replies are messages in the thread). */
export const MAILED_CARE_KINDS = [
  'ticket',
  'feedback',
  'seller_application',
  'affiliate_application',
  'job_application',
] as const;

/** A staff member's reply to a ticket, feedback or an application, mailed to the requester. */
export const careReplies = pgTable(
  'care_replies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: MAILED_CARE_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_replies_item_idx').on(t.kind, t.itemId, t.id),
    check(
      'care_replies_kind_check',
      sql`${t.kind} in ('ticket', 'feedback', 'seller_application', 'affiliate_application', 'job_application')`,
    ),
  ],
);
