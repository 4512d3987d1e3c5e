import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@storefront/shared/contract/orders';
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
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_user_idx').on(t.userId, t.id),
  ],
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
