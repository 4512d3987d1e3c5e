import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { shopperCancelMode } from '@storefront/shared/rules';
import type { RefundSummary, RequestReturnInput } from '@storefront/shared/contract/after-sales';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { createOrderFlow, recordOrderEvent } from '../order-handling/flow';
import { refunds } from '../order-handling/schema';
import { orderLines, orders } from '../orders/schema';
import { khqrMerchantFromEnv } from '../payments/khqr';
import { paymentProviders, type PaymentProviders } from '../payments/providers';
import { deletingPhotosOnFailure, type PhotoStore } from './photos';
import { cancellations, returnLines, returns } from './schema';

/** A return may be requested up to 7 days after delivery. */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A refund as its shopper reads it. */
export function refundSummary(row: typeof refunds.$inferSelect | undefined): RefundSummary | null {
  if (!row) return null;
  return {
    amount: row.amount,
    destination: row.destination ?? 'bank',
    status: row.status,
    reference: row.reference ?? row.providerReference,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Whether a delivered order is still within the return window at `now`. */
export function withinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}

function localizedLine(row: { nameEn: string; nameKh: string }) {
  return { en: row.nameEn, kh: row.nameKh };
}

export function createAfterSalesService(
  db: Database,
  photos: PhotoStore,
  clock: () => Date = () => new Date(),
  providers: PaymentProviders = paymentProviders({ merchant: khqrMerchantFromEnv() }),
) {
  const flow = createOrderFlow(providers);

  /** The refunds of these cancellations or returns, by source id. */
  async function refundsOf(kind: 'cancellation' | 'return', ids: number[]) {
    const rows = ids.length
      ? await db
          .select()
          .from(refunds)
          .where(and(eq(refunds.kind, kind), inArray(refunds.sourceId, ids)))
      : [];
    return new Map(rows.map((row) => [row.sourceId, row]));
  }

  /** The shopper's order, locked for the rest of the transaction; someone else's answers 404. */
  async function ownOrderForUpdate(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    userId: number,
    orderId: number,
  ) {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('after_sales.order_not_found');
    return order;
  }

  async function cancellationView(id: number) {
    const [row] = await db
      .select({ cancellation: cancellations, orderNumber: orders.number })
      .from(cancellations)
      .innerJoin(orders, eq(orders.id, cancellations.orderId))
      .where(eq(cancellations.id, id));
    if (!row) return null;
    return toCancellation(row, (await refundsOf('cancellation', [id])).get(id));
  }

  function toCancellation(
    row: { cancellation: typeof cancellations.$inferSelect; orderNumber: string },
    refund: typeof refunds.$inferSelect | undefined,
  ) {
    const { cancellation } = row;
    return {
      id: cancellation.id,
      orderId: cancellation.orderId,
      orderNumber: row.orderNumber,
      reason: cancellation.reason,
      status: cancellation.status,
      refundAmount: cancellation.refundAmount,
      refundedTo: cancellation.refundedTo,
      createdAt: cancellation.createdAt.toISOString(),
      initiatedBy: cancellation.initiatedBy,
      decisionReason: cancellation.decisionReason,
      decidedAt: cancellation.decidedAt?.toISOString() ?? null,
      refund: refundSummary(refund),
    };
  }

  async function returnViews(rows: { request: typeof returns.$inferSelect; orderNumber: string }[]) {
    const ids = rows.map((row) => row.request.id);
    const lines = ids.length
      ? await db
          .select({
            returnId: returnLines.returnId,
            orderLineId: returnLines.orderLineId,
            quantity: returnLines.quantity,
            nameEn: orderLines.nameEn,
            nameKh: orderLines.nameKh,
            imageUrl: orderLines.imageUrl,
          })
          .from(returnLines)
          .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
          .where(inArray(returnLines.returnId, ids))
          .orderBy(asc(returnLines.id))
      : [];
    const refundById = await refundsOf('return', ids);
    return rows.map(({ request, orderNumber }) => ({
      id: request.id,
      orderId: request.orderId,
      orderNumber,
      reason: request.reason,
      status: request.status,
      photos: request.photos.map((name) => `/api/returns/${request.id}/photos/${name}`),
      lines: lines
        .filter((line) => line.returnId === request.id)
        .map((line) => ({
          orderLineId: line.orderLineId,
          name: localizedLine(line),
          imageUrl: line.imageUrl,
          quantity: line.quantity,
        })),
      createdAt: request.createdAt.toISOString(),
      decisionReason: request.decisionReason,
      decidedAt: request.decidedAt?.toISOString() ?? null,
      refund: refundSummary(refundById.get(request.id)),
    }));
  }

  return {
    /**
     * The shopper cancels their order. While nothing has started (pending payment, or to_ship and
     * not yet confirmed) it is cancelled at once: the items go back on sale, a pending KHQR code
     * stops, and what was paid is refunded through its payment's provider (wallet at once; KHQR by
     * a transfer the shop makes). Once the shop confirmed or packed it, a cancellation request
     * (status requested) waits for the order handler's decision and the order is unchanged.
     */
    async cancel(userId: number, orderId: number, reason: string) {
      const id = await db.transaction(async (tx) => {
        const order = await ownOrderForUpdate(tx, userId, orderId);
        if (order.status === 'cancelled') throw conflict('cancellation.already_cancelled');
        const mode = shopperCancelMode(order);
        if (!mode) throw conflict('cancellation.already_shipped');
        const [open] = await tx
          .select({ id: cancellations.id })
          .from(cancellations)
          .where(and(eq(cancellations.orderId, order.id), ne(cancellations.status, 'rejected')));
        if (open) throw conflict('cancellation.already_requested');
        const actor = { kind: 'shopper' as const, userId };
        if (mode === 'immediate') {
          const { cancellationId } = await flow.cancel(tx, order, { actor, reason, initiatedBy: 'shopper' });
          return cancellationId;
        }
        const paid = order.paymentStatus === 'paid' && order.total > 0;
        const [row] = await tx
          .insert(cancellations)
          .values({
            orderId: order.id,
            userId,
            reason,
            status: 'requested',
            refundAmount: paid ? order.total : 0,
            refundedTo: paid ? (order.paymentMethod === 'wallet' ? 'wallet' : 'original') : 'none',
            initiatedBy: 'shopper',
            createdAt: clock(),
          })
          .returning({ id: cancellations.id });
        await recordOrderEvent(tx, order, {
          action: 'cancellation_requested',
          fromStatus: order.status,
          actor,
          note: reason,
        });
        return row!.id;
      });
      return (await cancellationView(id))!;
    },

    async cancellations(userId: number, page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ cancellation: cancellations, orderNumber: orders.number })
          .from(cancellations)
          .innerJoin(orders, eq(orders.id, cancellations.orderId))
          .where(eq(cancellations.userId, userId))
          .orderBy(desc(cancellations.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(cancellations).where(eq(cancellations.userId, userId)),
      ]);
      const refundById = await refundsOf(
        'cancellation',
        rows.map((row) => row.cancellation.id),
      );
      return {
        items: rows.map((row) => toCancellation(row, refundById.get(row.cancellation.id))),
        total: total?.value ?? 0,
      };
    },

    /**
     * Requests a return of some of a delivered order's items, within 7 days of delivery; one request
     * per order. The order moves to 'returned' (its tab); the request itself starts 'requested'.
     */
    async requestReturn(
      userId: number,
      orderId: number,
      input: RequestReturnInput,
      photoFiles: Parameters<PhotoStore['save']>[1][],
    ) {
      // Photos are stored with the transaction (their rows roll back with it); a rollback also
      // deletes what a bucket holds of them.
      const id = await deletingPhotosOnFailure(photos, (stored) =>
        db.transaction(async (tx) => {
          const order = await ownOrderForUpdate(tx, userId, orderId);
          const [existing] = await tx
            .select({ id: returns.id })
            .from(returns)
            .where(eq(returns.orderId, order.id));
          if (existing) throw conflict('return.already_requested');
          if (order.status !== 'delivered') throw conflict('return.not_delivered');
          if (!withinReturnWindow(order.deliveredAt, clock())) {
            throw conflict({ code: 'return.window_closed', params: { days: RETURN_WINDOW_DAYS } });
          }
          const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
          const byId = new Map(lines.map((line) => [line.id, line]));
          const seen = new Set<number>();
          input.lines.forEach((wanted, index) => {
            const line = byId.get(wanted.orderLineId);
            if (!line)
              throw badRequest('return.line_not_in_order', {
                [`lines.${index}.orderLineId`]: 'return.line_not_in_order',
              });
            if (seen.has(line.id))
              throw badRequest('return.line_repeated', {
                [`lines.${index}.orderLineId`]: 'return.line_repeated_field',
              });
            seen.add(line.id);
            if (wanted.quantity > line.quantity) {
              throw badRequest(
                { code: 'return.quantity_above_bought', params: { count: line.quantity } },
                {
                  [`lines.${index}.quantity`]: {
                    code: 'cart.quantity_at_most',
                    params: { max: line.quantity },
                  },
                },
              );
            }
          });
          for (const photo of photoFiles) stored.push(await photos.save('return', photo, tx));
          const now = clock();
          const [row] = await tx
            .insert(returns)
            .values({
              orderId: order.id,
              userId,
              reason: input.reason,
              photos: stored,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: returns.id });
          await tx.insert(returnLines).values(
            input.lines.map((line) => ({
              returnId: row!.id,
              orderLineId: line.orderLineId,
              quantity: line.quantity,
            })),
          );
          await flow.transition(tx, order, {
            action: 'request_return',
            actor: { kind: 'shopper', userId },
            note: input.reason,
          });
          return row!.id;
        }),
      );
      const rows = await db
        .select({ request: returns, orderNumber: orders.number })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(eq(returns.id, id));
      return (await returnViews(rows))[0]!;
    },

    async returns(userId: number, page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ request: returns, orderNumber: orders.number })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .where(eq(returns.userId, userId))
          .orderBy(desc(returns.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(returns).where(eq(returns.userId, userId)),
      ]);
      return { items: await returnViews(rows), total: total?.value ?? 0 };
    },

    /** A photo of the shopper's own return request; anything else answers null (404). */
    async returnPhoto(userId: number, returnId: number, name: string) {
      const [row] = await db
        .select({ photos: returns.photos })
        .from(returns)
        .where(and(eq(returns.id, returnId), eq(returns.userId, userId)));
      if (!row || !row.photos.includes(name)) return null;
      return photos.read(name);
    },
  };
}

export type AfterSalesService = ReturnType<typeof createAfterSalesService>;
