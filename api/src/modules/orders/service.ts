import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { attributesEqual } from '@storefront/shared/rules';
import type {
  Attributes,
  CheckoutQuote,
  CheckoutQuoteLine,
  Order,
  OrderStatus,
  PaymentMethod,
} from '@storefront/shared/contract';
import type { StaffActor } from '../../plugins/auth';
import type { KhqrPayment } from '@storefront/shared/contract/payments';
import type { Database } from '../../db/client';
import { normalizeProblem, type CodedProblem, type Problem } from '../../lib/errors/codes';
import { problemMessage } from '../../lib/errors/messages';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-errors';
import type { ApiLanguage } from '../../lib/request-language';
import { addressBooks } from '../account/schema';
import { cartItems } from '../cart/schema';
import { deliveryConditions, products, promotions, stores, variants } from '../catalog/schema';
import { invalidateCatalogCaches } from '../catalog/response-cache';
import { recordStockMovements } from '../catalog-admin/stock-movements';
import { productImageUrl } from '../catalog/service';
import { paymentCards } from '../payment-options/schema';
import { paymentView } from '../payments/service';
import type { KhqrMerchant } from '../payments/khqr';
import { paymentProviders, type PaymentProviders } from '../payments/providers';
import { payments } from '../payments/schema';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { users } from '../auth/schema';
import { createOrderFlow, lockOrder, providerOrder, recordOrderEvent } from '../order-handling/flow';
import { checkVoucher, redeemVoucher } from '../vouchers/service';
import { now as clockNow } from '../../lib/clock';
import { creditWallet, type Executor } from '../wallet/service';
import { priceOrder, type PricingLineInput, type VoucherTerms } from './pricing';
import { idempotencyKeys, orderEvents, orderLines, orders, type AddressSnapshot } from './schema';

/** What is being bought: chosen cart lines, or one product straight from its page. */
/** The quote as answered: why a voucher does not apply is a code with its message. */
export type AnsweredQuote = Omit<CheckoutQuote, 'voucherError'> & {
  voucherError: (CodedProblem & { message: string }) | null;
};

export type OrderSource =
  | { cartIds: number[]; buyNow?: undefined }
  | { cartIds?: undefined; buyNow: { productId: number; attributes: Attributes; quantity: number } };

export type PlaceOrderInput = OrderSource & {
  addressId: number;
  paymentMethod: PaymentMethod;
  voucherCode?: string | null;
  /** The saved card to charge when paymentMethod is 'card' (brand and last four only are stored). */
  cardId?: number | null;
  /** The total the shopper saw; a different server total answers 409 with the new figures. */
  expectedTotal: number;
};

/** 409 carrying the fresh quote, so the page can show the new figures and ask to confirm. */
export class QuoteChangedError extends HttpError {
  constructor(
    problem: 'checkout.stock_changed' | 'checkout.price_changed',
    readonly quote: CheckoutQuote,
  ) {
    super(409, problem, undefined, { quote });
  }
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ORDER_NUMBER_DIGITS = 6;

export const orderNumber = (id: number) => `PS-${String(id).padStart(MAX_ORDER_NUMBER_DIGITS, '0')}`;

/** Who marks a payment paid: a staff member (demo mode's "mark received") or the shop itself (Bakong's answer). */
export type PaymentActor = { kind: 'staff'; staff: StaffActor } | { kind: 'system' };

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, v]) => `${JSON.stringify(key)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestFingerprint = (body: unknown) =>
  createHash('sha256').update(stableJson(body)).digest('hex');

interface SourceLine {
  cartId: number | null;
  variantId: number;
  quantity: number;
}

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type OrderEventRow = typeof orderEvents.$inferSelect;

/** The order's history as its shopper reads it (staff names left out). */
export function historyView(events: OrderEventRow[]): Order['history'] {
  return events.map((event) => ({
    action: event.action,
    status: event.toStatus,
    fulfilment: event.fulfilment,
    actorKind: event.actorKind,
    note: event.note,
    carrier: event.carrier,
    trackingNumber: event.trackingNumber,
    createdAt: event.createdAt.toISOString(),
  }));
}

export function orderView(
  row: OrderRow,
  lines: OrderLineRow[],
  payment: typeof payments.$inferSelect | undefined,
  events: OrderEventRow[],
): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    deliveryFeeTotal: row.deliveryFeeTotal,
    total: row.total,
    voucherCode: row.voucherCode,
    address: row.addressSnapshot,
    paidAt: row.paidAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      storeId: line.storeId,
      variantId: line.variantId,
      attributes: line.attributes,
      name: { en: line.nameEn, kh: line.nameKh },
      imageUrl: line.imageUrl,
      unitPrice: line.unitPrice,
      discount: line.discount,
      quantity: line.quantity,
      deliveryFee: line.deliveryFee,
      lineTotal: line.lineTotal,
    })),
    payment: payment ? paymentView(payment) : null,
    fulfilment: row.status === 'to_ship' ? (row.fulfilment ?? 'placed') : null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    history: historyView(events),
  };
}

/** The history of each order (oldest first), read at once. */
async function eventsOf(tx: Executor, orderIds: number[]): Promise<Map<number, OrderEventRow[]>> {
  const rows = orderIds.length
    ? await tx
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, orderIds))
        .orderBy(asc(orderEvents.id))
    : [];
  const byOrder = new Map<number, OrderEventRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/**
 * Shoppers' orders: quotes, placing, reading, and the payment paths (a KHQR code paid or run out of
 * time). Every move of an order goes through the order flow (order-handling/flow.ts). `providers`
 * takes each payment method's money (default: demo KHQR for `merchant`, the demo card).
 */
export function createOrderService(
  db: Database,
  merchant: KhqrMerchant,
  providers: PaymentProviders = paymentProviders({ merchant }),
) {
  const flow = createOrderFlow(providers);

  /** The lines to buy, checked against the shopper's cart (someone else's line is a 404). */
  async function sourceLines(
    tx: Executor,
    userId: number,
    source: OrderSource,
    lock: boolean,
  ): Promise<SourceLine[]> {
    if (source.buyNow) {
      const options = await tx
        .select({ variant: variants })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(variants.productId, source.buyNow.productId), eq(products.published, true)))
        .then((rows) => rows.map((row) => row.variant));
      // Unpublished products are answered like missing ones.
      if (!options.length) throw notFound('product.not_found');
      const variant = options.find((option) => attributesEqual(option.attributes, source.buyNow.attributes));
      if (!variant) throw badRequest('product.option_unavailable', { attributes: 'product.option_no_match' });
      return [{ cartId: null, variantId: variant.id, quantity: source.buyNow.quantity }];
    }
    const ids = [...new Set(source.cartIds)];
    if (!ids.length) throw badRequest('order.items_required', { cartIds: 'order.items_required' });
    const query = tx
      .select({ id: cartItems.id, variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .orderBy(asc(cartItems.id));
    // Locked so that two orders of the same cart lines cannot both go through.
    const rows = lock ? await query.for('update') : await query;
    if (rows.length !== ids.length) throw notFound('cart.line_not_found');
    return rows.map((row) => ({ cartId: row.id, variantId: row.variantId, quantity: row.quantity }));
  }

  /** Prices the lines from the catalogue; with `lock`, the variants are locked in id order first. */
  async function quoteLines(
    tx: Executor,
    userId: number,
    lines: SourceLine[],
    voucherCode: string | null | undefined,
    lock: boolean,
    now: Date,
  ) {
    const variantIds = [...new Set(lines.map((line) => line.variantId))].sort((a, b) => a - b);
    const variantQuery = tx
      .select()
      .from(variants)
      .where(inArray(variants.id, variantIds))
      .orderBy(asc(variants.id));
    // Locking in id order: concurrent orders wait for each other instead of deadlocking.
    const variantRows = lock ? await variantQuery.for('update') : await variantQuery;
    const variantById = new Map(variantRows.map((row) => [row.id, row]));
    const productIds = [...new Set(variantRows.map((row) => row.productId))];
    const productRows = await tx
      .select({ product: products, promotion: promotions, store: stores })
      .from(products)
      .leftJoin(promotions, eq(promotions.id, products.promotionId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(inArray(products.id, productIds));
    const conditionRows = await tx
      .select()
      .from(deliveryConditions)
      .where(inArray(deliveryConditions.productId, productIds));
    const productById = new Map(productRows.map((row) => [row.product.id, row]));
    const pricingInputs: PricingLineInput[] = [];
    const details = lines.map((line) => {
      const variant = variantById.get(line.variantId);
      const row = variant && productById.get(variant.productId);
      if (!variant || !row) throw notFound('product.not_found');
      pricingInputs.push({
        variantPrice: variant.price,
        quantity: line.quantity,
        productDiscount: row.product.discount,
        promotion: row.promotion
          ? {
              isActive: row.promotion.isActive,
              startDate: row.promotion.startDate.toISOString(),
              endDate: row.promotion.endDate.toISOString(),
              discount: row.promotion.discount,
            }
          : null,
        delivery: {
          deliveryFee: row.product.deliveryFee,
          deliveryConditions: conditionRows
            .filter((c) => c.productId === row.product.id)
            .map((c) => ({
              minimumQuantity: c.minimumQuantity,
              totalFee: c.totalFee,
              perUnitFee: c.perUnitFee,
            })),
        },
      });
      return { line, variant, product: row.product, store: row.store };
    });
    const withoutVoucher = priceOrder(pricingInputs, null, now);
    // The rounded figure priceOrder applies the voucher to (a difference of two amounts can land a
    // hair under a minimum spend that the order meets exactly).
    const { itemsTotal } = withoutVoucher;
    let voucher: { id: number; terms: VoucherTerms } | null = null;
    let voucherProblem: Problem | null = null;
    if (voucherCode && voucherCode.trim()) {
      const check = await checkVoucher(tx, voucherCode, itemsTotal, { userId }, now, lock);
      if (check.ok) voucher = { id: check.id, terms: check.terms };
      else voucherProblem = check.problem;
    }
    const priced = voucher ? priceOrder(pricingInputs, voucher.terms, now) : withoutVoucher;
    const quoteLinesOut: CheckoutQuoteLine[] = details.map(({ line, variant, product, store }, index) => {
      const price = priced.lines[index]!;
      return {
        cartId: line.cartId,
        productId: product.id,
        variantId: variant.id,
        store: { id: store.id, name: store.name },
        name: { en: product.nameEn, kh: product.nameKh },
        imageUrl: productImageUrl(product.id),
        attributes: variant.attributes,
        unitPrice: price.unitPrice,
        discount: price.discount,
        unitPriceAfterDiscount: price.unitPriceAfterDiscount,
        quantity: line.quantity,
        // An unpublished product cannot be bought: it shows as out of stock.
        stock: product.published ? variant.stock : 0,
        available: product.published && variant.stock >= line.quantity,
        deliveryFee: price.deliveryFee,
        lineTotal: price.lineTotal,
      };
    });
    const quote: CheckoutQuote = {
      lines: quoteLinesOut,
      subtotal: priced.subtotal,
      productDiscountTotal: priced.productDiscountTotal,
      voucherDiscount: priced.voucherDiscount,
      discountTotal: priced.discountTotal,
      deliveryFeeTotal: priced.deliveryFeeTotal,
      total: priced.total,
      voucher: voucher ? { code: voucher.terms.code, discount: priced.voucherDiscount } : null,
      // Written in the shopper's language by `quote` (an order refuses a voucher problem instead).
      voucherError: null,
    };
    return { quote, voucherId: voucher?.id ?? null, voucherProblem, priced, details };
  }

  async function loadOrder(tx: Executor, userId: number, orderId: number): Promise<Order> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound('order.not_found');
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.id));
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, row.id))
      .orderBy(desc(payments.id))
      .limit(1);
    const events = await eventsOf(tx, [row.id]);
    return orderView(row, lines, payment, events.get(row.id) ?? []);
  }

  async function addressSnapshot(tx: Executor, userId: number, addressId: number): Promise<AddressSnapshot> {
    const [address] = await tx
      .select()
      .from(addressBooks)
      .where(and(eq(addressBooks.id, addressId), eq(addressBooks.userId, userId)));
    if (!address) throw notFound('order.address_not_found');
    // Every column but the owner and bookkeeping, whatever the address book grows to hold.
    const {
      userId: _owner,
      isDefault: _default,
      createdAt: _created,
      ...snapshot
    } = address as typeof address & Record<string, unknown>;
    return snapshot as unknown as AddressSnapshot;
  }

  async function place(
    tx: Executor,
    userId: number,
    input: PlaceOrderInput,
    language: ApiLanguage,
  ): Promise<Order> {
    const now = new Date();
    if (input.paymentMethod === 'card') {
      if (!input.cardId) throw badRequest('order.card_required', { cardId: 'order.card_required' });
      const [card] = await tx
        .select({ id: paymentCards.id, expMonth: paymentCards.expMonth, expYear: paymentCards.expYear })
        .from(paymentCards)
        .where(and(eq(paymentCards.id, input.cardId), eq(paymentCards.userId, userId)));
      if (!card) throw notFound('order.card_not_found');
      // A card is good until the end of its expiry month.
      if (card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
        throw badRequest('order.card_expired', { cardId: 'card.expired' });
      }
    }
    const lines = await sourceLines(tx, userId, input, true);
    // Promotions and vouchers are decided on the API clock (the test clock can move it).
    const { quote, voucherId, voucherProblem, priced, details } = await quoteLines(
      tx,
      userId,
      lines,
      input.voucherCode,
      true,
      clockNow(),
    );
    if (input.voucherCode && voucherProblem)
      throw badRequest(voucherProblem, { voucherCode: voucherProblem });
    if (quote.lines.some((line) => !line.available))
      throw new QuoteChangedError('checkout.stock_changed', quote);
    if (quote.total !== input.expectedTotal) throw new QuoteChangedError('checkout.price_changed', quote);
    const address = await addressSnapshot(tx, userId, input.addressId);

    const soldMovements: Parameters<typeof recordStockMovements>[1] = [];
    for (const line of lines) {
      // Conditional decrement: never below zero, whatever else runs (the lock already orders us).
      const [left] = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${line.quantity}` })
        .where(and(eq(variants.id, line.variantId), sql`${variants.stock} >= ${line.quantity}`))
        .returning({ id: variants.id, stock: variants.stock });
      if (!left) throw new QuoteChangedError('checkout.stock_changed', quote);
      soldMovements.push({
        variantId: left.id,
        change: -line.quantity,
        stockAfter: left.stock,
        reason: 'sold',
      });
    }
    // One update per product, in id order like the variant locks, so concurrent orders never deadlock.
    const soldByProduct = new Map<number, number>();
    for (const { product, line } of details)
      soldByProduct.set(product.id, (soldByProduct.get(product.id) ?? 0) + line.quantity);
    for (const [productId, sold] of [...soldByProduct].sort(([a], [b]) => a - b)) {
      await tx
        .update(products)
        .set({ soldCount: sql`${products.soldCount} + ${sold}` })
        .where(eq(products.id, productId));
    }
    if (voucherId !== null) await redeemVoucher(tx, voucherId);

    const idRows = await tx.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
    );
    const orderId = Number(idRows.rows[0]!.id);
    const number = orderNumber(orderId);
    await recordStockMovements(
      tx,
      soldMovements.map((movement) => ({ ...movement, note: number })),
    );
    // Written waiting for payment, then the payment method's provider takes the money: the
    // wallet and the saved card at once, cash on delivery later, KHQR when the code is scanned.
    const [inserted] = await tx
      .insert(orders)
      .values({
        id: orderId,
        userId,
        number,
        status: 'pending_payment',
        paymentMethod: input.paymentMethod,
        paymentStatus: 'unpaid',
        subtotal: quote.subtotal,
        discountTotal: quote.discountTotal,
        deliveryFeeTotal: quote.deliveryFeeTotal,
        total: quote.total,
        voucherCode: quote.voucher?.code ?? null,
        addressSnapshot: address,
        language,
      })
      .returning();
    await tx.insert(orderLines).values(
      quote.lines.map((line, index) => ({
        orderId,
        productId: line.productId,
        storeId: line.store.id,
        variantId: line.variantId,
        attributes: line.attributes,
        nameEn: line.name.en,
        nameKh: line.name.kh,
        imageUrl: line.imageUrl,
        unitPrice: line.unitPrice,
        discount: priced.lines[index]!.discount,
        quantity: line.quantity,
        deliveryFee: line.deliveryFee,
        lineTotal: line.lineTotal,
      })),
    );
    const authorized = await providers[input.paymentMethod].authorize(tx, providerOrder(inserted!));
    const [placed] = await tx
      .update(orders)
      .set(
        authorized.status === 'pending'
          ? { updatedAt: now }
          : {
              status: 'to_ship',
              fulfilment: 'placed',
              updatedAt: now,
              ...(authorized.status === 'paid' ? { paymentStatus: 'paid' as const, paidAt: now } : {}),
            },
      )
      .where(eq(orders.id, orderId))
      .returning();
    await recordOrderEvent(tx, placed!, {
      action: 'place',
      fromStatus: null,
      actor: { kind: 'shopper', userId },
    });
    const [shopper] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (shopper)
      await enqueueMail(tx, {
        to: shopper.email,
        ...renderMail('order_confirmation', language, {
          orderNumber: number,
          total: quote.total,
          paymentMethod: input.paymentMethod,
          lines: quote.lines.map((line) => ({
            name: line.name[language],
            quantity: line.quantity,
            lineTotal: line.lineTotal,
          })),
          deliveryFeeTotal: quote.deliveryFeeTotal,
        }),
      });
    const orderedCartIds = lines.flatMap((line) => (line.cartId === null ? [] : [line.cartId]));
    if (orderedCartIds.length)
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, orderedCartIds)));
    return loadOrder(tx, userId, orderId);
  }

  /**
   * A pending KHQR payment past its time can no longer be paid: it becomes expired and its order
   * (still waiting for payment) is cancelled and restocked, all in the caller's transaction. The
   * order row is locked before the payment, like every other path that changes both. Idempotent:
   * an already expired, paid or cancelled payment is left alone. Returns whether it expired now.
   */
  async function expireIfDue(tx: Executor, paymentId: number, now: Date): Promise<boolean> {
    const [found] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!found) return false;
    if (found.orderId !== null)
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.status !== 'pending' || payment.expiresAt > now) return false;
    await tx.update(payments).set({ status: 'expired' }).where(eq(payments.id, paymentId));
    if (payment.orderId !== null) {
      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, payment.orderId));
      if (order?.status === 'pending_payment')
        await flow.transition(tx, await lockOrder(tx, payment.orderId), {
          action: 'expire',
          actor: { kind: 'system' },
        });
    }
    return true;
  }

  /** Expires the shopper's due KHQR payments (all, or one order's), each in its own transaction. */
  async function expireDuePayments(userId: number, orderId?: number): Promise<void> {
    const now = new Date();
    const due = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'pending'),
          lte(payments.expiresAt, now),
          orderId === undefined ? undefined : eq(payments.orderId, orderId),
        ),
      )
      .orderBy(asc(payments.id));
    let restocked = false;
    for (const { id } of due) {
      const expired = await db.transaction((tx) => expireIfDue(tx, id, now));
      restocked ||= expired;
    }
    // Cancelled orders gave their stock back: product pages must show it.
    if (restocked) invalidateCatalogCaches();
  }

  return {
    /** The quote a checkout page shows; why a voucher does not apply is written in `language`. */
    async quote(
      userId: number,
      source: OrderSource,
      voucherCode: string | null | undefined,
      language: ApiLanguage,
    ): Promise<AnsweredQuote> {
      const lines = await sourceLines(db, userId, source, false);
      const { quote, voucherProblem } = await quoteLines(db, userId, lines, voucherCode, false, clockNow());
      return {
        ...quote,
        voucherError: voucherProblem && {
          ...normalizeProblem(voucherProblem),
          message: problemMessage(normalizeProblem(voucherProblem), language),
        },
      };
    },

    /**
     * Places an order once per Idempotency-Key: the key row is written in the order's transaction,
     * so a concurrent request with the same key waits on it and then replays the stored answer; a
     * failed attempt leaves no key behind and may be retried.
     */
    async placeOnce(
      userId: number,
      key: string,
      input: PlaceOrderInput,
      /** The shopper's language: the order's e-mails are written in it (not part of the key's fingerprint). */
      language: ApiLanguage = 'en',
    ): Promise<{ statusCode: number; body: { data: Order }; replayed: boolean }> {
      const fingerprint = requestFingerprint(input);
      const result = await db.transaction(async (tx) => {
        await tx
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.userId, userId),
              eq(idempotencyKeys.key, key),
              sql`${idempotencyKeys.expiresAt} < now()`,
            ),
          );
        const [claimed] = await tx
          .insert(idempotencyKeys)
          .values({
            userId,
            key,
            requestHash: fingerprint,
            expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
          })
          .onConflictDoNothing()
          .returning({ id: idempotencyKeys.id });
        if (!claimed) {
          const [existing] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
          if (!existing || existing.requestHash !== fingerprint) {
            throw new HttpError(422, 'order.idempotency_key_reused', {
              'idempotency-key': 'order.idempotency_key_reused_field',
            });
          }
          return {
            statusCode: existing.statusCode ?? 201,
            body: existing.response as { data: Order },
            replayed: true,
          };
        }
        const order = await place(tx, userId, input, language);
        const body = { data: order };
        await tx
          .update(idempotencyKeys)
          .set({ statusCode: 201, response: body })
          .where(eq(idempotencyKeys.id, claimed.id));
        return { statusCode: 201, body, replayed: false };
      });
      if (!result.replayed) {
        // Stock changed: product pages must not keep showing the old figures.
        invalidateCatalogCaches();
        // Keys are kept 24 hours; older ones go, outside the order's transaction.
        await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date()));
      }
      return result;
    },

    /** One order; a KHQR payment that ran out of time is expired first (and the order cancelled). */
    async get(userId: number, orderId: number): Promise<Order> {
      await expireDuePayments(userId, orderId);
      return loadOrder(db, userId, orderId);
    },

    /** Expires the shopper's KHQR payment if its time ran out (read before answering a status poll). */
    expireDuePayment: async (userId: number, paymentId: number): Promise<void> => {
      const [row] = await db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
      if (!row) return;
      if (row.orderId !== null) await expireDuePayments(userId, row.orderId);
      else if (await db.transaction((tx) => expireIfDue(tx, paymentId, new Date())))
        invalidateCatalogCaches();
    },

    async list(userId: number, options: { status?: OrderStatus; page: number; perPage: number }) {
      await expireDuePayments(userId);
      const where = options.status
        ? and(eq(orders.userId, userId), eq(orders.status, options.status))
        : eq(orders.userId, userId);
      const [rows, [{ value: total } = { value: 0 }]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.id))
          .limit(options.perPage)
          .offset((options.page - 1) * options.perPage),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      const ids = rows.map((row) => row.id);
      const lines = ids.length
        ? await db
            .select()
            .from(orderLines)
            .where(inArray(orderLines.orderId, ids))
            .orderBy(asc(orderLines.id))
        : [];
      const paymentRows = ids.length
        ? await db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id))
        : [];
      const events = await eventsOf(db, ids);
      return {
        rows: rows.map((row) =>
          orderView(
            row,
            lines.filter((line) => line.orderId === row.id),
            paymentRows.find((p) => p.orderId === row.id),
            events.get(row.id) ?? [],
          ),
        ),
        total,
      };
    },

    /**
     * A KHQR payment was paid (Bakong's answer through the poller: actor system; demo mode's "mark
     * received": actor staff): its order moves to to_ship (the mark_paid move, in the order's
     * history with the actor), or its top-up credits the wallet. A staff caller writes its own
     * audit entry (payment.mark_received), so the move writes none. 409 payment.expired once its
     * time ran out (the order is cancelled then), payment.not_pending when already paid or cancelled.
     */
    async markPaymentPaid(
      paymentId: number,
      actor: PaymentActor = { kind: 'system' },
      /** Runs in the same transaction once the payment is paid (e.g. the staff member's audit entry). */
      alsoInTransaction?: (tx: Executor, paid: KhqrPayment) => Promise<void>,
    ) {
      // A code past its time cannot be paid: it expires (its order is cancelled) and is refused.
      if (await db.transaction((tx) => expireIfDue(tx, paymentId, new Date()))) invalidateCatalogCaches();
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ orderId: payments.orderId })
          .from(payments)
          .where(eq(payments.id, paymentId));
        if (!found) throw notFound('payment.not_found');
        // The order first, then the payment: the same lock order as expiring and cancelling.
        if (found.orderId !== null)
          await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
        const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
        if (!payment) throw notFound('payment.not_found');
        if (payment.status === 'expired')
          throw conflict('payment.expired', { payment: 'payment.expired_field' });
        if (payment.status !== 'pending')
          throw conflict({ code: 'payment.not_pending', params: { status: payment.status } });
        if (payment.orderId !== null) {
          const order = await lockOrder(tx, payment.orderId);
          await flow.transition(tx, order, { action: 'mark_paid', actor, audit: false });
        } else {
          await creditWallet(tx, payment.userId, payment.amount, 'top_up', `KHQR ${payment.md5.slice(0, 8)}`);
        }
        const [updated] = await tx
          .update(payments)
          .set({ status: 'paid', paidAt: new Date() })
          .where(eq(payments.id, paymentId))
          .returning();
        const paid = paymentView(updated!);
        await alsoInTransaction?.(tx, paid);
        return paid;
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
