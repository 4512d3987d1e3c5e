import { and, desc, eq } from 'drizzle-orm';
import type { KhqrPayment } from '@storefront/shared/contract/payments';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Executor } from '../wallet/service';
import { generateKhqr, type KhqrMerchant } from './khqr';
import { payments } from './schema';

type PaymentRow = typeof payments.$inferSelect;

export function paymentView(row: PaymentRow): KhqrPayment {
  return {
    id: row.id,
    purpose: row.purpose,
    amount: row.amount,
    currency: 'USD',
    qrString: row.qrString,
    md5: row.md5,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** A pending KHQR payment for the exact amount, inside the caller's transaction. */
export async function createKhqrPayment(
  tx: Executor,
  merchant: KhqrMerchant,
  input: {
    userId: number;
    purpose: 'order' | 'top_up';
    orderId?: number;
    amount: number;
    billNumber: string;
  },
): Promise<PaymentRow> {
  const expiresAt = new Date(Date.now() + merchant.ttlMinutes * 60_000);
  const { qrString, md5 } = generateKhqr(merchant, input.amount, input.billNumber, expiresAt);
  const [row] = await tx
    .insert(payments)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      orderId: input.orderId ?? null,
      amount: input.amount,
      qrString,
      md5,
      expiresAt,
    })
    .returning();
  return row!;
}

export function createPaymentService(db: Database) {
  return {
    async mine(userId: number, paymentId: number): Promise<KhqrPayment> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
      if (!row) throw notFound('payment.not_found');
      return paymentView(row);
    },
    async latestForOrder(tx: Executor, orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.id))
        .limit(1);
      return row;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
