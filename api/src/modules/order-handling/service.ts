import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allowedStaffActions, nextOrderState, returnRefund } from '@storefront/shared/rules';
import type { AfterSalesStatus } from '@storefront/shared/contract/after-sales';
import type {
  BackofficeCancellation,
  BackofficeOrder,
  BackofficeOrderListQuery,
  BackofficeOrderRow,
  BackofficeReturn,
  OrderEvent,
  OrderQueueCounts,
  OrderQueueCountsQuery,
  OrderShopper,
  Refund,
  RefundKind,
  StaffOrderAction,
} from '@storefront/shared/contract/order-handling';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import type { StaffActor } from '../../plugins/auth';
import type { PhotoStore } from '../after-sales/photos';
import { cancellations, returnLines, returns } from '../after-sales/schema';
import { users } from '../auth/schema';
import { escapeLike } from '../catalog/service';
import { invalidateCatalogCaches } from '../catalog/response-cache';
import { orderEvents, orderLines, orders } from '../orders/schema';
import { orderView } from '../orders/service';
import { REFUND_CHANNEL_OF, type PaymentProviders } from '../payments/providers';
import { paymentView } from '../payments/service';
import { payments } from '../payments/schema';
import { recordAudit } from '../staff/audit';
import type { Executor } from '../wallet/service';
import { createOrderFlow, lockOrder, recordOrderEvent, type OrderRow, type RefundRow } from './flow';
import { refunds } from './schema';

type ReturnRow = typeof returns.$inferSelect;
type CancellationRow = typeof cancellations.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Cambodia's offset from UTC: the queue's date filters are days in the shop's time. */
const SHOP_UTC_OFFSET = '+07:00';
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_ROW_ID = 2147483647;

const creator = alias(users, 'refund_creator');
const completer = alias(users, 'refund_completer');
const decider = alias(users, 'decider');

const shopperColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The staff member as a view: null when nobody (or the account is gone). */
const staffRef = (id: number | null, email: string | null) =>
  id !== null && email !== null ? { id, email } : null;

export interface QueueFilters {
  paymentMethod?: OrderRow['paymentMethod'];
  paymentStatus?: OrderRow['paymentStatus'];
  q?: string;
  from?: string;
  to?: string;
}

/** The queue's WHERE for its filters (status and step left to the caller). */
function filterConditions(filters: QueueFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.paymentMethod) conditions.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  if (filters.from)
    conditions.push(gte(orders.createdAt, new Date(`${filters.from}T00:00:00${SHOP_UTC_OFFSET}`)));
  if (filters.to)
    conditions.push(
      lt(orders.createdAt, new Date(Date.parse(`${filters.to}T00:00:00${SHOP_UTC_OFFSET}`) + DAY_MS)),
    );
  const term = filters.q?.trim();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    const matches: SQL[] = [
      ilike(orders.number, like),
      ilike(users.email, like),
      ilike(users.name, like),
      ilike(users.phone, like),
      ilike(orders.trackingNumber, like),
      sql`${orders.addressSnapshot}->>'receiverName' ilike ${like}`,
      sql`${orders.addressSnapshot}->>'receiverPhone' ilike ${like}`,
    ];
    if (/^\d{1,10}$/.test(term) && Number(term) <= MAX_ROW_ID) matches.push(eq(orders.id, Number(term)));
    conditions.push(or(...matches)!);
  }
  return conditions;
}

/** A search over order number, shopper e-mail and name, for the request queues. */
function requestSearch(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const like = `%${escapeLike(term)}%`;
  return or(ilike(orders.number, like), ilike(users.email, like), ilike(users.name, like));
}

/**
 * Order handling in the back office: the queue, an order's page, moving orders on, the shoppers'
 * cancellation and return requests and the refunds. Every change runs in one transaction on the
 * order row locked first (then the request or refund row), so two handlers acting at once are
 * serialized: the second sees the first's result and answers 409.
 */
export function createOrderHandlingService(db: Database, providers: PaymentProviders, photos: PhotoStore) {
  const flow = createOrderFlow(providers);

  // -------------------------------------------------------------------------------------------
  // Views

  async function refundViews(where: SQL | undefined, options: { limit?: number; offset?: number } = {}) {
    const query = db
      .select({
        refund: refunds,
        orderNumber: orders.number,
        shopper: shopperColumns,
        creatorEmail: creator.email,
        completerEmail: completer.email,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(creator, eq(creator.id, refunds.createdBy))
      .leftJoin(completer, eq(completer.id, refunds.completedBy))
      .where(where)
      .orderBy(desc(refunds.id));
    const rows =
      options.limit !== undefined
        ? await query.limit(options.limit).offset(options.offset ?? 0)
        : await query;
    return rows.map((row): Refund => ({
      id: row.refund.id,
      orderId: row.refund.orderId,
      orderNumber: row.orderNumber,
      kind: row.refund.kind,
      sourceId: row.refund.sourceId,
      amount: row.refund.amount,
      method: row.refund.method,
      destination: row.refund.destination ?? REFUND_CHANNEL_OF[row.refund.method],
      status: row.refund.status,
      providerReference: row.refund.providerReference,
      reference: row.refund.reference,
      shopper: row.shopper,
      createdBy: staffRef(row.refund.createdBy, row.creatorEmail),
      completedBy: staffRef(row.refund.completedBy, row.completerEmail),
      createdAt: row.refund.createdAt.toISOString(),
      completedAt: iso(row.refund.completedAt),
    }));
  }

  async function refundsBySource(kind: RefundKind, ids: number[]): Promise<Map<number, Refund>> {
    if (!ids.length) return new Map();
    const rows = await refundViews(and(eq(refunds.kind, kind), inArray(refunds.sourceId, ids)));
    return new Map(rows.map((row) => [row.sourceId, row]));
  }

  async function cancellationViews(where: SQL | undefined, page?: { limit: number; offset: number }) {
    const query = db
      .select({
        cancellation: cancellations,
        order: orders,
        shopper: shopperColumns,
        deciderEmail: decider.email,
      })
      .from(cancellations)
      .innerJoin(orders, eq(orders.id, cancellations.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(decider, eq(decider.id, cancellations.decidedBy))
      .where(where)
      .orderBy(desc(cancellations.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const refundById = await refundsBySource(
      'cancellation',
      rows.map((row) => row.cancellation.id),
    );
    return rows.map(({ cancellation, order, shopper, deciderEmail }): BackofficeCancellation => {
      const paid = order.paymentStatus !== 'unpaid' && cancellation.refundAmount > 0;
      return {
        id: cancellation.id,
        orderId: order.id,
        orderNumber: order.number,
        orderStatus: order.status,
        fulfilment: order.status === 'to_ship' ? (order.fulfilment ?? 'placed') : null,
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        total: order.total,
        shopper,
        reason: cancellation.reason,
        initiatedBy: cancellation.initiatedBy,
        status: cancellation.status,
        refundAmount: cancellation.refundAmount,
        refundedTo: cancellation.refundedTo,
        refundDestination: paid ? REFUND_CHANNEL_OF[order.paymentMethod] : null,
        decisionReason: cancellation.decisionReason,
        decidedAt: iso(cancellation.decidedAt),
        decidedBy: staffRef(cancellation.decidedBy, deciderEmail),
        refund: refundById.get(cancellation.id) ?? null,
        createdAt: cancellation.createdAt.toISOString(),
      };
    });
  }

  async function returnViews(where: SQL | undefined, page?: { limit: number; offset: number }) {
    const query = db
      .select({ request: returns, order: orders, shopper: shopperColumns, deciderEmail: decider.email })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(decider, eq(decider.id, returns.decidedBy))
      .where(where)
      .orderBy(desc(returns.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const ids = rows.map((row) => row.request.id);
    const orderIds = [...new Set(rows.map((row) => row.order.id))];
    const [lines, allOrderLines, refundById, refundedByOrder] = await Promise.all([
      ids.length
        ? db.select().from(returnLines).where(inArray(returnLines.returnId, ids)).orderBy(asc(returnLines.id))
        : Promise.resolve([]),
      orderIds.length
        ? db
            .select()
            .from(orderLines)
            .where(inArray(orderLines.orderId, orderIds))
            .orderBy(asc(orderLines.id))
        : Promise.resolve([]),
      refundsBySource('return', ids),
      refundedAmounts(db, orderIds),
    ]);
    return rows.map(({ request, order, shopper, deciderEmail }): BackofficeReturn => {
      const bought = allOrderLines.filter((line) => line.orderId === order.id);
      const mine = lines.filter((line) => line.returnId === request.id);
      const refund = refundById.get(request.id) ?? null;
      const computed = returnRefund(
        { total: order.total, deliveryFeeTotal: order.deliveryFeeTotal, lines: bought },
        mine,
        refundedByOrder.get(order.id) ?? 0,
      );
      const share = new Map(computed.shares.map((entry) => [entry.orderLineId, entry.amount]));
      const paid = order.paymentStatus !== 'unpaid';
      return {
        id: request.id,
        orderId: order.id,
        orderNumber: order.number,
        orderStatus: order.status,
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        total: order.total,
        shopper,
        reason: request.reason,
        status: request.status,
        photos: request.photos.map((name) => `/api/backoffice/returns/${request.id}/photos/${name}`),
        lines: mine.flatMap((line) => {
          const orderLine = bought.find((candidate) => candidate.id === line.orderLineId);
          if (!orderLine) return [];
          return [
            {
              orderLineId: line.orderLineId,
              name: { en: orderLine.nameEn, kh: orderLine.nameKh },
              imageUrl: orderLine.imageUrl,
              quantity: line.quantity,
              boughtQuantity: orderLine.quantity,
              unitPrice: orderLine.unitPrice,
              lineTotal: orderLine.lineTotal,
              variantId: orderLine.variantId,
              attributes: orderLine.attributes,
              refundShare: share.get(line.orderLineId) ?? 0,
            },
          ];
        }),
        refundAmount: refund ? refund.amount : request.status === 'requested' && paid ? computed.amount : 0,
        refundDestination: paid ? REFUND_CHANNEL_OF[order.paymentMethod] : null,
        decisionReason: request.decisionReason,
        decidedAt: iso(request.decidedAt),
        decidedBy: staffRef(request.decidedBy, deciderEmail),
        refund,
        createdAt: request.createdAt.toISOString(),
      };
    });
  }

  /** What was refunded (succeeded or pending) of each order. */
  async function refundedAmounts(tx: Executor, orderIds: number[]): Promise<Map<number, number>> {
    if (!orderIds.length) return new Map();
    const rows = await tx
      .select({ orderId: refunds.orderId, amount: sql<string>`sum(${refunds.amount})` })
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds))
      .groupBy(refunds.orderId);
    return new Map(rows.map((row) => [row.orderId, Number(row.amount)]));
  }

  async function detail(orderId: number): Promise<BackofficeOrder> {
    const [row] = await db
      .select({ order: orders, shopper: shopperColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!row) throw notFound('order.not_found');
    const { order, shopper } = row;
    const [lines, paymentRows, eventRows, refundRows, cancellationRows, returnRows] = await Promise.all([
      db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
      db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)),
      db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
      refundViews(eq(refunds.orderId, order.id)),
      cancellationViews(eq(cancellations.orderId, order.id)),
      returnViews(eq(returns.orderId, order.id)),
    ]);
    const { history: _history, ...base } = orderView(order, lines, paymentRows[0], []);
    // The open cancellation (a request or the one that cancelled it), else the latest rejected one.
    const cancellation =
      cancellationRows.find((entry) => entry.status !== 'rejected') ?? cancellationRows[0] ?? null;
    const cancellationPending = cancellation?.status === 'requested';
    return {
      ...base,
      shopper,
      language: order.language,
      payments: paymentRows.map(paymentView),
      events: eventRows.map((event): OrderEvent => ({
        id: event.id,
        action: event.action,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        fulfilment: event.fulfilment,
        actor: { kind: event.actorKind, id: event.actorId, email: event.actorEmail },
        note: event.note,
        carrier: event.carrier,
        trackingNumber: event.trackingNumber,
        createdAt: event.createdAt.toISOString(),
      })),
      refunds: refundRows.reverse(),
      cancellation,
      return: returnRows[0] ?? null,
      allowedActions: allowedStaffActions(order).filter(
        (action) => !(cancellationPending && action === 'ship'),
      ),
    };
  }

  /** The open (requested) cancellation of an order, if any. */
  async function pendingCancellation(tx: Executor, orderId: number): Promise<CancellationRow | undefined> {
    const [row] = await tx
      .select()
      .from(cancellations)
      .where(and(eq(cancellations.orderId, orderId), eq(cancellations.status, 'requested')))
      .for('update');
    return row;
  }

  /** A request row locked after its order (the order first: every path locks in that order). */
  async function lockRequest<Row extends { id: number; orderId: number; status: AfterSalesStatus }>(
    tx: Transaction,
    table: typeof returns | typeof cancellations,
    id: number,
    missing: 'return.not_found' | 'cancellation.not_found',
  ): Promise<{ order: OrderRow; request: Row }> {
    const [found] = await tx.select({ orderId: table.orderId }).from(table).where(eq(table.id, id));
    if (!found) throw notFound(missing);
    const order = await lockOrder(tx, found.orderId);
    const [request] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    return { order, request: request as unknown as Row };
  }

  return {
    async queue(query: BackofficeOrderListQuery & { page: number; perPage: number }) {
      const conditions = filterConditions(query);
      if (query.status) conditions.push(eq(orders.status, query.status));
      if (query.fulfilment) {
        conditions.push(eq(orders.status, 'to_ship'));
        conditions.push(
          query.fulfilment === 'placed'
            ? or(eq(orders.fulfilment, 'placed'), sql`${orders.fulfilment} is null`)!
            : eq(orders.fulfilment, query.fulfilment),
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ value: total } = { value: 0 }]] = await Promise.all([
        db
          .select({
            order: orders,
            shopper: shopperColumns,
            itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
            cancellationRequested: sql<boolean>`exists (select 1 from ${cancellations} where ${cancellations.orderId} = ${orders.id} and ${cancellations.status} = 'requested')`,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      return {
        rows: rows.map(({ order, shopper, itemCount, cancellationRequested }): BackofficeOrderRow => ({
          id: order.id,
          number: order.number,
          status: order.status,
          fulfilment: order.status === 'to_ship' ? (order.fulfilment ?? 'placed') : null,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          total: order.total,
          itemCount: Number(itemCount),
          shopper: shopper as OrderShopper,
          receiverName: order.addressSnapshot.receiverName ?? null,
          receiverPhone: order.addressSnapshot.receiverPhone ?? null,
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
          cancellationRequested: Boolean(cancellationRequested),
          createdAt: order.createdAt.toISOString(),
          updatedAt: order.updatedAt.toISOString(),
        })),
        total,
      };
    },

    async counts(filters: OrderQueueCountsQuery): Promise<OrderQueueCounts> {
      const conditions = filterConditions(filters);
      const where = conditions.length ? and(...conditions) : undefined;
      const [groups, [cancelRequests], [returnRequests], [pendingRefunds]] = await Promise.all([
        db
          .select({ status: orders.status, fulfilment: orders.fulfilment, value: count() })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .groupBy(orders.status, orders.fulfilment),
        db.select({ value: count() }).from(cancellations).where(eq(cancellations.status, 'requested')),
        db.select({ value: count() }).from(returns).where(eq(returns.status, 'requested')),
        db.select({ value: count() }).from(refunds).where(eq(refunds.status, 'pending')),
      ]);
      const counts: OrderQueueCounts = {
        all: 0,
        pending_payment: 0,
        to_ship: 0,
        placed: 0,
        confirmed: 0,
        packed: 0,
        shipping: 0,
        delivered: 0,
        cancelled: 0,
        returned: 0,
        cancellationRequests: cancelRequests?.value ?? 0,
        returnRequests: returnRequests?.value ?? 0,
        pendingRefunds: pendingRefunds?.value ?? 0,
      };
      for (const group of groups) {
        counts.all += group.value;
        counts[group.status] += group.value;
        if (group.status === 'to_ship') counts[group.fulfilment ?? 'placed'] += group.value;
      }
      return counts;
    },

    detail,

    /**
     * An order handler's move: confirm, pack, ship (carrier, tracking number), deliver, or cancel
     * (reason; approves the shopper's waiting request if there is one, and refunds what was paid).
     */
    async act(
      staff: StaffActor,
      orderId: number,
      action: StaffOrderAction,
      input: { carrier?: string; trackingNumber?: string; reason?: string } = {},
    ): Promise<BackofficeOrder> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const actor = { kind: 'staff' as const, staff };
        if (action === 'cancel') {
          const request = nextOrderState(order, 'cancel')
            ? await pendingCancellation(tx, order.id)
            : undefined;
          await flow.cancel(tx, order, {
            actor,
            reason: input.reason ?? '',
            initiatedBy: request ? 'shopper' : 'staff',
            ...(request ? { request: { cancellation: request, note: input.reason ?? null } } : {}),
          });
          return;
        }
        if (action === 'ship' && nextOrderState(order, 'ship') && (await pendingCancellation(tx, order.id)))
          throw conflict('order.cancellation_pending');
        await flow.transition(tx, order, {
          action,
          actor,
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
        });
      });
      // A cancelled order gave its stock back: product pages must show it.
      if (action === 'cancel') invalidateCatalogCaches();
      return detail(orderId);
    },

    // -------------------------------------------------------------------------------------------
    // Returns

    async returns(query: { status?: AfterSalesStatus; q?: string; page: number; perPage: number }) {
      const where = and(query.status ? eq(returns.status, query.status) : undefined, requestSearch(query.q));
      const [items, [{ value: total } = { value: 0 }]] = await Promise.all([
        returnViews(where, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
        db
          .select({ value: count() })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where),
      ]);
      return { items, total };
    },

    async returnRequest(id: number): Promise<BackofficeReturn> {
      const [view] = await returnViews(eq(returns.id, id));
      if (!view) throw notFound('return.not_found');
      return view;
    },

    /**
     * Approves a return: the returned quantities go back in stock (movement `returned`, note the
     * order number) and the returned lines' share is refunded through the order's payment (the whole
     * total, delivery included, when everything comes back). Once only: a decided return answers
     * 409 return.already_decided, and the refund is unique per return.
     */
    async approveReturn(staff: StaffActor, id: number, note: string | null): Promise<BackofficeReturn> {
      await db.transaction(async (tx) => {
        const { order, request } = await lockRequest<ReturnRow>(tx, returns, id, 'return.not_found');
        if (request.status !== 'requested') throw conflict('return.already_decided');
        const actor = { kind: 'staff' as const, staff };
        const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, id));
        const bought = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
        const byId = new Map(bought.map((line) => [line.id, line]));
        await flow.restock(
          tx,
          order,
          lines.flatMap((line) => {
            const orderLine = byId.get(line.orderLineId);
            return orderLine ? [{ variantId: orderLine.variantId, quantity: line.quantity }] : [];
          }),
          'returned',
          staff.userId,
        );
        const already = (await refundedAmounts(tx, [order.id])).get(order.id) ?? 0;
        const { amount } = returnRefund(
          { total: order.total, deliveryFeeTotal: order.deliveryFeeTotal, lines: bought },
          lines,
          already,
        );
        const now = new Date();
        let status: AfterSalesStatus = 'completed';
        let refund: RefundRow | null = null;
        await recordOrderEvent(tx, order, {
          action: 'return_approved',
          fromStatus: order.status,
          actor,
          note,
        });
        await flow.mailShopper(tx, order, 'return_decided', {
          orderNumber: order.number,
          decision: 'approved',
          reason: note,
        });
        if (amount > 0 && order.paymentStatus !== 'unpaid') {
          refund = await flow.issueRefund(tx, { kind: 'return', sourceId: id, order, amount, actor });
          status = refund.status === 'succeeded' ? 'refunded' : 'approved';
        }
        await tx
          .update(returns)
          .set({ status, decisionReason: note, decidedAt: now, decidedBy: staff.userId, updatedAt: now })
          .where(eq(returns.id, id));
        await recordAudit(tx, staff, {
          action: 'return.approve',
          entityType: 'return',
          entityId: id,
          before: { status: request.status },
          after: {
            status,
            orderId: order.id,
            refund: refund ? { id: refund.id, amount: refund.amount, status: refund.status } : null,
            ...(note ? { note } : {}),
          },
        });
      });
      // Stock came back: product pages must show it.
      invalidateCatalogCaches();
      return this.returnRequest(id);
    },

    /** Rejects a return with a reason: the order is delivered again (the reject_return move). */
    async rejectReturn(staff: StaffActor, id: number, reason: string): Promise<BackofficeReturn> {
      await db.transaction(async (tx) => {
        const { order, request } = await lockRequest<ReturnRow>(tx, returns, id, 'return.not_found');
        if (request.status !== 'requested') throw conflict('return.already_decided');
        const now = new Date();
        await tx
          .update(returns)
          .set({
            status: 'rejected',
            decisionReason: reason,
            decidedAt: now,
            decidedBy: staff.userId,
            updatedAt: now,
          })
          .where(eq(returns.id, id));
        await flow.transition(tx, order, {
          action: 'reject_return',
          actor: { kind: 'staff', staff },
          note: reason,
          audit: false,
        });
        await flow.mailShopper(tx, order, 'return_decided', {
          orderNumber: order.number,
          decision: 'rejected',
          reason,
        });
        await recordAudit(tx, staff, {
          action: 'return.reject',
          entityType: 'return',
          entityId: id,
          before: { status: request.status },
          after: { status: 'rejected', orderId: order.id, reason },
        });
      });
      return this.returnRequest(id);
    },

    /** A photo of a return request, for staff; null when the request does not hold it. */
    async returnPhoto(id: number, name: string) {
      const [row] = await db.select({ photos: returns.photos }).from(returns).where(eq(returns.id, id));
      if (!row || !row.photos.includes(name)) return null;
      return photos.read(name);
    },

    // -------------------------------------------------------------------------------------------
    // Cancellations

    async cancellations(query: { status?: AfterSalesStatus; q?: string; page: number; perPage: number }) {
      const where = and(
        query.status ? eq(cancellations.status, query.status) : undefined,
        requestSearch(query.q),
      );
      const [items, [{ value: total } = { value: 0 }]] = await Promise.all([
        cancellationViews(where, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
        db
          .select({ value: count() })
          .from(cancellations)
          .innerJoin(orders, eq(orders.id, cancellations.orderId))
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where),
      ]);
      return { items, total };
    },

    async cancellation(id: number): Promise<BackofficeCancellation> {
      const [view] = await cancellationViews(eq(cancellations.id, id));
      if (!view) throw notFound('cancellation.not_found');
      return view;
    },

    /** Approves the shopper's cancellation request: the cancel move, and the refund of what was paid. */
    async approveCancellation(staff: StaffActor, id: number, note: string | null) {
      await db.transaction(async (tx) => {
        const { order, request } = await lockRequest<CancellationRow>(
          tx,
          cancellations,
          id,
          'cancellation.not_found',
        );
        if (request.status !== 'requested') throw conflict('cancellation.already_decided');
        await flow.cancel(tx, order, {
          actor: { kind: 'staff', staff },
          reason: request.reason,
          initiatedBy: 'shopper',
          request: { cancellation: request, note },
          audit: false,
        });
        const [after] = await tx.select().from(cancellations).where(eq(cancellations.id, id));
        await recordAudit(tx, staff, {
          action: 'cancellation.approve',
          entityType: 'cancellation',
          entityId: id,
          before: { status: request.status },
          after: { status: after!.status, orderId: order.id, ...(note ? { note } : {}) },
        });
      });
      invalidateCatalogCaches();
      return this.cancellation(id);
    },

    /** Rejects the shopper's cancellation request with a reason: the order goes on as it was. */
    async rejectCancellation(staff: StaffActor, id: number, reason: string) {
      await db.transaction(async (tx) => {
        const { order, request } = await lockRequest<CancellationRow>(
          tx,
          cancellations,
          id,
          'cancellation.not_found',
        );
        if (request.status !== 'requested') throw conflict('cancellation.already_decided');
        await tx
          .update(cancellations)
          .set({ status: 'rejected', decisionReason: reason, decidedAt: new Date(), decidedBy: staff.userId })
          .where(eq(cancellations.id, id));
        await recordOrderEvent(tx, order, {
          action: 'cancellation_rejected',
          fromStatus: order.status,
          actor: { kind: 'staff', staff },
          note: reason,
        });
        await flow.mailShopper(tx, order, 'cancellation_declined', { orderNumber: order.number, reason });
        await recordAudit(tx, staff, {
          action: 'cancellation.reject',
          entityType: 'cancellation',
          entityId: id,
          before: { status: request.status },
          after: { status: 'rejected', orderId: order.id, reason },
        });
      });
      return this.cancellation(id);
    },

    // -------------------------------------------------------------------------------------------
    // Refunds

    async refunds(query: { status?: Refund['status']; page: number; perPage: number }) {
      const where = query.status ? eq(refunds.status, query.status) : undefined;
      const [items, [{ value: total } = { value: 0 }]] = await Promise.all([
        refundViews(where, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
        db.select({ value: count() }).from(refunds).where(where),
      ]);
      return { items, total };
    },

    /**
     * Records a manual refund done (the staff member made the KHQR or bank transfer, or handed the
     * cash) with its reference: the refund succeeds, its cancellation or return becomes refunded,
     * the shopper is mailed. Once only: 409 refund.already_completed.
     */
    async completeRefund(staff: StaffActor, id: number, reference: string): Promise<Refund> {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, id));
        if (!found) throw notFound('refund.not_found');
        await lockOrder(tx, found.orderId);
        const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
        if (refund!.status === 'succeeded') throw conflict('refund.already_completed');
        const [done] = await tx
          .update(refunds)
          .set({
            status: 'succeeded',
            reference,
            destination: refund!.destination ?? REFUND_CHANNEL_OF[refund!.method],
            completedAt: new Date(),
            completedBy: staff.userId,
          })
          .where(eq(refunds.id, id))
          .returning();
        const source = done!.kind === 'return' ? returns : cancellations;
        await tx
          .update(source)
          .set({ status: 'refunded' })
          .where(and(eq(source.id, done!.sourceId), ne(source.status, 'rejected')));
        await flow.refundSucceeded(tx, done!, { kind: 'staff', staff });
        await recordAudit(tx, staff, {
          action: 'refund.complete',
          entityType: 'refund',
          entityId: id,
          before: { status: refund!.status },
          after: { status: 'succeeded', reference, amount: done!.amount, orderId: done!.orderId },
        });
      });
      const [view] = await refundViews(eq(refunds.id, id));
      return view!;
    },
  };
}

export type OrderHandlingService = ReturnType<typeof createOrderHandlingService>;
