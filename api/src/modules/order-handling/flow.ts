import { and, asc, eq, sql } from 'drizzle-orm';
import {
  nextOrderState,
  orderStateName,
  roundMoney,
  type OrderAction,
  type OrderEventAction,
} from '@storefront/shared/rules';
import type { RefundKind } from '@storefront/shared/contract/order-handling';
import { conflict, notFound } from '../../lib/http-errors';
import type { ApiLanguage } from '../../lib/request-language';
import type { StaffActor } from '../../plugins/auth';
import { cancellations } from '../after-sales/schema';
import { users } from '../auth/schema';
import { variants } from '../catalog/schema';
import { recordStockMovements, type StockMovementEntry } from '../catalog-admin/stock-movements';
import { enqueueMail } from '../mail/outbox';
import { renderMail, type MailTemplateData, type MailTemplateName } from '../mail/templates';
import { orderEvents, orderLines, orders } from '../orders/schema';
import type { PaymentProviders } from '../payments/providers';
import type { ProviderOrder } from '../payments/provider';
import { payments } from '../payments/schema';
import { recordAudit } from '../staff/audit';
import type { Executor } from '../wallet/service';
import { refunds } from './schema';

// The one place an order moves: every path (the shopper's cancel and return, the order handler's
// buttons, a KHQR payment or its timeout) applies its action here, on the order row locked for the
// rest of the caller's transaction, through the state machine of `@storefront/shared/rules`
// (order-flow.ts). An action the order's state does not allow answers 409 order.transition_invalid
// { from, action } and changes nothing. Each move writes one `order_events` row; a staff member's
// also an audit entry (`order.<action>`), and the e-mails it causes go to the outbox in the same
// transaction.

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
type CancellationRow = typeof cancellations.$inferSelect;

/** Who makes a change: the shopper, a staff member, or the shop itself (a payment, a timeout). */
export type OrderActor =
  { kind: 'shopper'; userId: number } | { kind: 'staff'; staff: StaffActor } | { kind: 'system' };

export interface TransitionInput {
  action: OrderAction;
  actor: OrderActor;
  /** A reason or a note, kept in the history. */
  note?: string | null;
  /** ship: who carries it and its tracking number. */
  carrier?: string;
  trackingNumber?: string;
  /** For a staff actor: write `order.<action>` to the audit log (default); false when the caller writes its own entry. */
  audit?: boolean;
}

/** Why a KHQR order was cancelled by its timeout, in the shopper's language (the e-mail's reason). */
const EXPIRY_REASON: Record<ApiLanguage, string> = {
  en: 'The KHQR payment was not made in time.',
  kh: 'ការទូទាត់ KHQR មិនត្រូវបានធ្វើឡើងទាន់ពេលកំណត់ទេ។',
};

const staffOf = (actor: OrderActor) => (actor.kind === 'staff' ? actor.staff : null);

export const providerOrder = (row: OrderRow): ProviderOrder => ({
  orderId: row.id,
  orderNumber: row.number,
  userId: row.userId,
  amount: row.total,
});

/** The order row, locked (FOR UPDATE) until the caller's transaction ends; 404 when there is none. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw notFound('order.not_found');
  return row;
}

/** The shopper's account e-mail, where the order's e-mails go. */
async function shopperEmail(tx: Executor, userId: number): Promise<string | null> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** One history entry of the order, as it stands after the change. */
export async function recordOrderEvent(
  tx: Executor,
  order: OrderRow,
  event: {
    action: OrderEventAction;
    fromStatus: OrderRow['status'] | null;
    actor: OrderActor;
    note?: string | null;
    carrier?: string | null;
    trackingNumber?: string | null;
  },
): Promise<void> {
  const staff = staffOf(event.actor);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: order.status,
    fulfilment: order.fulfilment,
    actorKind: event.actor.kind,
    actorId: staff?.userId ?? null,
    actorEmail: staff?.email ?? null,
    note: event.note ?? null,
    carrier: event.carrier ?? null,
    trackingNumber: event.trackingNumber ?? null,
  });
}

/** Puts the order's lines back on sale (in variant order, as checkout locks them), with stock movements. */
async function restock(
  tx: Executor,
  order: OrderRow,
  quantities: { variantId: number; quantity: number }[],
  reason: 'cancelled' | 'returned',
  actorId: number | null,
): Promise<void> {
  const movements: StockMovementEntry[] = [];
  for (const line of [...quantities].sort((a, b) => a.variantId - b.variantId)) {
    const [back] = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${line.quantity}` })
      .where(eq(variants.id, line.variantId))
      .returning({ stock: variants.stock });
    if (back)
      movements.push({
        variantId: line.variantId,
        change: line.quantity,
        stockAfter: back.stock,
        reason,
        note: order.number,
        actorId,
      });
  }
  await recordStockMovements(tx, movements);
}

export function createOrderFlow(providers: PaymentProviders) {
  /** An e-mail to the order's shopper, in the order's language, through the outbox (in `tx`). */
  async function mailShopper<K extends MailTemplateName>(
    tx: Executor,
    order: OrderRow,
    template: K,
    data: MailTemplateData[K],
  ): Promise<void> {
    const to = await shopperEmail(tx, order.userId);
    if (to) await enqueueMail(tx, { to, ...renderMail(template, order.language, data) });
  }

  /**
   * Applies `input.action` to the order `row` (locked by the caller with `lockOrder`): checks it
   * against the state machine, stamps the order, and does what the move means — mark_paid pays its
   * KHQR payment; ship keeps the carrier and tracking number; deliver captures a payment still
   * open (cash on delivery becomes paid); cancel and expire put the stock back and stop a pending
   * KHQR code. Refunds are not made here (see `cancel` and `issueRefund`).
   */
  async function transition(tx: Executor, row: OrderRow, input: TransitionInput): Promise<OrderRow> {
    const next = nextOrderState(row, input.action);
    if (!next)
      throw conflict({
        code: 'order.transition_invalid',
        params: { from: orderStateName(row), action: input.action },
      });
    const now = new Date();
    const changes: Partial<OrderRow> = { status: next.status, fulfilment: next.fulfilment, updatedAt: now };
    const staff = staffOf(input.actor);
    let paidOnDelivery = false;
    switch (input.action) {
      case 'mark_paid':
        changes.paymentStatus = 'paid';
        changes.paidAt = now;
        await tx
          .update(payments)
          .set({ status: 'paid', paidAt: now })
          .where(and(eq(payments.orderId, row.id), eq(payments.status, 'pending')));
        break;
      case 'ship':
        changes.carrier = input.carrier ?? null;
        changes.trackingNumber = input.trackingNumber ?? null;
        changes.shippedAt = now;
        break;
      case 'deliver':
        changes.deliveredAt = now;
        if (row.paymentStatus === 'unpaid') {
          await providers[row.paymentMethod].capture(tx, providerOrder(row));
          changes.paymentStatus = 'paid';
          changes.paidAt = now;
          paidOnDelivery = true;
        }
        break;
      case 'cancel':
      case 'expire': {
        changes.cancelledAt = now;
        const lines = await tx
          .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
          .from(orderLines)
          .where(eq(orderLines.orderId, row.id))
          .orderBy(asc(orderLines.variantId));
        await restock(tx, row, lines, 'cancelled', null);
        await tx
          .update(payments)
          .set({ status: 'cancelled' })
          .where(and(eq(payments.orderId, row.id), eq(payments.status, 'pending')));
        break;
      }
      default:
        break;
    }
    const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, row.id)).returning();
    const order = updated!;
    await recordOrderEvent(tx, order, {
      action: input.action,
      fromStatus: row.status,
      actor: input.actor,
      note: input.note,
      carrier: input.action === 'ship' ? order.carrier : null,
      trackingNumber: input.action === 'ship' ? order.trackingNumber : null,
    });
    if (staff && input.audit !== false)
      await recordAudit(tx, staff, {
        action: `order.${input.action}`,
        entityType: 'order',
        entityId: order.id,
        before: { status: row.status, fulfilment: row.fulfilment, paymentStatus: row.paymentStatus },
        after: {
          status: order.status,
          fulfilment: order.fulfilment,
          paymentStatus: order.paymentStatus,
          ...(input.action === 'ship'
            ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
            : {}),
          ...(input.note ? { note: input.note } : {}),
        },
      });
    if (input.action === 'ship')
      await mailShopper(tx, order, 'order_shipped', {
        orderNumber: order.number,
        carrier: order.carrier ?? '',
        trackingNumber: order.trackingNumber ?? '',
      });
    if (input.action === 'deliver')
      await mailShopper(tx, order, 'order_delivered', { orderNumber: order.number, paidOnDelivery });
    if (input.action === 'expire')
      await mailShopper(tx, order, 'order_cancelled', {
        orderNumber: order.number,
        reason: EXPIRY_REASON[order.language],
        refundAmount: 0,
      });
    return order;
  }

  /** After a refund's money went back: the order is refunded once refunds cover its total; history; e-mail. */
  async function refundSucceeded(tx: Executor, refund: RefundRow, actor: OrderActor): Promise<void> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    if (!order) return;
    const [{ refunded } = { refunded: 0 }] = await tx
      .select({ refunded: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'succeeded')));
    let current = order;
    if (roundMoney(Number(refunded)) >= order.total && order.paymentStatus !== 'refunded') {
      const [updated] = await tx
        .update(orders)
        .set({ paymentStatus: 'refunded', updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      current = updated!;
    }
    await recordOrderEvent(tx, current, {
      action: 'refund_issued',
      fromStatus: current.status,
      actor,
      note: refund.reference ?? refund.providerReference,
    });
    await mailShopper(tx, current, 'refund_issued', {
      orderNumber: current.number,
      amount: refund.amount,
      destination: refund.destination ?? 'bank',
      reference: refund.reference ?? refund.providerReference,
    });
  }

  /**
   * Refunds `amount` of `order` for a cancellation or a return, at most once per source: the row is
   * inserted ON CONFLICT DO NOTHING on the unique (kind, source_id), and when it already exists it
   * is answered as is and no money moves. Otherwise the provider of the order's payment method gives
   * the money back (wallet, demo card: at once; KHQR, cash: pending until staff record the transfer).
   */
  async function issueRefund(
    tx: Executor,
    input: { kind: RefundKind; sourceId: number; order: OrderRow; amount: number; actor: OrderActor },
  ): Promise<RefundRow> {
    const { order, actor } = input;
    const amount = roundMoney(input.amount);
    const [created] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        kind: input.kind,
        sourceId: input.sourceId,
        amount,
        method: order.paymentMethod,
        createdBy: staffOf(actor)?.userId ?? null,
      })
      .onConflictDoNothing({ target: [refunds.kind, refunds.sourceId] })
      .returning();
    if (!created) {
      const [existing] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.kind, input.kind), eq(refunds.sourceId, input.sourceId)));
      return existing!;
    }
    const result = await providers[order.paymentMethod].refund(tx, {
      ...providerOrder(order),
      amount,
      refundId: created.id,
    });
    const [refund] = await tx
      .update(refunds)
      .set({
        destination: result.destination,
        status: result.status,
        providerReference: result.providerReference,
        completedAt: result.status === 'succeeded' ? new Date() : null,
      })
      .where(eq(refunds.id, created.id))
      .returning();
    if (refund!.status === 'succeeded') await refundSucceeded(tx, refund!, actor);
    return refund!;
  }

  /**
   * Cancels the order `row` (locked): the cancel move (restock, KHQR code stopped), its cancellation
   * — a new one, or the shopper's request being approved — and, when it was paid, the refund of its
   * whole total through its payment's provider. The cancellation ends `refunded` (money back now),
   * `approved` (a manual refund to make) or `completed` (nothing was paid).
   */
  async function cancel(
    tx: Executor,
    row: OrderRow,
    input: {
      actor: OrderActor;
      reason: string;
      initiatedBy: 'shopper' | 'staff';
      /** The shopper's request being approved, with the staff's note. */
      request?: { cancellation: CancellationRow; note: string | null };
      audit?: boolean;
    },
  ): Promise<{ order: OrderRow; cancellationId: number }> {
    const order = await transition(tx, row, {
      action: 'cancel',
      actor: input.actor,
      note: input.request ? (input.request.note ?? input.request.cancellation.reason) : input.reason,
      audit: input.audit,
    });
    const paid = row.paymentStatus === 'paid' && row.total > 0;
    const refundedTo = paid ? (row.paymentMethod === 'wallet' ? 'wallet' : 'original') : 'none';
    const now = new Date();
    const staff = staffOf(input.actor);
    let cancellationId: number;
    if (input.request) {
      cancellationId = input.request.cancellation.id;
      await tx
        .update(cancellations)
        .set({
          status: 'completed',
          refundAmount: paid ? row.total : 0,
          refundedTo,
          decisionReason: input.request.note,
          decidedAt: now,
          decidedBy: staff?.userId ?? null,
        })
        .where(eq(cancellations.id, cancellationId));
    } else {
      const [inserted] = await tx
        .insert(cancellations)
        .values({
          orderId: row.id,
          userId: row.userId,
          reason: input.reason,
          status: 'completed',
          refundAmount: paid ? row.total : 0,
          refundedTo,
          initiatedBy: input.initiatedBy,
          createdAt: now,
          ...(staff ? { decidedAt: now, decidedBy: staff.userId } : {}),
        })
        .returning({ id: cancellations.id });
      cancellationId = inserted!.id;
    }
    await mailShopper(tx, order, 'order_cancelled', {
      orderNumber: order.number,
      reason: input.request ? input.request.cancellation.reason : input.reason,
      refundAmount: paid ? row.total : 0,
    });
    if (paid) {
      const refund = await issueRefund(tx, {
        kind: 'cancellation',
        sourceId: cancellationId,
        order,
        amount: row.total,
        actor: input.actor,
      });
      await tx
        .update(cancellations)
        .set({ status: refund.status === 'succeeded' ? 'refunded' : 'approved' })
        .where(eq(cancellations.id, cancellationId));
    }
    const [current] = await tx.select().from(orders).where(eq(orders.id, row.id));
    return { order: current!, cancellationId };
  }

  return { transition, cancel, issueRefund, refundSucceeded, restock, mailShopper };
}

export type OrderFlow = ReturnType<typeof createOrderFlow>;
