import { and, asc, count, desc, eq } from 'drizzle-orm';
import type {
  BackofficeKhqrPayment,
  BackofficePaymentsQuery,
  KhqrPayment,
  PaymentMode,
  PaymentModes,
} from '@storefront/shared/contract/payments';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import type { StaffActor } from '../../plugins/auth';
import { users } from '../auth/schema';
import type { Executor } from '../wallet/service';
import { orders } from '../orders/schema';
import { recordAudit } from '../staff/audit';
import type { KhqrProvider } from './providers/khqr';
import { payments } from './schema';

type PaymentRow = typeof payments.$inferSelect;

/** Who marks a payment paid, as the orders service takes it (null/absent: the system, i.e. the poller). */
export type PaymentActor = { kind: 'staff'; staff: StaffActor } | { kind: 'system' };

/** The orders service's "paid" path (the one Bakong's confirmation takes too). */
export interface ReceivedPaymentOrders {
  markPaymentPaid(
    paymentId: number,
    actor?: PaymentActor,
    alsoInTransaction?: (tx: Executor, paid: KhqrPayment) => Promise<void>,
  ): Promise<KhqrPayment>;
}

export function backofficePaymentView(
  row: PaymentRow,
  extra: { orderNumber: string | null; customerEmail: string },
  mode: PaymentMode,
): BackofficeKhqrPayment {
  return {
    id: row.id,
    purpose: row.purpose,
    orderId: row.orderId,
    orderNumber: extra.orderNumber,
    customerEmail: extra.customerEmail,
    amount: row.amount,
    currency: 'USD',
    md5: row.md5,
    status: row.status,
    mode,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    checkCount: row.checkCount,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastCheckError: row.lastCheckError,
    bankHash: row.bankHash,
  };
}

/** KHQR payments for the back office: the list, and demo mode's "mark received". */
export function createPaymentsBackofficeService(
  db: Database,
  deps: { khqr: KhqrProvider; cardMode: () => PaymentMode; orders: ReceivedPaymentOrders },
) {
  return {
    modes(): PaymentModes {
      return { khqr: deps.khqr.mode, card: deps.cardMode() };
    },

    /** Pending ones soonest-expiring first (the ones to act on); others newest first. */
    async list(
      query: Required<Pick<BackofficePaymentsQuery, 'status' | 'page' | 'perPage'>> & BackofficePaymentsQuery,
    ) {
      const where = and(
        eq(payments.status, query.status),
        query.purpose ? eq(payments.purpose, query.purpose) : undefined,
      );
      const [rows, [{ value: total } = { value: 0 }]] = await Promise.all([
        db
          .select({ payment: payments, orderNumber: orders.number, customerEmail: users.email })
          .from(payments)
          .innerJoin(users, eq(users.id, payments.userId))
          .leftJoin(orders, eq(orders.id, payments.orderId))
          .where(where)
          .orderBy(
            ...(query.status === 'pending'
              ? [asc(payments.expiresAt), asc(payments.id)]
              : [desc(payments.id)]),
          )
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(payments).where(where),
      ]);
      return {
        rows: rows.map((row) =>
          backofficePaymentView(
            row.payment,
            { orderNumber: row.orderNumber, customerEmail: row.customerEmail },
            deps.khqr.mode,
          ),
        ),
        total,
      };
    },

    /**
     * Demo mode only (409 payment.live_mode otherwise: Bakong confirms payments): a staff member saw
     * the money and marks the KHQR payment received — the same path as Bakong's confirmation — and
     * the audit log records it (payment.mark_received).
     */
    async markReceived(staff: StaffActor, paymentId: number, note: string | undefined): Promise<KhqrPayment> {
      if (deps.khqr.mode === 'live') throw conflict('payment.live_mode');
      const [before] = await db
        .select({ status: payments.status, orderId: payments.orderId, amount: payments.amount })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (!before) throw notFound('payment.not_found');
      // Written in the payment's transaction once it is paid; a refused one (expired, already paid)
      // writes nothing.
      return deps.orders.markPaymentPaid(paymentId, { kind: 'staff', staff }, (tx, paid) =>
        recordAudit(tx, staff, {
          action: 'payment.mark_received',
          entityType: 'payment',
          entityId: paymentId,
          before: { status: before.status },
          after: {
            status: paid.status,
            mode: 'demo',
            orderId: before.orderId,
            amount: before.amount,
            ...(note ? { note } : {}),
          },
        }),
      );
    },
  };
}

export type PaymentsBackofficeService = ReturnType<typeof createPaymentsBackofficeService>;
