import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AuditEntry,
  CareAssignee,
  CareDetail,
  CareDocument,
  CareEntry,
  CareInbox,
  CareInboxItem,
  CareItem,
  CareKind,
  CareStaffRef,
  CareStatus,
} from '@storefront/shared/contract';
import {
  CARE_KINDS,
  CARE_REFERENCE_PREFIXES,
  CARE_ROLES,
  CARE_STATUSES,
  careReference,
  parseCareReference,
  truncate,
  type CareAssigneeFilter,
  type CareStatusFilter,
} from '@storefront/shared/rules';
import { MESSAGES_PAGE_LIMIT } from '@storefront/shared/contract/messages';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { ApiLanguage } from '../../lib/request-language';
import type { StaffActor } from '../../plugins/auth';
import { users } from '../auth/schema';
import {
  affiliateApplications,
  feedback,
  jobApplications,
  jobs,
  sellerApplications,
  uploads,
} from '../content/schema';
import { supportTickets } from '../help/schema';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { messages, messageThreads } from '../messages/schema';
import { recordAudit } from '../staff/audit';
import { auditLog } from '../staff/schema';
import { careReplies } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

/** Each kind's table, the column its newest activity is in, and its name in the audit log. */
const KINDS: Record<CareKind, { table: string; activity: string; entity: string }> = {
  thread: { table: 'message_threads', activity: 'last_message_at', entity: 'message_thread' },
  ticket: { table: 'support_tickets', activity: 'last_activity_at', entity: 'support_ticket' },
  feedback: { table: 'feedback', activity: 'last_activity_at', entity: 'feedback' },
  seller_application: {
    table: 'seller_applications',
    activity: 'last_activity_at',
    entity: 'seller_application',
  },
  affiliate_application: {
    table: 'affiliate_applications',
    activity: 'last_activity_at',
    entity: 'affiliate_application',
  },
  job_application: { table: 'job_applications', activity: 'last_activity_at', entity: 'job_application' },
};

/** The audit log's entity type of each kind (the item's history reads it back). */
export const CARE_AUDIT_ENTITIES: Record<CareKind, string> = Object.fromEntries(
  CARE_KINDS.map((kind) => [kind, KINDS[kind].entity]),
) as Record<CareKind, string>;

const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();
const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : iso(value);

/** Text on one line, cut to `max` characters with an ellipsis. */
const excerpt = (text: string | null | undefined, max: number) =>
  text ? truncate(text.replace(/\s+/g, ' ').trim(), max) : '';

/** The SQL of a kind's reference (`CS-000042`), as `careReference` writes it. */
const referenceSql = (kind: CareKind, id: SQL) =>
  sql`${CARE_REFERENCE_PREFIXES[kind]} || '-' || case when length(${id}::text) >= 6 then ${id}::text else lpad(${id}::text, 6, '0') end`;

/**
 * Every item of the inbox as one row shape: kind, id, reference, who wrote (name, e-mail, account),
 * a subject (null: made from the text), the requester's text, the care fields and the times.
 */
const INBOX = sql`(
  select 'thread'::text as kind, t.id, ${referenceSql('thread', sql`t.id`)} as reference,
         u.name as from_name, u.email as from_email, t.user_id, t.subject, null::text as body,
         t.care_status, t.assignee_id, t.read_at, t.language, t.created_at, t.last_message_at as last_activity_at
    from message_threads t join users u on u.id = t.user_id
  union all
  select 'ticket', s.id, coalesce(s.number, ${referenceSql('ticket', sql`s.id`)}),
         s.name, s.email, s.user_id, null, s.message,
         s.care_status, s.assignee_id, s.read_at, s.language, s.created_at, s.last_activity_at
    from support_tickets s
  union all
  select 'feedback', f.id, ${referenceSql('feedback', sql`f.id`)},
         fu.name, coalesce(f.email, fu.email), f.user_id, null, f.message,
         f.care_status, f.assignee_id, f.read_at, f.language, f.created_at, f.last_activity_at
    from feedback f left join users fu on fu.id = f.user_id
  union all
  select 'seller_application', sa.id, ${referenceSql('seller_application', sql`sa.id`)},
         sa.contact_name, sa.email, null, sa.shop_name, null,
         sa.care_status, sa.assignee_id, sa.read_at, sa.language, sa.created_at, sa.last_activity_at
    from seller_applications sa
  union all
  select 'affiliate_application', aa.id, ${referenceSql('affiliate_application', sql`aa.id`)},
         aa.name, aa.email, null, aa.channel_url, aa.message,
         aa.care_status, aa.assignee_id, aa.read_at, aa.language, aa.created_at, aa.last_activity_at
    from affiliate_applications aa
  union all
  select 'job_application', ja.id, ${referenceSql('job_application', sql`ja.id`)},
         ja.name, ja.email, null,
         case when ja.language = 'kh' and j.title_kh <> '' then j.title_kh else j.title_en end, ja.cover_letter,
         ja.care_status, ja.assignee_id, ja.read_at, ja.language, ja.created_at, ja.last_activity_at
    from job_applications ja join jobs j on j.id = ja.job_id
) as inbox`;

interface InboxRow {
  kind: CareKind;
  id: number;
  reference: string;
  from_name: string | null;
  from_email: string | null;
  user_id: number | null;
  subject: string | null;
  body: string | null;
  care_status: CareStatus;
  assignee_id: number | null;
  read_at: unknown;
  language: ApiLanguage;
  created_at: unknown;
  last_activity_at: unknown;
}

export interface CareInboxFilter {
  kind?: CareKind | undefined;
  status: CareStatusFilter;
  assignee: CareAssigneeFilter;
  search?: string | undefined;
  page: number;
  perPage: number;
}

/** The part of a kind's row every change reads (locked in the change's transaction). */
interface CareState {
  careStatus: CareStatus;
  assigneeId: number | null;
}

export type CustomerCareService = ReturnType<typeof createCustomerCareService>;

export function createCustomerCareService(db: Database) {
  const rows = async <Row>(executor: Executor, query: SQL): Promise<Row[]> =>
    (await executor.execute(query)).rows as Row[];

  async function staffRefs(executor: Executor, ids: (number | null)[]): Promise<Map<number, CareStaffRef>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length) return new Map();
    const found = await executor
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(found.map((row) => [row.id, row]));
  }

  /** The item's care fields, locked until the transaction ends; 404 when there is no such item. */
  async function lockState(tx: Transaction, kind: CareKind, id: number): Promise<CareState> {
    const [row] = await rows<{ care_status: CareStatus; assignee_id: number | null }>(
      tx,
      sql`select care_status, assignee_id from ${sql.identifier(KINDS[kind].table)} where id = ${id} for update`,
    );
    if (!row) throw notFound('care.item_not_found');
    return { careStatus: row.care_status, assigneeId: row.assignee_id };
  }

  /** Sets care fields of an item (column names as in every care table). */
  async function setCare(executor: Executor, kind: CareKind, id: number, set: SQL) {
    await executor.execute(sql`update ${sql.identifier(KINDS[kind].table)} set ${set} where id = ${id}`);
  }

  // -------------------------------------------------------------------------------------------
  // The inbox

  function searchCondition(text: string): SQL {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const reference = parseCareReference(text);
    const conditions = [
      sql`from_name ilike ${pattern}`,
      sql`from_email ilike ${pattern}`,
      sql`subject ilike ${pattern}`,
      sql`body ilike ${pattern}`,
      sql`reference ilike ${pattern}`,
      sql`(kind = 'thread' and exists (select 1 from messages m where m.thread_id = inbox.id and m.body ilike ${pattern}))`,
    ];
    if (reference) conditions.push(sql`(kind = ${reference.kind} and id = ${reference.id})`);
    return sql`(${sql.join(conditions, sql` or `)})`;
  }

  function toInboxItem(
    row: InboxRow,
    assignees: Map<number, CareStaffRef>,
    threadPreview: string | undefined,
  ) {
    const textSubject = row.subject === null;
    return {
      kind: row.kind,
      id: row.id,
      reference: row.reference,
      from: { name: row.from_name, email: row.from_email, userId: row.user_id },
      subject: textSubject ? excerpt(row.body, 80) : row.subject!,
      // Where the subject is the text's start, the preview would repeat it.
      preview:
        row.kind === 'thread' ? excerpt(threadPreview, 160) : textSubject ? '' : excerpt(row.body, 160),
      status: row.care_status,
      assignee: row.assignee_id === null ? null : (assignees.get(row.assignee_id) ?? null),
      unread: row.read_at === null,
      language: row.language,
      createdAt: iso(row.created_at),
      lastActivityAt: iso(row.last_activity_at),
    } satisfies CareInboxItem;
  }

  /** The newest message of each thread. */
  async function threadPreviews(executor: Executor, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const newest = await executor
      .selectDistinctOn([messages.threadId], { threadId: messages.threadId, body: messages.body })
      .from(messages)
      .where(inArray(messages.threadId, ids))
      .orderBy(messages.threadId, desc(messages.id));
    return new Map(newest.map((row) => [row.threadId, row.body]));
  }

  async function inbox(
    actor: StaffActor,
    filter: CareInboxFilter,
  ): Promise<{ items: CareInboxItem[]; total: number; counts: CareInbox['counts'] }> {
    const shared: SQL[] = [];
    if (filter.assignee === 'me') shared.push(sql`assignee_id = ${actor.userId}`);
    if (filter.assignee === 'unassigned') shared.push(sql`assignee_id is null`);
    const search = filter.search?.trim();
    if (search) shared.push(searchCondition(search));
    const kindCondition = filter.kind ? sql`kind = ${filter.kind}` : undefined;
    const statusCondition =
      filter.status === 'all'
        ? undefined
        : filter.status === 'active'
          ? sql`care_status <> 'closed'`
          : sql`care_status = ${filter.status}`;
    const where = (conditions: (SQL | undefined)[]) => {
      const present = conditions.filter((condition): condition is SQL => condition !== undefined);
      return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
    };

    // One grouped count serves the tabs (every filter but their own) and the page's total.
    const grouped = await rows<{ kind: CareKind; care_status: CareStatus; total: number; unread: number }>(
      db,
      sql`select kind, care_status, count(*)::int as total, count(*) filter (where read_at is null)::int as unread
            from ${INBOX} ${where(shared)} group by kind, care_status`,
    );
    const statusMatches = (status: CareStatus) =>
      filter.status === 'all' ||
      (filter.status === 'active' ? status !== 'closed' : status === filter.status);
    const kindMatches = (kind: CareKind) => !filter.kind || kind === filter.kind;
    const kinds = Object.fromEntries(CARE_KINDS.map((kind) => [kind, 0])) as Record<CareKind, number>;
    const statuses = Object.fromEntries(CARE_STATUSES.map((status) => [status, 0])) as Record<
      CareStatus,
      number
    >;
    let total = 0;
    let unread = 0;
    for (const group of grouped) {
      if (statusMatches(group.care_status)) kinds[group.kind] += group.total;
      if (kindMatches(group.kind)) statuses[group.care_status] += group.total;
      if (statusMatches(group.care_status) && kindMatches(group.kind)) {
        total += group.total;
        unread += group.unread;
      }
    }

    const page = await rows<InboxRow>(
      db,
      sql`select kind, id, reference, from_name, from_email, user_id, subject, left(body, 400) as body,
                 care_status, assignee_id, read_at, language, created_at, last_activity_at
            from ${INBOX} ${where([...shared, kindCondition, statusCondition])}
           order by last_activity_at desc, created_at desc, kind, id desc
           limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
    );
    const assignees = await staffRefs(
      db,
      page.map((row) => row.assignee_id),
    );
    const previews = await threadPreviews(
      db,
      page.filter((row) => row.kind === 'thread').map((row) => row.id),
    );
    return {
      items: page.map((row) =>
        toInboxItem(row, assignees, row.kind === 'thread' ? previews.get(row.id) : undefined),
      ),
      total,
      counts: { kinds, statuses, unread },
    };
  }

  // -------------------------------------------------------------------------------------------
  // One item

  async function documentsOf(executor: Executor, kind: CareKind, id: number, ids: (number | null)[]) {
    const wanted = ids.filter((value): value is number => value !== null);
    if (!wanted.length) return [];
    const found = await executor
      .select()
      .from(uploads)
      .where(inArray(uploads.id, wanted))
      .orderBy(asc(uploads.id));
    return found.map((row): CareDocument => ({
      id: row.id,
      kind: row.kind,
      name: row.originalName,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      url: `/api/backoffice/care/${kind}/${id}/documents/${row.id}`,
    }));
  }

  async function mailedReplies(executor: Executor, kind: CareKind, id: number): Promise<CareEntry[]> {
    if (kind === 'thread') return [];
    const found = await executor
      .select()
      .from(careReplies)
      .where(and(eq(careReplies.kind, kind), eq(careReplies.itemId, id)))
      .orderBy(asc(careReplies.id));
    const staff = await staffRefs(
      executor,
      found.map((row) => row.staffId),
    );
    return found.map((row) => ({
      id: row.id,
      author: 'staff',
      body: row.body,
      channel: 'email',
      staff: row.staffId === null ? null : (staff.get(row.staffId) ?? null),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function threadConversation(executor: Executor, threadId: number): Promise<CareEntry[]> {
    const newest = await executor
      .select()
      .from(messages)
      .where(eq(messages.threadId, threadId))
      .orderBy(desc(messages.id))
      .limit(MESSAGES_PAGE_LIMIT);
    const staff = await staffRefs(
      executor,
      newest.map((row) => row.authorId),
    );
    return newest.reverse().map((row) => ({
      id: row.id,
      author: row.sender === 'shop' ? 'staff' : 'requester',
      body: row.body,
      channel: 'message',
      staff: row.authorId === null ? null : (staff.get(row.authorId) ?? null),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function history(executor: Executor, kind: CareKind, id: number): Promise<AuditEntry[]> {
    const found = await executor
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, KINDS[kind].entity), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    return found.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  interface Loaded {
    from: CareItem['from'];
    subject: string;
    body: string | null;
    details: CareDetail[];
    documentIds: (number | null)[];
    replyTo: string | null;
    care: {
      careStatus: CareStatus;
      assigneeId: number | null;
      readAt: Date | null;
      closedAt: Date | null;
      language: ApiLanguage;
      createdAt: Date;
      lastActivityAt: Date;
    };
  }

  const detail = (key: string, value: string | number | null | undefined): CareDetail[] =>
    value === null || value === undefined || value === '' ? [] : [{ key, value: String(value) }];

  /** A kind's own row, as the item page shows it; null when there is none. */
  async function load(executor: Executor, kind: CareKind, id: number): Promise<Loaded | null> {
    switch (kind) {
      case 'thread': {
        const [row] = await executor
          .select({ thread: messageThreads, name: users.name, email: users.email })
          .from(messageThreads)
          .innerJoin(users, eq(users.id, messageThreads.userId))
          .where(eq(messageThreads.id, id))
          .limit(1);
        if (!row) return null;
        return {
          from: { name: row.name, email: row.email, userId: row.thread.userId },
          subject: row.thread.subject,
          body: null,
          details: [],
          documentIds: [],
          replyTo: null,
          care: { ...row.thread, lastActivityAt: row.thread.lastMessageAt },
        };
      }
      case 'ticket': {
        const [row] = await executor.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
        if (!row) return null;
        return {
          from: { name: row.name, email: row.email, userId: row.userId },
          subject: excerpt(row.message, 80),
          body: row.message,
          details: [
            ...detail('topic', row.topic),
            ...detail('orderNumber', row.orderNumber),
            ...detail('ticketStatus', row.status),
          ],
          documentIds: [row.attachmentId],
          replyTo: row.email,
          care: row,
        };
      }
      case 'feedback': {
        const [row] = await executor
          .select({ item: feedback, name: users.name, email: users.email })
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .where(eq(feedback.id, id))
          .limit(1);
        if (!row) return null;
        const email = row.item.email ?? row.email;
        return {
          from: { name: row.name, email, userId: row.item.userId },
          subject: excerpt(row.item.message, 80),
          body: row.item.message,
          details: detail('rating', row.item.rating),
          documentIds: [],
          replyTo: email,
          care: row.item,
        };
      }
      case 'seller_application': {
        const [row] = await executor
          .select()
          .from(sellerApplications)
          .where(eq(sellerApplications.id, id))
          .limit(1);
        if (!row) return null;
        return {
          from: { name: row.contactName, email: row.email, userId: null },
          subject: row.shopName,
          body: null,
          details: [
            ...detail('shopName', row.shopName),
            ...detail('contactName', row.contactName),
            ...detail('phone', row.phone),
            ...detail('province', row.province),
            ...detail('category', row.category),
            ...detail('applicationStatus', row.status),
          ],
          documentIds: [row.idDocumentId],
          replyTo: row.email,
          care: row,
        };
      }
      case 'affiliate_application': {
        const [row] = await executor
          .select()
          .from(affiliateApplications)
          .where(eq(affiliateApplications.id, id))
          .limit(1);
        if (!row) return null;
        return {
          from: { name: row.name, email: row.email, userId: null },
          subject: row.channelUrl,
          body: row.message,
          details: [
            ...detail('phone', row.phone),
            ...detail('channel', row.channel),
            ...detail('channelUrl', row.channelUrl),
            ...detail('audienceSize', row.audienceSize),
            ...detail('applicationStatus', row.status),
          ],
          documentIds: [],
          replyTo: row.email,
          care: row,
        };
      }
      case 'job_application': {
        const [row] = await executor
          .select({ item: jobApplications, titleEn: jobs.titleEn, titleKh: jobs.titleKh })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
          .where(eq(jobApplications.id, id))
          .limit(1);
        if (!row) return null;
        const title = row.item.language === 'kh' && row.titleKh ? row.titleKh : row.titleEn;
        return {
          from: { name: row.item.name, email: row.item.email, userId: null },
          subject: title,
          body: row.item.coverLetter,
          details: [...detail('job', row.titleEn), ...detail('phone', row.item.phone)],
          documentIds: [row.item.cvId],
          replyTo: row.item.email,
          care: row.item,
        };
      }
    }
  }

  async function item(executor: Executor, kind: CareKind, id: number): Promise<CareItem> {
    const loaded = await load(executor, kind, id);
    if (!loaded) throw notFound('care.item_not_found');
    const { care } = loaded;
    // One after the other: a transaction has one connection (pg refuses overlapping queries on it).
    const assignees = await staffRefs(executor, [care.assigneeId]);
    const documents = await documentsOf(executor, kind, id, loaded.documentIds);
    const conversation =
      kind === 'thread' ? await threadConversation(executor, id) : await mailedReplies(executor, kind, id);
    const entries = await history(executor, kind, id);
    const newestMessage = conversation.at(-1);
    return {
      kind,
      id,
      reference: careReference(kind, id),
      from: loaded.from,
      subject: loaded.subject,
      preview: kind === 'thread' ? excerpt(newestMessage?.body, 160) : '',
      status: care.careStatus,
      assignee: care.assigneeId === null ? null : (assignees.get(care.assigneeId) ?? null),
      unread: care.readAt === null,
      language: care.language,
      createdAt: care.createdAt.toISOString(),
      lastActivityAt: care.lastActivityAt.toISOString(),
      body: loaded.body,
      details: loaded.details,
      documents,
      conversation,
      replyChannel: kind === 'thread' ? 'message' : loaded.replyTo ? 'email' : null,
      replyTo: kind === 'thread' ? null : loaded.replyTo,
      readAt: isoOrNull(care.readAt),
      closedAt: isoOrNull(care.closedAt),
      history: entries,
    };
  }

  /** Runs a staff change in one transaction and answers the item as it is afterwards. */
  async function change(
    kind: CareKind,
    id: number,
    run: (tx: Transaction, state: CareState) => Promise<void>,
  ): Promise<CareItem> {
    return db.transaction(async (tx) => {
      const state = await lockState(tx, kind, id);
      await run(tx, state);
      return item(tx, kind, id);
    });
  }

  const audit = (
    tx: Transaction,
    actor: StaffActor,
    kind: CareKind,
    id: number,
    action: string,
    before: unknown,
    after: unknown,
  ) => recordAudit(tx, actor, { action, entityType: KINDS[kind].entity, entityId: id, before, after });

  return {
    inbox,

    /** The item in full; opening it marks it read by staff (a new item becomes open). */
    async open(kind: CareKind, id: number): Promise<CareItem> {
      await db.execute(
        sql`update ${sql.identifier(KINDS[kind].table)}
               set read_at = now(), care_status = case when care_status = 'new' then 'open' else care_status end
             where id = ${id} and (read_at is null or care_status = 'new')`,
      );
      return item(db, kind, id);
    },

    /**
     * A staff reply: a shop message in a thread (unread for the shopper until they open it), or an
     * e-mail to the requester in their language, kept with the item. The item is then waiting for
     * the requester (a ticket: answered). A closed item answers 409 care.item_closed.
     */
    async reply(actor: StaffActor, kind: CareKind, id: number, body: string): Promise<CareItem> {
      return change(kind, id, async (tx, state) => {
        if (state.careStatus === 'closed') throw conflict('care.item_closed');
        if (kind === 'thread') {
          const [message] = await tx
            .insert(messages)
            .values({ threadId: id, sender: 'shop', authorId: actor.userId, body })
            .returning({ id: messages.id });
          await tx
            .update(messageThreads)
            .set({ lastMessageAt: sql`now()`, careStatus: 'waiting', readAt: sql`now()` })
            .where(eq(messageThreads.id, id));
          await audit(
            tx,
            actor,
            kind,
            id,
            'care.reply',
            { status: state.careStatus },
            {
              status: 'waiting',
              channel: 'message',
              messageId: message!.id,
              body,
            },
          );
          return;
        }
        const loaded = await load(tx, kind, id);
        if (!loaded?.replyTo) throw conflict('care.no_reply_address');
        const [saved] = await tx
          .insert(careReplies)
          .values({ kind, itemId: id, staffId: actor.userId, body })
          .returning({ id: careReplies.id });
        await setCare(
          tx,
          kind,
          id,
          sql`care_status = 'waiting', read_at = now(), last_activity_at = now()${
            kind === 'ticket' ? sql`, status = 'answered'` : sql``
          }`,
        );
        const subject = kind === 'ticket' || kind === 'feedback' ? excerpt(loaded.body, 60) : loaded.subject;
        await enqueueMail(tx, {
          to: loaded.replyTo,
          ...renderMail('ticket_reply', loaded.care.language, {
            reference: careReference(kind, id),
            subject,
            reply: body,
          }),
        });
        await audit(
          tx,
          actor,
          kind,
          id,
          'care.reply',
          { status: state.careStatus },
          {
            status: 'waiting',
            channel: 'email',
            replyId: saved!.id,
            to: loaded.replyTo,
            body,
          },
        );
      });
    },

    /** Assigns the item to an owner or support agent, or to nobody (null). The same again changes nothing. */
    async assign(
      actor: StaffActor,
      kind: CareKind,
      id: number,
      assigneeId: number | null,
    ): Promise<CareItem> {
      return change(kind, id, async (tx, state) => {
        if (assigneeId !== null) {
          const [member] = await tx
            .select({ role: users.role })
            .from(users)
            .where(eq(users.id, assigneeId))
            .limit(1);
          if (!member?.role || !(CARE_ROLES as readonly string[]).includes(member.role))
            throw badRequest('care.assignee_not_agent', { assigneeId: 'care.assignee_not_agent' });
        }
        if (state.assigneeId === assigneeId) return;
        await setCare(tx, kind, id, sql`assignee_id = ${assigneeId}`);
        await audit(tx, actor, kind, id, 'care.assign', { assigneeId: state.assigneeId }, { assigneeId });
      });
    },

    /** Closes the item; closing a closed one answers 409 care.already_closed. */
    async close(actor: StaffActor, kind: CareKind, id: number): Promise<CareItem> {
      return change(kind, id, async (tx, state) => {
        if (state.careStatus === 'closed') throw conflict('care.already_closed');
        await setCare(
          tx,
          kind,
          id,
          sql`care_status = 'closed', closed_at = now(), read_at = coalesce(read_at, now())${
            kind === 'ticket' ? sql`, status = 'closed'` : sql``
          }`,
        );
        await audit(tx, actor, kind, id, 'care.close', { status: state.careStatus }, { status: 'closed' });
      });
    },

    /** Opens a closed item again; an item that is not closed answers 409 care.not_closed. */
    async reopen(actor: StaffActor, kind: CareKind, id: number): Promise<CareItem> {
      return change(kind, id, async (tx, state) => {
        if (state.careStatus !== 'closed') throw conflict('care.not_closed');
        await setCare(
          tx,
          kind,
          id,
          sql`care_status = 'open', closed_at = null${kind === 'ticket' ? sql`, status = 'open'` : sql``}`,
        );
        await audit(tx, actor, kind, id, 'care.reopen', { status: 'closed' }, { status: 'open' });
      });
    },

    /** Who items may be assigned to: owners and support agents, by name. */
    async assignees(): Promise<CareAssignee[]> {
      const found = await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.role, [...CARE_ROLES]))
        .orderBy(asc(users.name), asc(users.id));
      return found.map((row) => ({ ...row, role: row.role! }));
    },

    /** The stored name of a document the item lists (its ID document, CV or attachment), or 404. */
    async document(kind: CareKind, id: number, documentId: number) {
      const loaded = await load(db, kind, id);
      if (!loaded) throw notFound('care.item_not_found');
      if (!loaded.documentIds.includes(documentId)) throw notFound('care.document_not_found');
      const [row] = await db.select().from(uploads).where(eq(uploads.id, documentId)).limit(1);
      if (!row) throw notFound('care.document_not_found');
      return row;
    },
  };
}
