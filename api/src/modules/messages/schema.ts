import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../auth/schema';
import { careColumns, careConstraints } from '../customer-care/columns';

/** A shopper's conversation with the shop (the messages panel), and an item of the care inbox. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Time of the newest message: threads list newest first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message the shopper has seen: the shop's messages after it are unread. */
    shopperLastReadId: integer('shopper_last_read_id').notNull().default(0),
    ...careColumns(),
  },
  (t) => [
    index('message_threads_user_idx').on(t.userId, t.lastMessageAt),
    ...careConstraints('message_threads', t, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    /** 'customer' (the shopper) or 'shop' (a staff member's reply). */
    sender: text('sender').notNull(),
    /** The staff member who wrote a shop message (null for the shopper's, or once the account is gone). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    // The shopper's unread count: the shop's messages after the last one read, per thread.
    index('messages_shop_idx')
      .on(t.threadId, t.id)
      .where(sql`${t.sender} = 'shop'`),
    check('messages_sender_check', sql`${t.sender} in ('customer', 'shop')`),
  ],
);
