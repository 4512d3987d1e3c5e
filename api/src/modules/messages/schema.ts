import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../auth/schema';

/** A shopper's conversation with the shop (the messages panel). */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Time of the newest message: threads list newest first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_threads_user_idx').on(t.userId, t.lastMessageAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id').notNull().references(() => messageThreads.id, { onDelete: 'cascade' }),
    /** 'customer' (the shopper) or 'shop' (an operator's reply). */
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    check('messages_sender_check', sql`${t.sender} in ('customer', 'shop')`),
  ],
);
