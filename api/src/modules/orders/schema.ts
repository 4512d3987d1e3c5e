import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  FULFILMENT_STEPS,
  ORDER_ACTOR_KINDS,
  ORDER_EVENT_ACTIONS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@storefront/shared/contract/orders';
import type { ApiLanguage } from '../../lib/request-language';
import { money } from '../../db/columns';
import { users } from '../auth/schema';
import { products, stores, variants } from '../catalog/schema';

// The status and payment lists are the API contract's; re-exported for the API code that reads them here.
export { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES };

/** The address as it was when the order was placed: later edits to the address book never change it. */
export interface AddressSnapshot {
  id: number;
  type: string;
  province: string;
  building: string;
  home: string;
  street: string;
  village: string;
  commune: string;
  district: string;
  email: string;
  postCode: string;
  receiverName?: string | null;
  receiverPhone?: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown to shoppers, like 'PS-000123'. */
    number: text('number').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    subtotal: money('subtotal').notNull(),
    discountTotal: money('discount_total').notNull(),
    deliveryFeeTotal: money('delivery_fee_total').notNull(),
    total: money('total').notNull(),
    voucherCode: text('voucher_code'),
    addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `to_ship`: placed → confirmed → packed (see shared rules/order-flow.ts); null otherwise. */
    fulfilment: text('fulfilment', { enum: FULFILMENT_STEPS }),
    /** Set when shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The shopper's language when ordering: the order's e-mails are written in it. */
    language: text('language').$type<ApiLanguage>().notNull().default('en'),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/**
 * An order's history: its placing, every move of the state machine (whoever made it: the shopper,
 * a staff member, the shop itself) and the decisions that do not move it. Written in the
 * transaction of the change; never updated.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ORDER_EVENT_ACTIONS }).notNull(),
    /** Null for the placing. */
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /** The to_ship step after the event, else null. */
    fulfilment: text('fulfilment', { enum: FULFILMENT_STEPS }),
    actorKind: text('actor_kind', { enum: ORDER_ACTOR_KINDS }).notNull(),
    /** The staff member (actor_kind staff), else null; their e-mail as it was then. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    note: text('note'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // No cascade from the catalogue: an order keeps its history even if a product goes away.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    nameEn: text('name_en').notNull(),
    nameKh: text('name_kh').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Variant price before discount, at order time. */
    unitPrice: money('unit_price').notNull(),
    /** Discount percentage at order time. */
    discount: integer('discount').notNull().default(0),
    quantity: integer('quantity').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

/**
 * One row per Idempotency-Key and user: the request's fingerprint and, once done, the response to
 * replay. Kept at least 24 hours (pruned after `expires_at`).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
