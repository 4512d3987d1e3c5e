import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { CARE_STATUSES } from '@storefront/shared/rules';
import { users } from '../auth/schema';

/**
 * The care fields every item of the customer-care inbox carries (threads, tickets, feedback and the
 * three applications): where it stands for the support team, who works on it, when staff last read
 * it (null: unread), when it was closed, and the requester's language when they wrote.
 */
export const careColumns = () => ({
  careStatus: text('care_status', { enum: CARE_STATUSES }).notNull().default('new'),
  assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  readAt: timestamp('read_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  language: text('language', { enum: ['en', 'kh'] })
    .notNull()
    .default('en'),
});

/** The newest message or reply of an item that is not a thread (threads have `last_message_at`). */
export const lastActivityColumn = () =>
  timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow();

/** The care fields' checks and the inbox's indexes (newest activity first, by assignee). */
export function careConstraints(
  table: string,
  t: { careStatus: PgColumn; language: PgColumn; assigneeId: PgColumn },
  activity: PgColumn,
) {
  return [
    check(
      `${table}_care_status_check`,
      sql`${t.careStatus} in (${sql.raw(CARE_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
    check(`${table}_language_check`, sql`${t.language} in ('en', 'kh')`),
    index(`${table}_care_activity_idx`).on(activity),
    index(`${table}_care_assignee_idx`).on(t.assigneeId),
  ];
}
