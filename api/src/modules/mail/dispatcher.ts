import { DEFAULT_MAIL_RETRY_POLICY, mailRetryDelayMs, type MailRetryPolicy } from '@storefront/shared/rules';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outboxEmails } from './schema';

/** What the dispatcher hands an SMTP transport (nodemailer's, or a test's). */
export interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox row: `<outbox-<id>@<domain>>`. */
  messageId: string;
}

/** What the dispatcher needs of an SMTP transport. */
export interface MailTransport {
  sendMail(message: TransportMessage): Promise<unknown>;
}

export interface DispatcherOptions {
  /** The SMTP transport; without one every message is written to the log and marked `logged`. */
  transport: MailTransport | undefined;
  /** The From header, e.g. `Psar <no-reply@psar.com.kh>`; its domain names the Message-IDs. */
  from: string;
  log?: FastifyBaseLogger | undefined;
  /** The periodic tick (picks up mails enqueued in transactions, and retries). Default 2 s. */
  intervalMs?: number | undefined;
  retry?: Partial<MailRetryPolicy> | undefined;
  /** How many messages one claim takes. Default 10. */
  batchSize?: number | undefined;
  /**
   * How long a claimed message belongs to its dispatcher. A dispatcher that crashed mid-send loses
   * it when the lease ends and another one takes it over. Default 5 min: far above the SMTP
   * timeouts (messages of a batch are sent in parallel).
   */
  leaseMs?: number | undefined;
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

/** The domain of the From address (`Psar <no-reply@psar.com.kh>` → `psar.com.kh`). */
export function fromDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim().replace(/>$/, '') || 'localhost';
}

/** Milliseconds as a PostgreSQL interval expression, for the database's own clock. */
const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'unknown error';

/**
 * Delivers the outbox. Each tick claims the due messages in one statement — pending ones whose
 * time has come, and `sending` ones whose dispatcher's lease ran out — with
 * `FOR UPDATE SKIP LOCKED`, so any number of API replicas (or dispatchers) share the work and
 * never claim the same message at once. A claimed message is sent once through SMTP and marked
 * `sent`; a failure counts the try and waits (30 s × 2^(tries − 1), at most 1 h by default) before
 * the next, and after the last try (8 by default) the message is `failed`: kept, shown in the
 * back office, sent again only by a person.
 *
 * "Never sent twice": the claim is exclusive, and the only way a message is sent again is a
 * dispatcher dying (or its lease running out) after the SMTP server accepted the message but before
 * `sent` was written. For that case every message carries a stable Message-ID,
 * `<outbox-<id>@<domain>>`, the same on every try, by which receiving servers and mail clients
 * drop the duplicate.
 */
export function createDispatcher(db: Database, options: DispatcherOptions) {
  const policy: MailRetryPolicy = { ...DEFAULT_MAIL_RETRY_POLICY, ...options.retry };
  const intervalMs = options.intervalMs ?? 2000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const domain = fromDomain(options.from);

  let timer: NodeJS.Timeout | undefined;
  let nudgeTimer: NodeJS.Immediate | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  /** Whether the periodic tick runs. */
  let started = false;
  /** Set by `stop`: no further pass starts. */
  let stopping = false;

  /** Takes up to `batchSize` due messages for this dispatcher (status sending, attempts + 1). */
  async function claim() {
    const now = sql`now()`;
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        or(
          and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, now)),
          and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEmails)
      .set({
        status: 'sending',
        lockedUntil: afterMs(leaseMs),
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  /** Only the dispatcher that holds the claim (status sending, same try) may record its result. */
  const stillOurs = (row: Claimed) =>
    and(
      eq(outboxEmails.id, row.id),
      eq(outboxEmails.status, 'sending'),
      eq(outboxEmails.attempts, row.attempts),
    );

  async function deliver(row: Claimed) {
    const transport = options.transport;
    if (!transport) {
      options.log?.info(
        { to: row.to, subject: row.subject, outboxId: row.id },
        `outbox (no SMTP configured):\n${row.text}`,
      );
      await db
        .update(outboxEmails)
        .set({ status: 'logged', deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(stillOurs(row));
      return;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        messageId: `<outbox-${row.id}@${domain}>`,
      });
    } catch (error) {
      const delay = mailRetryDelayMs(row.attempts, policy);
      const lastError = errorText(error);
      options.log?.warn(
        { to: row.to, outboxId: row.id, attempts: row.attempts, err: error },
        delay === null
          ? 'SMTP delivery failed for the last time; the message is kept as failed'
          : 'SMTP delivery failed; it is tried again later',
      );
      await db
        .update(outboxEmails)
        .set(
          delay === null
            ? { status: 'failed', lockedUntil: null, lastError }
            : { status: 'pending', lockedUntil: null, lastError, nextAttemptAt: afterMs(delay) },
        )
        .where(stillOurs(row));
      return;
    }
    await db
      .update(outboxEmails)
      .set({ status: 'sent', deliveredAt: sql`now()`, lockedUntil: null })
      .where(stillOurs(row));
  }

  /** Claims and sends batches until nothing is due; answers how many messages it handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await claim();
      // Messages of a batch go out in parallel: one slow SMTP answer does not hold up the rest.
      await Promise.all(rows.map((row) => deliver(row)));
      handled += rows.length;
      if (rows.length < batchSize) return handled;
    }
  }

  /**
   * One pass over the due messages. Calls while a pass runs wait for it and then make one more
   * pass (so a message enqueued during a pass is not left for the next tick).
   */
  async function dispatchDue(): Promise<number> {
    if (stopping) return 0;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      try {
        do {
          again = false;
          handled += await drain();
        } while (again && !stopping);
      } finally {
        running = undefined;
      }
      return handled;
    })();
    return running;
  }

  function tick() {
    dispatchDue().catch((error: unknown) => options.log?.error({ err: error }, 'the mail dispatcher failed'));
  }

  return {
    dispatchDue,
    /** Dispatch soon (after the current event-loop turn), e.g. right after a message was enqueued. */
    nudge() {
      if (!started || nudgeTimer) return;
      nudgeTimer = setImmediate(() => {
        nudgeTimer = undefined;
        if (started) tick();
      });
    },
    /** Starts the periodic tick (and a first pass at once). */
    start() {
      if (started) return;
      started = true;
      stopping = false;
      timer = setInterval(tick, intervalMs);
      // The tick alone never keeps the process alive.
      timer.unref();
      tick();
    },
    /** Stops ticking and waits for a pass under way to finish (before the database closes). */
    async stop() {
      started = false;
      stopping = true;
      clearInterval(timer);
      if (nudgeTimer) clearImmediate(nudgeTimer);
      nudgeTimer = undefined;
      await running?.catch(() => undefined);
    },
    policy,
  };
}
