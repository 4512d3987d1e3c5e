import { z } from 'zod';
import {
  CARE_ASSIGNEE_FILTERS,
  CARE_KINDS,
  CARE_REPLY_MAX_LENGTH,
  CARE_SEARCH_MAX_LENGTH,
  CARE_STATUS_FILTERS,
  CARE_STATUSES,
} from '../rules/customer-care';
import { pageQuery, rowId } from './catalog';
import { listOf, MAX_ROW_ID } from './common';
import { code } from './error-codes';
import { named } from './registry';
import { auditEntrySchema, staffRoleSchema } from './staff';

// The back office's customer-care inbox (roles owner and support_agent): `GET /api/backoffice/care`
// (CareInbox), `GET /api/backoffice/care/assignees`, and per item (`{kind}/{id}`): `GET` (CareItem;
// opening it marks it read by staff), `POST …/reply` (CareReplyBody), `POST …/assign`
// (CareAssignBody), `POST …/close`, `POST …/reopen` — each answering the item as it is now — and
// `GET …/documents/{documentId}` (a file the requester sent). Every `/api/backoffice/…` route
// answers 401 without a session and 403 `staff.role_forbidden` to a shopper or another role.
//
// How the care status sits beside the older status columns: a ticket's `open | answered | closed`
// follows it (a reply makes the ticket answered, close closed, reopen open); the applications'
// `pending | approved | rejected` (the merchant and affiliate teams' decision) is left alone and
// shown among the details.

export {
  CARE_ASSIGNEE_FILTERS,
  CARE_KINDS,
  CARE_REFERENCE_PREFIXES,
  CARE_REPLY_MAX_LENGTH,
  CARE_ROLES,
  CARE_SEARCH_MAX_LENGTH,
  CARE_STATUS_FILTERS,
  CARE_STATUSES,
  type CareAssigneeFilter,
  type CareKind,
  type CareStatus,
  type CareStatusFilter,
} from '../rules/customer-care';

const isoDate = (what = 'ISO 8601 date-time') => z.string().describe(what);
const count = () => z.number().int();

export const careKindSchema = z
  .enum(CARE_KINDS)
  .describe(
    'thread: a conversation from the Messages panel; ticket: a contact-us request; feedback: site feedback; seller_application, affiliate_application, job_application: the forms of /sell, /affilliate-program and /career',
  );

export const careStatusSchema = z
  .enum(CARE_STATUSES)
  .describe(
    'new: no staff member has opened it yet; open: read, an answer is owed; waiting: answered, waiting for the requester; closed',
  );

/** `:kind/:id` of the item routes. Not a component (path parameters). */
export const careItemParams = z.object({
  kind: z.enum(CARE_KINDS, code('enum.not_one_of')).describe('What the item is'),
  id: rowId().describe("The item's id within its kind"),
});
export type CareItemParams = z.input<typeof careItemParams>;

/** `:kind/:id/documents/:documentId`. Not a component (path parameters). */
export const careDocumentParams = careItemParams.extend({
  documentId: rowId().describe('The document id, as the item lists it'),
});

/** `GET /api/backoffice/care` query. Not a component (query parameters). */
export const careInboxQuery = pageQuery(100, 25).extend({
  kind: z
    .enum(CARE_KINDS, code('enum.not_one_of'))
    .optional()
    .describe('Only items of this kind; every kind when absent'),
  status: z
    .enum(CARE_STATUS_FILTERS, code('enum.not_one_of'))
    .default('all')
    .describe('One care status, active (every one but closed) or all (default)'),
  assignee: z
    .enum(CARE_ASSIGNEE_FILTERS, code('enum.not_one_of'))
    .default('anyone')
    .describe('me: assigned to the caller; unassigned: to nobody; anyone (default)'),
  search: z
    .string()
    .trim()
    .max(CARE_SEARCH_MAX_LENGTH, code('string.too_long'))
    .optional()
    .describe(
      "Words in the requester's name or e-mail, the subject or the text (a thread's messages too), or a reference such as CS-000042",
    ),
});
export type CareInboxQuery = z.input<typeof careInboxQuery>;

export const careStaffRefSchema = named(
  'CareStaffRef',
  z.object({
    id: z.number().int().describe("The staff member's user id"),
    name: z.string(),
    email: z.string(),
  }),
);
export type CareStaffRef = z.output<typeof careStaffRefSchema>;

export const careRequesterSchema = named(
  'CareRequester',
  z.object({
    name: z.string().nullable().describe('Null for anonymous feedback'),
    email: z.string().nullable().describe('Null for anonymous feedback without an address'),
    userId: z.number().int().nullable().describe('The shop account it came from, if signed in'),
  }),
);
export type CareRequester = z.output<typeof careRequesterSchema>;

const inboxItemShape = {
  kind: careKindSchema,
  id: z.number().int(),
  reference: z.string().describe('What staff and requester quote, e.g. CS-000042 (ticket 42), MS-000007'),
  from: careRequesterSchema,
  subject: z
    .string()
    .describe(
      "A thread's subject; the start of a ticket's or feedback's text; a seller's shop name; an affiliate's channel address; the job applied for",
    ),
  preview: z
    .string()
    .describe("The newest message of a thread, or the start of the requester's text; may be empty"),
  status: careStatusSchema,
  assignee: careStaffRefSchema.nullable().describe('Who works on it; null: nobody yet'),
  unread: z
    .boolean()
    .describe('True until a staff member opens it, and again when the requester writes (threads)'),
  language: z
    .enum(['en', 'kh'])
    .describe("The requester's language when they wrote: replies by e-mail use it"),
  createdAt: isoDate(),
  lastActivityAt: isoDate('ISO 8601 date-time of the newest message or reply: the inbox lists newest first'),
};

export const careInboxItemSchema = named('CareInboxItem', z.object(inboxItemShape));
export type CareInboxItem = z.output<typeof careInboxItemSchema>;

const kindCounts = z.object(
  Object.fromEntries(CARE_KINDS.map((kind) => [kind, count()])) as Record<
    (typeof CARE_KINDS)[number],
    ReturnType<typeof count>
  >,
);
const statusCounts = z.object(
  Object.fromEntries(CARE_STATUSES.map((status) => [status, count()])) as Record<
    (typeof CARE_STATUSES)[number],
    ReturnType<typeof count>
  >,
);

/** `GET /api/backoffice/care`: a page of the inbox and the counts its tabs show. */
export const careInboxSchema = named(
  'CareInbox',
  listOf(careInboxItemSchema)
    .extend({
      counts: z
        .object({
          kinds: kindCounts.describe('Items of each kind matching every filter but kind'),
          statuses: statusCounts.describe('Items in each status matching every filter but status'),
          unread: count().describe('Unread items matching every filter'),
        })
        .describe('For the tabs: the other filters (assignee, search) apply'),
    })
    .describe('Newest activity first'),
);
export type CareInbox = z.output<typeof careInboxSchema>;

export const careDetailSchema = named(
  'CareDetail',
  z.object({
    key: z
      .string()
      .describe(
        'Which field: topic, orderNumber, ticketStatus, rating, shopName, contactName, phone, province, category, channel, channelUrl, audienceSize, job, applicationStatus',
      ),
    value: z
      .string()
      .describe('As the requester gave it (topic, category, channel, audienceSize and statuses are codes)'),
  }),
);
export type CareDetail = z.output<typeof careDetailSchema>;

export const careDocumentSchema = named(
  'CareDocument',
  z.object({
    id: z.number().int(),
    kind: z
      .enum(['ticket_attachment', 'seller_id', 'cv'])
      .describe("A ticket's attachment, a seller's ID document, a CV"),
    name: z.string().describe('The file name the requester sent'),
    mimeType: z.string().describe('What the bytes are (checked on upload)'),
    sizeBytes: z.number().int(),
    url: z.string().describe('Where staff download it (this API, staff only)'),
  }),
);
export type CareDocument = z.output<typeof careDocumentSchema>;

export const careEntrySchema = named(
  'CareEntry',
  z.object({
    id: z.number().int(),
    author: z.enum(['requester', 'staff']).describe("The requester's message or a staff reply"),
    body: z.string(),
    channel: z
      .enum(['message', 'email'])
      .describe('message: in the Messages panel (threads); email: mailed to the requester'),
    staff: careStaffRefSchema.nullable().describe("A staff reply's author (null when the account is gone)"),
    createdAt: isoDate(),
  }),
);
export type CareEntry = z.output<typeof careEntrySchema>;

/** `GET /api/backoffice/care/{kind}/{id}` and the answer of every change of an item. */
export const careItemSchema = named(
  'CareItem',
  z.object({
    ...inboxItemShape,
    body: z
      .string()
      .nullable()
      .describe(
        "The text the requester sent (a ticket's or feedback's message, a cover letter, an affiliate's note); null for a thread (its messages are the conversation) or when there is none",
      ),
    details: z.array(careDetailSchema).describe('The form fields, in the order of the form'),
    documents: z.array(careDocumentSchema).describe('Files the requester sent'),
    conversation: z
      .array(careEntrySchema)
      .describe("A thread's messages (the newest 500), or the replies mailed to the requester; oldest first"),
    replyChannel: z
      .enum(['message', 'email'])
      .nullable()
      .describe('How a reply reaches the requester; null when it cannot (feedback without an address)'),
    replyTo: z.string().nullable().describe('The address a mailed reply goes to'),
    readAt: isoDate('When staff last opened it; null: unread').nullable(),
    closedAt: isoDate().nullable(),
    history: z
      .array(auditEntrySchema)
      .describe('The staff changes of this item (replies, assignments, closing, reopening), oldest first'),
  }),
);
export type CareItem = z.output<typeof careItemSchema>;

/** `POST /api/backoffice/care/{kind}/{id}/reply`. */
export const careReplyBody = named(
  'CareReplyBody',
  z.object({
    body: z
      .string(code('care.reply_required'))
      .trim()
      .min(1, code('care.reply_required'))
      .max(CARE_REPLY_MAX_LENGTH, code('care.reply_too_long'))
      .describe(
        `The reply, 1 to ${CARE_REPLY_MAX_LENGTH} characters (trimmed): a message in the thread, or an e-mail in the requester's language`,
      ),
  }),
);
export type CareReplyBody = z.input<typeof careReplyBody>;

/** `POST /api/backoffice/care/{kind}/{id}/assign`. */
export const careAssignBody = named(
  'CareAssignBody',
  z.object({
    assigneeId: z
      .number(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .positive(code('number.not_positive'))
      .max(MAX_ROW_ID, code('number.above_max'))
      .nullable()
      .describe('A staff member with the role owner or support_agent (user id), or null to unassign'),
  }),
);
export type CareAssignBody = z.input<typeof careAssignBody>;

export const careAssigneeSchema = named(
  'CareAssignee',
  z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: staffRoleSchema }),
);
export type CareAssignee = z.output<typeof careAssigneeSchema>;

/** `GET /api/backoffice/care/assignees`: who items may be assigned to, by name; not paged. */
export const careAssigneeListSchema = named(
  'CareAssigneeList',
  z.object({ data: z.array(careAssigneeSchema).describe('Owners and support agents, by name') }),
);
export type CareAssigneeList = z.output<typeof careAssigneeListSchema>;
