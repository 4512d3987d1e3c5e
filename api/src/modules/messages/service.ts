import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  MESSAGES_PAGE_LIMIT,
  type Message as MessageView,
  type MessageSender as Sender,
  type MessageThread as ThreadView,
} from '@storefront/shared/contract/messages';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
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
  async function ownThread(userId: number | null, threadId: number) {
    const [thread] = await db
      .select()
      .from(messageThreads)
      .where(
        userId === null
          ? eq(messageThreads.id, threadId)
          : and(eq(messageThreads.id, threadId), eq(messageThreads.userId, userId)),
      )
      .limit(1);
    if (!thread) throw notFound('message.thread_not_found');
    return thread;
  }

  async function post(threadId: number, sender: Sender, body: string): Promise<MessageView> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(messages).values({ threadId, sender, body }).returning();
      await tx
        .update(messageThreads)
        .set({ lastMessageAt: row!.createdAt })
        .where(eq(messageThreads.id, threadId));
      return toMessage(row!);
    });
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
      return {
        total,
        items: threads.map((thread) => ({
          id: thread.id,
          subject: thread.subject,
          createdAt: thread.createdAt.toISOString(),
          lastMessageAt: thread.lastMessageAt.toISOString(),
          lastMessage: lastByThread.get(thread.id) ?? null,
        })),
      };
    },

    async startThread(userId: number, subject: string, body: string): Promise<ThreadView> {
      const [thread] = await db.insert(messageThreads).values({ userId, subject }).returning();
      const message = await post(thread!.id, 'customer', body);
      return {
        id: thread!.id,
        subject: thread!.subject,
        createdAt: thread!.createdAt.toISOString(),
        lastMessageAt: message.createdAt,
        lastMessage: message,
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
      return post(threadId, 'customer', body);
    },

    /** An operator answers as the shop (any thread). */
    async shopReply(threadId: number, body: string): Promise<MessageView> {
      await ownThread(null, threadId);
      return post(threadId, 'shop', body);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
