import type { OutboxEmail, OutboxQuery } from '@storefront/shared/contract/mail';
import type { StaffActor } from '../../plugins/auth';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailRetryPolicy } from '@storefront/shared/rules';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../staff/audit';
import { createDispatcher, type MailTransport } from './dispatcher';
import { enqueueMail, type OutgoingMail } from './outbox';
import { outboxEmails } from './schema';

export type { MailTransport } from './dispatcher';

/** An e-mail to send (see `OutgoingMail`): usually `{ to, ...renderMail(template, language, data) }`. */
export type Mail = OutgoingMail;

export type Mailer = ReturnType<typeof createMailer>;

/** SMTP timeouts added to `SMTP_URL` unless it sets its own (nodemailer waits minutes by default). */
const SMTP_TIMEOUTS = { connectionTimeout: '15000', greetingTimeout: '15000', socketTimeout: '60000' };

/** A nodemailer transport for an `smtp(s)://user:pass@host:port` URL, with bounded timeouts. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return nodemailer.createTransport(url.toString());
}

type OutboxRow = typeof outboxEmails.$inferSelect;

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  log?: FastifyBaseLogger | undefined;
  /** A transport instead of `smtpUrl` (tests). */
  transport?: MailTransport | undefined;
  /** The dispatcher's periodic tick (MAIL_DISPATCH_INTERVAL_MS), 2 s by default. */
  dispatchIntervalMs?: number | undefined;
  retry?: Partial<MailRetryPolicy> | undefined;
  batchSize?: number | undefined;
  leaseMs?: number | undefined;
}

/**
 * The shop's mail: every message goes into the outbox (a table every API replica shares), and the
 * dispatcher (dispatcher.ts) delivers it through SMTP when `SMTP_URL` is configured, retrying with
 * backoff; without SMTP it prints the message to the API log so a developer can read a one-time code.
 *
 * `send` resolves once the message is in the outbox, without waiting for the SMTP server: a
 * request never waits on it (nor fails for it), and how long a request takes does not tell whether
 * a message was sent (e.g. "forgot password" for an address that has no account). It nudges the
 * dispatcher, so the message leaves at once; messages enqueued inside a transaction (`enqueueMail`)
 * leave at the next tick.
 */
export function createMailer(db: Database, options: MailerOptions) {
  const transport = options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined);
  const dispatcher = createDispatcher(db, {
    transport,
    from: options.from,
    log: options.log,
    intervalMs: options.dispatchIntervalMs,
    retry: options.retry,
    batchSize: options.batchSize,
    leaseMs: options.leaseMs,
  });

  const present = (row: OutboxRow): OutboxEmail => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    template: row.template,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: dispatcher.policy.maxAttempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.deliveredAt?.toISOString() ?? null,
  });

  return {
    /** Puts a message in the outbox (outside any transaction) and has the dispatcher send it now. */
    async send(mail: Mail): Promise<void> {
      await enqueueMail(db, mail);
      dispatcher.nudge();
    },
    /** Has the dispatcher look at the outbox soon (after a transaction that enqueued mail committed). */
    nudge: () => dispatcher.nudge(),
    /** One pass over the due messages now (tests; the periodic tick does the same). */
    dispatchDue: () => dispatcher.dispatchDue(),
    /** Starts the dispatcher's periodic tick (the app does, when it is ready). */
    start: () => dispatcher.start(),
    /** Stops the tick and waits for a pass under way (the app does, when it closes). */
    stop: () => dispatcher.stop(),
    retryPolicy: dispatcher.policy,

    /** The newest messages sent to an address, newest first. */
    async sentTo(address: string, limit = 20) {
      return db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, address.trim().toLowerCase()))
        .orderBy(desc(outboxEmails.id))
        .limit(limit);
    },

    /** The back office's outbox: newest first, filtered, a page of it. */
    async list(query: {
      page: number;
      perPage: number;
      to?: string | undefined;
      status?: OutboxQuery['status'];
      template?: OutboxQuery['template'];
    }): Promise<{ emails: OutboxEmail[]; total: number }> {
      const where = and(
        query.to ? eq(outboxEmails.to, query.to.trim().toLowerCase()) : undefined,
        query.status ? eq(outboxEmails.status, query.status) : undefined,
        query.template ? eq(outboxEmails.template, query.template) : undefined,
      );
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(outboxEmails)
          .where(where)
          .orderBy(desc(outboxEmails.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ total: count() }).from(outboxEmails).where(where),
      ]);
      return { emails: rows.map(present), total: totalRow?.total ?? 0 };
    },

    /**
     * Puts a failed message back in the queue, due now, with its tries counted afresh (audit-logged
     * `mail.retry`). 404 mail.outbox_not_found; 409 mail.retry_not_failed for any other status.
     */
    async retry(actor: StaffActor, id: number): Promise<OutboxEmail> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(outboxEmails).where(eq(outboxEmails.id, id)).for('update');
        if (!before) throw notFound('mail.outbox_not_found');
        if (before.status !== 'failed')
          throw conflict({ code: 'mail.retry_not_failed', params: { status: before.status } });
        const [after] = await tx
          .update(outboxEmails)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
          .where(eq(outboxEmails.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'mail.retry',
          entityType: 'outbox_email',
          entityId: id,
          before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
          after: { status: after!.status, attempts: after!.attempts },
        });
        return after!;
      });
      dispatcher.nudge();
      return present(row);
    },
  };
}
