import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import type { PaymentActor } from './backoffice-service';
import type { KhqrCheck, KhqrProvider } from './providers/khqr';
import { payments } from './schema';

/*
 * The KHQR poller: a paid KHQR order becomes paid, and an unpaid one expires, without anyone acting.
 *
 * Every tick (KHQR_POLL_INTERVAL_MS, 5 s by default):
 *  1. Due expiries: pending KHQR payments whose time ran out are expired and their orders cancelled
 *     and restocked (the orders service's own path, the one a shopper's poll takes). In live mode
 *     Bakong is asked one last time first: money that arrived in the last seconds is logged for a
 *     refund by hand (an expired code is never marked paid).
 *  2. Live mode only: due checks. Pending, unexpired payments whose `next_check_at` has come are
 *     claimed with FOR UPDATE SKIP LOCKED — so several API replicas share the work, and each payment
 *     is asked about by one of them — and their next check is pushed back (backoff) in the same
 *     short transaction; then Bakong is asked, outside any transaction. A paid answer whose amount,
 *     currency and receiving account match marks the payment paid (its order moves to to_ship, a
 *     top-up credits the wallet); anything else is written down (`last_check_error`) and asked again
 *     at the next check.
 *
 * Backoff per payment: the first FAST_CHECKS checks one interval apart, then ×1.5 each time up to
 * MAX_CHECK_DELAY_MS, and never scheduled past the payment's expiry (the last check falls within
 * its last interval).
 */

/** How many checks of a new payment are one interval apart (a minute at the default 5 s). */
export const FAST_CHECKS = 12;
/** The longest wait between two checks of one payment. */
export const MAX_CHECK_DELAY_MS = 60_000;
/** Payments claimed per tick, and Bakong calls in flight at once. */
const BATCH_SIZE = 20;
const CONCURRENCY = 4;

/** How long after its `checkCount`-th check a payment is asked about again. */
export function checkDelay(checkCount: number, intervalMs: number): number {
  if (checkCount <= FAST_CHECKS) return intervalMs;
  return Math.min(intervalMs * 1.5 ** (checkCount - FAST_CHECKS), Math.max(MAX_CHECK_DELAY_MS, intervalMs));
}

/** When to ask next: after the backoff delay, but never past the last interval before expiry. */
export function nextCheckAt(checkCount: number, intervalMs: number, now: Date, expiresAt: Date): Date {
  const next = now.getTime() + checkDelay(checkCount, intervalMs);
  return new Date(Math.min(next, expiresAt.getTime() - intervalMs));
}

/** The orders service's two paths the poller takes (the same a staff member's or a shopper's call takes). */
export interface PollerOrders {
  /** Marks a pending KHQR payment paid: its order moves to to_ship, or its top-up credits the wallet. */
  markPaymentPaid(paymentId: number, actor?: PaymentActor): Promise<unknown>;
  /** Expires the shopper's KHQR payment if its time ran out (its order is cancelled and restocked). */
  expireDuePayment(userId: number, paymentId: number): Promise<void>;
}

export interface PollerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface TickResult {
  expired: number;
  checked: number;
  paid: number;
}

export interface KhqrPoller {
  /** One round (what the timer runs); tests call it directly or `start` the timer. */
  tick(): Promise<TickResult>;
  /** Runs a tick now and then every interval (a tick never overlaps the previous one). */
  start(): void;
  /** Stops the timer and waits for a running tick to end. */
  stop(): Promise<void>;
  readonly running: boolean;
  readonly intervalMs: number;
}

export function createKhqrPoller(deps: {
  db: Database;
  provider: KhqrProvider;
  orders: PollerOrders;
  intervalMs: number;
  log: PollerLog;
}): KhqrPoller {
  const { db, provider, orders, intervalMs, log } = deps;

  async function note(paymentId: number, changes: Partial<typeof payments.$inferInsert>) {
    await db.update(payments).set(changes).where(eq(payments.id, paymentId));
  }

  async function expireDue(now: Date): Promise<number> {
    const due = await db
      .select({
        id: payments.id,
        userId: payments.userId,
        md5: payments.md5,
        amount: payments.amount,
        currency: payments.currency,
      })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now)))
      .orderBy(asc(payments.expiresAt))
      .limit(BATCH_SIZE * 5);
    for (const payment of due) {
      if (provider.mode === 'live') {
        const last = await provider.check(payment);
        if (last.result === 'paid' || last.result === 'mismatch') {
          log.error(
            { paymentId: payment.id, bankHash: last.bankHash, amount: last.transaction.amount },
            'Bakong saw money for a KHQR code whose time ran out: the payment expires; refund the shopper by hand',
          );
          await note(payment.id, {
            lastCheckedAt: now,
            lastCheckError: 'Paid at Bakong after its time ran out: refund by hand',
          }).catch(() => undefined);
        }
      }
      try {
        await orders.expireDuePayment(payment.userId, payment.id);
      } catch (error) {
        log.error(
          { paymentId: payment.id, error },
          'a KHQR payment could not be expired; trying again next round',
        );
      }
    }
    return due.length;
  }

  /** Claims the payments due for a check and pushes their next check back, in one short transaction. */
  async function claimDue(now: Date) {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: payments.id,
          md5: payments.md5,
          amount: payments.amount,
          currency: payments.currency,
          checkCount: payments.checkCount,
          expiresAt: payments.expiresAt,
        })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            eq(payments.method, 'khqr'),
            gt(payments.expiresAt, now),
            or(isNull(payments.nextCheckAt), lte(payments.nextCheckAt, now)),
          ),
        )
        .orderBy(sql`coalesce(${payments.nextCheckAt}, ${payments.createdAt})`, asc(payments.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const count = row.checkCount + 1;
        await tx
          .update(payments)
          .set({ checkCount: count, nextCheckAt: nextCheckAt(count, intervalMs, now, row.expiresAt) })
          .where(eq(payments.id, row.id));
      }
      return rows;
    });
  }

  /** Acts on one answer; true when the payment was marked paid. */
  async function settle(paymentId: number, check: KhqrCheck, checkedAt: Date): Promise<boolean> {
    switch (check.result) {
      case 'paid': {
        try {
          // The bank's transaction is written first: one Bakong transaction pays one payment (unique).
          await note(paymentId, { bankHash: check.bankHash, lastCheckedAt: checkedAt, lastCheckError: null });
        } catch (error) {
          log.error(
            { paymentId, bankHash: check.bankHash, error },
            "Bakong's transaction is already recorded for another KHQR payment: not marked paid",
          );
          await note(paymentId, {
            lastCheckedAt: checkedAt,
            lastCheckError: "Bakong's transaction already paid another payment",
          });
          return false;
        }
        try {
          await orders.markPaymentPaid(paymentId, { kind: 'system' });
          log.info({ paymentId, bankHash: check.bankHash }, 'KHQR payment confirmed by Bakong');
          return true;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          // Expired or cancelled meanwhile (the order was cancelled): the money came anyway.
          log.error(
            { paymentId, bankHash: check.bankHash, problem: error.problem },
            'Bakong confirmed a KHQR payment that is no longer pending: refund the shopper by hand',
          );
          await note(paymentId, {
            lastCheckError: `Paid at Bakong but ${error.problem.code}: refund by hand`,
          });
          return false;
        }
      }
      case 'mismatch':
        log.warn(
          { paymentId, bankHash: check.bankHash, reason: check.reason },
          'Bakong answered a transaction that does not match the KHQR payment: not marked paid',
        );
        await note(paymentId, { lastCheckedAt: checkedAt, lastCheckError: check.reason });
        return false;
      case 'not_paid':
        await note(paymentId, { lastCheckedAt: checkedAt, lastCheckError: check.reason });
        return false;
      case 'try_later':
        await note(paymentId, { lastCheckedAt: checkedAt, lastCheckError: check.reason });
        return false;
      case 'demo':
        return false;
    }
  }

  async function checkDue(now: Date): Promise<{ checked: number; paid: number }> {
    const claimed = await claimDue(now);
    let paid = 0;
    const unreachable: string[] = [];
    const queue = [...claimed];
    const worker = async () => {
      for (let payment = queue.shift(); payment; payment = queue.shift()) {
        const check = await provider.check(payment);
        if (check.result === 'try_later') unreachable.push(check.reason);
        if (await settle(payment.id, check, new Date())) paid += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
    // One line per tick, not one per payment, while Bakong is down.
    if (unreachable.length)
      log.warn(
        { payments: unreachable.length, reason: unreachable[0] },
        'Bakong could not be asked about KHQR payments: asking again later',
      );
    return { checked: claimed.length, paid };
  }

  async function tick(): Promise<TickResult> {
    const now = new Date();
    const expired = await expireDue(now);
    if (provider.mode !== 'live') return { expired, checked: 0, paid: 0 };
    const { checked, paid } = await checkDue(now);
    return { expired, checked, paid };
  }

  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  let running = false;

  function schedule(delay: number) {
    timer = setTimeout(() => {
      timer = null;
      current = tick()
        .catch((error: unknown) => log.error({ error }, 'the KHQR poller failed a round; it goes on'))
        .finally(() => {
          current = null;
          if (running) schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    tick,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    get running() {
      return running;
    },
    intervalMs,
  };
}
