import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  MESSAGES_PAGE_LIMIT,
  type Message as MessageView,
  type MessageSender as Sender,
  type MessageThread as ThreadView,
} from '@storefront/shared/contract/messages';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { ApiLanguage } from '../../lib/request-language';
import { messages, messageThreads } from './schema';

function toMessage(row: typeof messages.$inferSelect): MessageView {
  return {
    id: row.id,
    threadId: row.threadId,
    sender: row.sender as Sender,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createMessagesService(db: Database) {
  /** The thread when it belongs to the user; someone else's answers exactly like a missing one. */
  async function ownThread(userId: number, threadId: number) {
    const [thread] = await db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(eq(messageThreads.id, threadId), eq(messageThreads.userId, userId)))
      .limit(1);
    if (!thread) throw notFound('message.thread_not_found');
    return thread;
  }

  /**
   * The shopper writes in a thread: it becomes unread for the support team again, and a thread the
   * team answered or closed is open again (the requester is owed an answer).
   */
  async function post(threadId: number, body: string): Promise<MessageView> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(messages).values({ threadId, sender: 'customer', body }).returning();
      await tx
        .update(messageThreads)
        .set({
          lastMessageAt: row!.createdAt,
          readAt: null,
          careStatus: sql`case when ${messageThreads.careStatus} = 'new' then 'new' else 'open' end`,
          closedAt: null,
        })
        .where(eq(messageThreads.id, threadId));
      return toMessage(row!);
    });
  }

  /** The shop's messages the shopper has not read, in all their threads (one indexed query). */
  async function unreadCount(userId: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(
        and(
          eq(messageThreads.userId, userId),
          eq(messages.sender, 'shop'),
          gt(messages.id, messageThreads.shopperLastReadId),
        ),
      );
    return row?.total ?? 0;
  }

  return {
    async threads(
      userId: number,
      page: number,
      perPage: number,
    ): Promise<{ items: ThreadView[]; total: number }> {
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(messageThreads)
        .where(eq(messageThreads.userId, userId));
      const threads = await db
        .select()
        .from(messageThreads)
        .where(eq(messageThreads.userId, userId))
        .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      // The newest message of each listed thread, in one query.
      const lastRows = threads.length
        ? await db
            .selectDistinctOn([messages.threadId])
            .from(messages)
            .where(
              inArray(
                messages.threadId,
                threads.map((thread) => thread.id),
              ),
            )
            .orderBy(messages.threadId, desc(messages.id))
        : [];
      const lastByThread = new Map(lastRows.map((row) => [row.threadId, toMessage(row)]));
      const unreadRows = threads.length
        ? await db
            .select({ threadId: messages.threadId, unread: count() })
            .from(messages)
            .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
            .where(
              and(
                inArray(
                  messages.threadId,
                  threads.map((thread) => thread.id),
                ),
                eq(messages.sender, 'shop'),
                gt(messages.id, messageThreads.shopperLastReadId),
              ),
            )
            .groupBy(messages.threadId)
        : [];
      const unreadByThread = new Map(unreadRows.map((row) => [row.threadId, row.unread]));
      return {
        total,
        items: threads.map((thread) => ({
          id: thread.id,
          subject: thread.subject,
          createdAt: thread.createdAt.toISOString(),
          lastMessageAt: thread.lastMessageAt.toISOString(),
          lastMessage: lastByThread.get(thread.id) ?? null,
          unreadCount: unreadByThread.get(thread.id) ?? 0,
        })),
      };
    },

    async startThread(
      userId: number,
      subject: string,
      body: string,
      language: ApiLanguage,
    ): Promise<ThreadView> {
      const [thread] = await db.insert(messageThreads).values({ userId, subject, language }).returning();
      const message = await post(thread!.id, body);
      return {
        id: thread!.id,
        subject: thread!.subject,
        createdAt: thread!.createdAt.toISOString(),
        lastMessageAt: message.createdAt,
        lastMessage: message,
        unreadCount: 0,
      };
    },

    /**
     * The newest MESSAGES_PAGE_LIMIT messages of the conversation, oldest first, so a long
     * conversation still shows its latest messages. With `afterId` (the panel polls with its last
     * seen id): the messages after it, oldest first, at most MESSAGES_PAGE_LIMIT, so successive
     * polls catch up without a gap.
     */
    async messages(userId: number, threadId: number, afterId = 0): Promise<MessageView[]> {
      await ownThread(userId, threadId);
      const inThread = and(eq(messages.threadId, threadId), gt(messages.id, afterId));
      if (afterId > 0) {
        const newer = await db
          .select()
          .from(messages)
          .where(inThread)
          .orderBy(asc(messages.id))
          .limit(MESSAGES_PAGE_LIMIT);
        return newer.map(toMessage);
      }
      const newest = await db
        .select()
        .from(messages)
        .where(inThread)
        .orderBy(desc(messages.id))
        .limit(MESSAGES_PAGE_LIMIT);
      return newest.reverse().map(toMessage);
    },

    async reply(userId: number, threadId: number, body: string): Promise<MessageView> {
      await ownThread(userId, threadId);
      return post(threadId, body);
    },

    unreadCount,

    /**
     * The shopper has seen the thread up to `lastId`: the shop's messages up to it are read. Never
     * moves back, and never past the thread's newest message. Answers the shopper's unread count.
     */
    async markRead(userId: number, threadId: number, lastId: number): Promise<number> {
      await ownThread(userId, threadId);
      const newest = db
        .select({ id: sql`coalesce(max(${messages.id}), 0)` })
        .from(messages)
        .where(eq(messages.threadId, threadId));
      await db
        .update(messageThreads)
        .set({
          shopperLastReadId: sql`greatest(${messageThreads.shopperLastReadId}, least(${lastId}::integer, (${newest})))`,
        })
        .where(eq(messageThreads.id, threadId));
      return unreadCount(userId);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
