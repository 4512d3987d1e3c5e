import { z } from 'zod';
import { MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH } from '../rules/form-limits';
import { MAX_ROW_ID } from './common';
import { code } from './error-codes';
import { named } from './registry';

/** Who wrote a message: the shopper ('customer') or a staff member answering as the shop ('shop'). */
export const MESSAGE_SENDERS = ['customer', 'shop'] as const;
/** The most messages one read of a conversation returns. */
export const MESSAGES_PAGE_LIMIT = 500;
/** The longest message. */
export { MAX_MESSAGE_LENGTH } from '../rules/form-limits';
/** The longest conversation subject. */
export { MAX_SUBJECT_LENGTH } from '../rules/form-limits';

export const messageSenderSchema = z
  .enum(MESSAGE_SENDERS)
  .describe("Who wrote it: customer (the shopper) or shop (the shop's reply)");
export type MessageSender = z.output<typeof messageSenderSchema>;

export const messageSchema = named(
  'Message',
  z.object({
    id: z.number().int().describe('Grows with each message: poll with afterId set to the last one seen'),
    threadId: z.number().int(),
    sender: messageSenderSchema,
    body: z.string(),
    createdAt: z.string().describe('ISO 8601 date-time'),
  }),
);
export type Message = z.output<typeof messageSchema>;

export const messageThreadSchema = named(
  'MessageThread',
  z.object({
    id: z.number().int(),
    subject: z.string(),
    createdAt: z.string().describe('ISO 8601 date-time'),
    lastMessageAt: z.string().describe('ISO 8601 date-time of the newest message'),
    lastMessage: messageSchema.nullable().describe('The newest message, shown as a preview'),
    unreadCount: z
      .number()
      .int()
      .describe("The shop's messages in it the shopper has not read yet (see POST …/threads/{id}/read)"),
  }),
);
export type MessageThread = z.output<typeof messageThreadSchema>;

/** `{ data: [...] }`: a conversation's messages, oldest first, at most 500 (no page links). */
export const threadMessagesSchema = z.object({
  data: z.array(messageSchema).describe('Oldest first, at most 500'),
});
export type ThreadMessages = z.output<typeof threadMessagesSchema>;

const body = z
  .string(code('message.body_required'))
  .trim()
  .min(1, code('message.body_required'))
  .max(MAX_MESSAGE_LENGTH, code('message.body_too_long'))
  .describe('The message text, 1 to 2000 characters (trimmed)');
const subject = z
  .string(code('message.subject_required'))
  .trim()
  .min(1, code('message.subject_required'))
  .max(MAX_SUBJECT_LENGTH, code('message.subject_too_long'))
  .describe('What the conversation is about, 1 to 120 characters (trimmed)');

export const startMessageThreadBody = named('StartMessageThreadBody', z.object({ subject, body }));
export type StartMessageThreadBody = z.input<typeof startMessageThreadBody>;

export const sendMessageBody = named('SendMessageBody', z.object({ body }));
export type SendMessageBody = z.input<typeof sendMessageBody>;

/** `/messages/threads/{id}/...`: a conversation's id. */
export const messageThreadParams = z.object({
  id: z.coerce
    .number<number>(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .positive(code('number.not_positive'))
    .max(MAX_ROW_ID, code('number.above_max')),
});

/** `?page&perPage` of the conversation list. */
export const messageThreadsQuery = z.object({
  page: z.coerce
    .number<number>(code('number.not_a_number'))
    .int()
    .min(1, code('number.starts_at'))
    .max(10_000)
    .default(1),
  perPage: z.coerce
    .number<number>(code('number.not_a_number'))
    .int()
    .min(1)
    .max(50, code('number.above_max'))
    .default(20),
});
export type MessageThreadsQuery = z.input<typeof messageThreadsQuery>;

/** `?afterId`: only the messages after this one (0: the newest 500). */
export const threadMessagesQuery = z.object({
  afterId: z.coerce
    .number<number>(code('number.not_a_number'))
    .int()
    .min(0, code('number.must_not_be_negative'))
    .max(MAX_ROW_ID, code('number.above_max'))
    .default(0)
    .describe('The last message id the client has; 0 (default) reads the newest 500'),
});
export type ThreadMessagesQuery = z.input<typeof threadMessagesQuery>;

/** `GET /api/messages/unread-count` and the answer of `POST /api/messages/threads/{id}/read`. */
export const messagesUnreadCountSchema = named(
  'MessagesUnreadCount',
  z.object({
    count: z
      .number()
      .int()
      .describe("The shop's messages, in all the shopper's conversations, that the shopper has not read yet"),
  }),
);
export type MessagesUnreadCount = z.output<typeof messagesUnreadCountSchema>;

/** `POST /api/messages/threads/{id}/read`: the panel showed the conversation up to this message. */
export const markThreadReadBody = named(
  'MarkThreadReadBody',
  z.object({
    lastId: z
      .number(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .positive(code('number.not_positive'))
      .max(MAX_ROW_ID, code('number.above_max'))
      .describe('The newest message id the shopper has seen: it and every earlier message count as read'),
  }),
);
export type MarkThreadReadBody = z.input<typeof markThreadReadBody>;
