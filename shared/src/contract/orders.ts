import { z } from 'zod';
import { MAX_ATTRIBUTE_NAME_LENGTH, MAX_ATTRIBUTE_VALUE_LENGTH } from './cart';
import { attributesSchema, storeSchema } from './catalog';
import { errorSchema, localizedSchema, MAX_ROW_ID, problemSchema } from './common';
import { code, type ErrorCode } from './error-codes';
import { khqrPaymentSchema } from './payments';
import { named } from './registry';
import { MAX_VOUCHER_CODE_LENGTH } from './vouchers';
import { FULFILMENT_STEPS, ORDER_EVENT_ACTIONS } from '../rules/order-flow';

export const ORDER_STATUSES = [
  'pending_payment',
  'to_ship',
  'shipping',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'wallet', 'khqr', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The most of one item a buy-now order takes. */
export const MAX_BUY_NOW_QUANTITY = 99;
/** The most cart lines one order takes. */
export const MAX_ORDER_CART_LINES = 200;
/** The largest order total: totals are `numeric(12, 2)` US dollars. */
export const MAX_ORDER_TOTAL = 9_999_999_999.99;
/** The Idempotency-Key header of POST /orders: 8 to 200 letters, digits and `_ . : -`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The largest page number of the order list. */
const MAX_PAGE = 10_000;

/** Messages name the field from its path (`{{field}}`): productId, quantity, cartIds, addressId, cardId. */
const positive = () =>
  z.number(code('number.not_a_number')).int(code('number.not_whole')).positive(code('number.not_positive'));
/** A row id: a PostgreSQL `integer`, so larger numbers are a 400, not a 500. */
const positiveId = () => positive().max(MAX_ROW_ID, code('number.above_max'));

/** Attribute name → chosen value, as sent: they must equal one variant's attributes exactly. */
const attributesInput = z
  .record(
    z.string().max(MAX_ATTRIBUTE_NAME_LENGTH),
    z.string().max(MAX_ATTRIBUTE_VALUE_LENGTH),
    code('cart.attributes_invalid'),
  )
  .describe(
    "Attribute name → chosen value, e.g. { color: 'Red', size: 'M' }: must equal one variant's attributes (key order ignored)",
  );

export const orderLineSchema = named(
  'OrderLine',
  z.object({
    id: z.number().int(),
    productId: z.number().int(),
    storeId: z.number().int(),
    variantId: z.number().int(),
    attributes: attributesSchema,
    name: localizedSchema,
    imageUrl: z.string(),
    unitPrice: z.number().describe('Variant price before discount when ordered, in US dollars'),
    discount: z.number().describe('Discount that applied, in percent (0 to 100)'),
    quantity: z.number().int(),
    deliveryFee: z.number().describe('US dollars'),
    lineTotal: z.number().describe('Items after discount, delivery excluded, in US dollars'),
  }),
);
export type OrderLine = z.output<typeof orderLineSchema>;

/** The shipping address as it was when the order was placed: later edits never change it. */
export const orderAddressSchema = named(
  'OrderAddress',
  z.object({
    id: z.number().int().describe('The address book entry it was copied from'),
    type: z.string(),
    province: z.string(),
    building: z.string(),
    home: z.string(),
    street: z.string(),
    village: z.string(),
    commune: z.string(),
    district: z.string(),
    email: z.string(),
    postCode: z.string(),
    receiverName: z.string().nullish(),
    receiverPhone: z.string().nullish(),
  }),
);
export type OrderAddress = z.output<typeof orderAddressSchema>;

export {
  FULFILMENT_STEPS,
  ORDER_ACTIONS,
  ORDER_EVENT_ACTIONS,
  STAFF_ORDER_ACTIONS,
} from '../rules/order-flow';
export type { FulfilmentStep, OrderAction, OrderEventAction, StaffOrderAction } from '../rules/order-flow';

/** Who made a change to an order: the shopper, a staff member, or the shop itself (a timer, a payment). */
export const ORDER_ACTOR_KINDS = ['shopper', 'staff', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/** One entry of an order's history, as its shopper sees it (no staff names). */
export const orderHistoryEntrySchema = named(
  'OrderHistoryEntry',
  z.object({
    action: z
      .enum(ORDER_EVENT_ACTIONS)
      .describe(
        'place, a move of the order (mark_paid, confirm, pack, ship, deliver, cancel, request_return, reject_return, expire) or a decision that does not move it (cancellation_requested, cancellation_rejected, return_approved, refund_issued)',
      ),
    status: z.enum(ORDER_STATUSES).describe('The status after it'),
    fulfilment: z.enum(FULFILMENT_STEPS).nullable().describe('The to_ship step after it, else null'),
    actorKind: z.enum(ORDER_ACTOR_KINDS),
    note: z.string().nullable().describe('The reason of a cancellation or a decision, else null'),
    carrier: z.string().nullable().describe('ship: the carrier, else null'),
    trackingNumber: z.string().nullable().describe('ship: the tracking number, else null'),
    createdAt: z.string().describe('ISO 8601'),
  }),
);
export type OrderHistoryEntry = z.output<typeof orderHistoryEntrySchema>;

export const orderSchema = named(
  'Order',
  z.object({
    id: z.number().int(),
    number: z.string().describe("Shown to shoppers, like 'PS-000123'"),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    subtotal: z.number().describe('Items before any discount, in US dollars'),
    discountTotal: z.number().describe('Product and voucher discounts together, in US dollars'),
    deliveryFeeTotal: z.number().describe('US dollars'),
    total: z.number().describe('What the shopper pays, in US dollars'),
    voucherCode: z.string().nullable(),
    address: orderAddressSchema,
    paidAt: z.string().nullable().describe('ISO 8601, or null'),
    shippedAt: z.string().nullable().describe('ISO 8601, or null'),
    deliveredAt: z.string().nullable().describe('ISO 8601, or null'),
    cancelledAt: z.string().nullable().describe('ISO 8601, or null'),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
    itemCount: z.number().int().describe('The quantities of all lines added up'),
    lines: z.array(orderLineSchema),
    payment: khqrPaymentSchema.nullable().describe('The KHQR payment of an order paid by KHQR, else null'),
    fulfilment: z
      .enum(FULFILMENT_STEPS)
      .nullable()
      .describe(
        'While status is to_ship: how far the shop got (placed: not started, confirmed, packed); null in every other status',
      ),
    carrier: z
      .string()
      .nullable()
      .describe('Who carries the parcel, once shipped (e.g. "J&T Express"), else null'),
    trackingNumber: z.string().nullable().describe("The carrier's tracking number, once shipped, else null"),
    history: z
      .array(orderHistoryEntrySchema)
      .describe('What happened to the order, oldest first, starting with its placing'),
  }),
);
export type Order = z.output<typeof orderSchema>;

/** One line of a checkout price quote, priced by the server. */
export const checkoutQuoteLineSchema = named(
  'CheckoutQuoteLine',
  z.object({
    cartId: z.number().int().nullable().describe('The cart line, or null for a buy-now line'),
    productId: z.number().int(),
    variantId: z.number().int(),
    store: storeSchema,
    name: localizedSchema,
    imageUrl: z.string(),
    attributes: attributesSchema,
    unitPrice: z.number().describe('Variant price before discount, in US dollars'),
    discount: z.number().describe('The discount that applies, in percent (0 to 100)'),
    unitPriceAfterDiscount: z.number().describe('US dollars'),
    quantity: z.number().int(),
    stock: z.number().int().describe('How many are left'),
    available: z.boolean().describe('False when fewer than quantity are left'),
    deliveryFee: z.number().describe('US dollars'),
    lineTotal: z.number().describe('Items after discount, delivery excluded, in US dollars'),
  }),
);
export type CheckoutQuoteLine = z.output<typeof checkoutQuoteLineSchema>;

export const checkoutQuoteSchema = named(
  'CheckoutQuote',
  z.object({
    lines: z.array(checkoutQuoteLineSchema),
    subtotal: z.number().describe('Items before any discount, in US dollars'),
    productDiscountTotal: z.number().describe('Product and promotion discounts, in US dollars'),
    voucherDiscount: z.number().describe("The voucher's discount, in US dollars"),
    discountTotal: z.number().describe('productDiscountTotal + voucherDiscount, in US dollars'),
    deliveryFeeTotal: z.number().describe('US dollars'),
    total: z.number().describe('What the order would cost, in US dollars: send it as expectedTotal'),
    voucher: z
      .object({
        code: z.string(),
        discount: z.number().describe("The voucher's discount, in US dollars"),
      })
      .nullable()
      .describe('The applied voucher, or null (see voucherError when one was sent but does not apply)'),
    voucherError: problemSchema
      .nullable()
      .describe('Why the voucher sent does not apply, as a code (null when it applies or none was sent)'),
  }),
);
export type CheckoutQuote = z.output<typeof checkoutQuoteSchema>;

/** 409 when prices or stock changed: the fresh figures come along. */
export const quoteChangedSchema = named(
  'QuoteChangedError',
  errorSchema.extend({
    quote: checkoutQuoteSchema
      .optional()
      .describe('The fresh quote, when prices or stock changed since the one the shopper saw'),
  }),
);
export type QuoteChangedErrorBody = z.output<typeof quoteChangedSchema>;

export const buyNowItemSchema = named(
  'BuyNowItem',
  z.object({
    productId: positiveId(),
    attributes: attributesInput.default({}),
    quantity: positive().max(MAX_BUY_NOW_QUANTITY, code('number.above_max')),
  }),
);
export type BuyNowItem = z.input<typeof buyNowItemSchema>;

/** Either chosen cart lines or one buy-now item, never both. */
const sourceShape = {
  cartIds: z
    .array(positiveId(), code('order.cart_ids_invalid'))
    .max(MAX_ORDER_CART_LINES)
    .optional()
    .describe('The cart lines to order (not with buyNow)'),
  buyNow: buyNowItemSchema.optional().describe('One product straight from its page (not with cartIds)'),
};

function exactlyOneSource(value: { cartIds?: number[]; buyNow?: unknown }, ctx: z.RefinementCtx) {
  if ((value.cartIds === undefined) === (value.buyNow === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['cartIds'],
      message: 'order.items_source_ambiguous' satisfies ErrorCode,
    });
  } else if (value.cartIds && value.cartIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['cartIds'], message: 'order.items_required' satisfies ErrorCode });
  }
}

const voucherCode = () =>
  z
    .string()
    .trim()
    .max(MAX_VOUCHER_CODE_LENGTH, code('order.voucher_code_too_long'))
    .nullish()
    .describe('A voucher to apply (optional)');

export const checkoutQuoteBody = named(
  'CheckoutQuoteBody',
  z
    .object({
      ...sourceShape,
      voucherCode: voucherCode(),
    })
    .superRefine(exactlyOneSource),
);
export type CheckoutQuoteBody = z.input<typeof checkoutQuoteBody>;

export const placeOrderBody = named(
  'PlaceOrderBody',
  z
    .object({
      ...sourceShape,
      addressId: positiveId().describe("One of the shopper's address book entries"),
      paymentMethod: z.enum(PAYMENT_METHODS, code('enum.not_one_of')),
      voucherCode: voucherCode(),
      cardId: positiveId().nullish().describe('A saved card of the shopper, for paymentMethod card'),
      expectedTotal: z
        .number(code('order.expected_total_invalid'))
        .nonnegative(code('number.negative'))
        .max(MAX_ORDER_TOTAL, code('number.above_max'))
        .describe(
          'The total of the quote the shopper saw, in US dollars: a different total answers 409 with the fresh quote',
        ),
    })
    .superRefine(exactlyOneSource),
);
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/**
 * The Idempotency-Key header: the API checks it itself (400 order.idempotency_key_required), so
 * the schema only documents it and lets every other header through.
 */
export const placeOrderHeaders = z.looseObject({
  'idempotency-key': z.string().optional().meta({
    minLength: 8,
    maxLength: 200,
    pattern: IDEMPOTENCY_KEY_PATTERN.source,
    description:
      'Required: 8 to 200 letters, digits and _ . : - (a fresh random one per distinct order). The same key with the same body replays the first answer (header idempotent-replayed: true); with another body it answers 422 order.idempotency_key_reused.',
  }),
});

export const listOrdersQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, code('enum.not_one_of'))
    .optional()
    .describe('Only orders in this status (a tab)'),
  page: z.coerce
    .number<number>(code('number.not_a_number'))
    .int()
    .min(1, code('number.below_min'))
    .max(MAX_PAGE, code('number.above_max'))
    .default(1),
  perPage: z.coerce
    .number<number>(code('number.not_a_number'))
    .int()
    .min(1)
    .max(50, code('number.above_max'))
    .default(10),
});
export type ListOrdersQuery = z.input<typeof listOrdersQuery>;
