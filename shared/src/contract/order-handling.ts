import { z } from 'zod';
import { FULFILMENT_STEPS, ORDER_EVENT_ACTIONS, STAFF_ORDER_ACTIONS } from '../rules/order-flow';
import {
  AFTER_SALES_STATUSES,
  CANCELLATION_INITIATORS,
  REFUND_CHANNELS,
  REFUND_DESTINATIONS,
  REFUND_STATUSES,
  returnLineSchema,
} from './after-sales';
import { pageQuery, rowId } from './catalog';
import { LANGUAGES } from './common';
import { code } from './error-codes';
import {
  ORDER_ACTOR_KINDS,
  ORDER_STATUSES,
  orderAddressSchema,
  orderLineSchema,
  orderSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './orders';
import { khqrPaymentSchema } from './payments';
import { named } from './registry';

// Order handling in the back office (roles owner and order_handler; every route answers 401
// without a session and 403 `staff.role_forbidden` to anyone else):
// - `GET /api/backoffice/orders` (BackofficeOrderListQuery → list of BackofficeOrderRow),
//   `GET /api/backoffice/orders/counts` (→ { data: OrderQueueCounts }),
//   `GET /api/backoffice/orders/{id}` (→ { data: BackofficeOrder }),
//   `POST /api/backoffice/orders/{id}/confirm|pack|deliver` (no body),
//   `POST …/{id}/ship` (ShipOrderBody), `POST …/{id}/cancel` (StaffCancelOrderBody), each answering
//   { data: BackofficeOrder }. A move the order's state does not allow (see `nextOrderState` in
//   rules/order-flow.ts) answers 409 `order.transition_invalid` { from, action } — e.g. when another
//   handler moved it first; shipping while the shopper's cancellation request waits answers 409
//   `order.cancellation_pending`.
// - `GET /api/backoffice/returns`, `GET …/returns/{id}`, `POST …/returns/{id}/approve`
//   (ApproveRequestBody), `POST …/returns/{id}/reject` (RejectRequestBody) → { data: BackofficeReturn };
//   a decided return answers 409 `return.already_decided`. Photos: `GET …/returns/{id}/photos/{name}`.
// - `GET /api/backoffice/cancellations`, `POST …/cancellations/{id}/approve|reject` → the same for the
//   shopper's cancellation requests of confirmed or packed orders (409 `cancellation.already_decided`).
// - `GET /api/backoffice/refunds`, `POST …/refunds/{id}/complete` (CompleteRefundBody) → { data: Refund }:
//   a manual refund (KHQR or bank transfer, cash) is recorded done with the transfer's reference;
//   completing a done one answers 409 `refund.already_completed`.

export { FULFILMENT_STEPS, STAFF_ORDER_ACTIONS } from '../rules/order-flow';
export type { FulfilmentStep, StaffOrderAction } from '../rules/order-flow';

/** The carrier of `ship`: 1 to 60 characters once trimmed. */
export const CARRIER_MAX_LENGTH = 60;
/** A tracking number: 1 to 60 letters, digits and hyphens. */
export const TRACKING_NUMBER_MAX_LENGTH = 60;
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;
/** The staff's reason for a cancellation or a rejection: 3 to 500 characters once trimmed. */
export const STAFF_REASON_MIN_LENGTH = 3;
export const STAFF_REASON_MAX_LENGTH = 500;
/** The reference of a manual refund's transfer: 3 to 100 characters once trimmed. */
export const REFUND_REFERENCE_MIN_LENGTH = 3;
export const REFUND_REFERENCE_MAX_LENGTH = 100;
/** The longest search text of the queues. */
export const ORDER_SEARCH_MAX_LENGTH = 100;
/** Carriers the ship dialog suggests (free text is allowed too). */
export const SUGGESTED_CARRIERS = ['Psar Express', 'J&T Express', 'Virak Buntham', 'Grab Express'] as const;

// ---------------------------------------------------------------------------------------------
// Shared pieces

export const orderShopperSchema = named(
  'OrderShopper',
  z.object({
    id: z.number().int().describe("The shopper's user id"),
    name: z.string(),
    email: z.string().describe("The account's e-mail (where order e-mails go)"),
    phone: z.string().nullable().describe("The account's phone number, else null"),
  }),
);
export type OrderShopper = z.output<typeof orderShopperSchema>;

export const orderEventSchema = named(
  'OrderEvent',
  z.object({
    id: z.number().int(),
    action: z.enum(ORDER_EVENT_ACTIONS).describe('What happened (see OrderHistoryEntry.action)'),
    fromStatus: z.enum(ORDER_STATUSES).nullable().describe('The status before (null for place)'),
    toStatus: z.enum(ORDER_STATUSES).describe('The status after'),
    fulfilment: z.enum(FULFILMENT_STEPS).nullable().describe('The to_ship step after, else null'),
    actor: z
      .object({
        kind: z.enum(ORDER_ACTOR_KINDS),
        id: z.number().int().nullable().describe("The staff member's user id (staff), else null"),
        email: z.string().nullable().describe("The staff member's e-mail (staff), else null"),
      })
      .describe('Who did it: the shopper, a staff member, or the shop itself (payment, KHQR timeout)'),
    note: z.string().nullable().describe('A reason or note, else null'),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601'),
  }),
);
export type OrderEvent = z.output<typeof orderEventSchema>;

export const REFUND_KINDS = ['cancellation', 'return'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const refundSchema = named(
  'Refund',
  z.object({
    id: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    kind: z.enum(REFUND_KINDS).describe('What it refunds: a cancellation or a return (sourceId is its id)'),
    sourceId: z.number().int().describe('The cancellation or return id'),
    amount: z.number().describe('US dollars'),
    method: z.enum(PAYMENT_METHODS).describe("The order's payment method"),
    destination: z
      .enum(REFUND_CHANNELS)
      .describe(
        'wallet: credited at once; card: through the card gateway (demo: at once); khqr, bank, cash: the shop makes the transfer (or hands cash) and records its reference',
      ),
    status: z.enum(REFUND_STATUSES).describe('pending: a manual refund still to make; succeeded: done'),
    providerReference: z.string().nullable().describe("The provider's reference (card gateway), else null"),
    reference: z.string().nullable().describe("The transfer's reference typed by staff (manual refunds)"),
    shopper: orderShopperSchema,
    createdBy: z
      .object({ id: z.number().int().nullable(), email: z.string() })
      .nullable()
      .describe('The staff member whose decision created it, else null (the shopper cancelled at once)'),
    completedBy: z
      .object({ id: z.number().int().nullable(), email: z.string() })
      .nullable()
      .describe('The staff member who recorded the manual transfer, else null'),
    createdAt: z.string().describe('ISO 8601'),
    completedAt: z.string().nullable().describe('ISO 8601, else null'),
  }),
);
export type Refund = z.output<typeof refundSchema>;

const deciderSchema = z
  .object({ id: z.number().int().nullable(), email: z.string() })
  .nullable()
  .describe('The staff member who decided, else null');

export const backofficeCancellationSchema = named(
  'BackofficeCancellation',
  z.object({
    id: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    fulfilment: z.enum(FULFILMENT_STEPS).nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    total: z.number().describe("The order's total, in US dollars"),
    shopper: orderShopperSchema,
    reason: z.string().describe("The shopper's reason (initiatedBy shopper) or the staff's (staff)"),
    initiatedBy: z.enum(CANCELLATION_INITIATORS),
    status: z
      .enum(AFTER_SALES_STATUSES)
      .describe(
        'requested: waiting for a decision; approved: cancelled, a manual refund is pending; refunded: cancelled and refunded; completed: cancelled, nothing was paid; rejected: the order goes on',
      ),
    refundAmount: z
      .number()
      .describe('What is (or would be) refunded, in US dollars: the whole total if paid'),
    refundedTo: z.enum(REFUND_DESTINATIONS),
    refundDestination: z
      .enum(REFUND_CHANNELS)
      .nullable()
      .describe('Where a refund goes (or would go) by the payment method; null when nothing was paid'),
    decisionReason: z.string().nullable(),
    decidedAt: z.string().nullable().describe('ISO 8601, else null'),
    decidedBy: deciderSchema,
    refund: refundSchema.nullable(),
    createdAt: z.string().describe('ISO 8601'),
  }),
);
export type BackofficeCancellation = z.output<typeof backofficeCancellationSchema>;

export const backofficeReturnLineSchema = named(
  'BackofficeReturnLine',
  returnLineSchema.extend({
    boughtQuantity: z.number().int().describe('How many the order line holds'),
    unitPrice: z.number().describe('Variant price before discount when ordered, US dollars'),
    lineTotal: z.number().describe("The order line's items after discount, US dollars"),
    variantId: z.number().int(),
    attributes: z.record(z.string(), z.string()),
    refundShare: z
      .number()
      .describe(
        "This line's share of the refund: lineTotal × quantity / boughtQuantity (scaled down by a voucher's share of the items), US dollars",
      ),
  }),
);
export type BackofficeReturnLine = z.output<typeof backofficeReturnLineSchema>;

export const backofficeReturnSchema = named(
  'BackofficeReturn',
  z.object({
    id: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    total: z.number().describe("The order's total, in US dollars"),
    shopper: orderShopperSchema,
    reason: z.string().describe("The shopper's reason"),
    status: z
      .enum(AFTER_SALES_STATUSES)
      .describe(
        'requested: waiting for a decision; approved: restocked, a manual refund is pending; refunded: restocked and refunded; completed: restocked, nothing to refund; rejected: the order is delivered again',
      ),
    photos: z
      .array(z.string())
      .describe('URLs of the photos for staff: /api/backoffice/returns/{id}/photos/{name}'),
    lines: z.array(backofficeReturnLineSchema),
    refundAmount: z
      .number()
      .describe(
        "What approving refunds (or refunded), US dollars: the returned lines' shares; the whole order total (delivery fees included) when every item comes back",
      ),
    refundDestination: z
      .enum(REFUND_CHANNELS)
      .nullable()
      .describe('Where a refund goes by the payment method; null when nothing was paid'),
    decisionReason: z.string().nullable(),
    decidedAt: z.string().nullable().describe('ISO 8601, else null'),
    decidedBy: deciderSchema,
    refund: refundSchema.nullable(),
    createdAt: z.string().describe('ISO 8601'),
  }),
);
export type BackofficeReturn = z.output<typeof backofficeReturnSchema>;

// ---------------------------------------------------------------------------------------------
// The order queue and an order

/** One row of the order queue. */
export const backofficeOrderRowSchema = named(
  'BackofficeOrderRow',
  z.object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    fulfilment: z.enum(FULFILMENT_STEPS).nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    total: z.number().describe('US dollars'),
    itemCount: z.number().int().describe('The quantities of all lines added up'),
    shopper: orderShopperSchema,
    receiverName: z.string().nullable().describe("The address's receiver, else null"),
    receiverPhone: z.string().nullable(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    cancellationRequested: z.boolean().describe("True while the shopper's cancellation request waits"),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  }),
);
export type BackofficeOrderRow = z.output<typeof backofficeOrderRowSchema>;

const ISO_DATE_LENGTH = 10;
const dayInput = () =>
  z.iso
    .date(code('order_handling.date_invalid'))
    .max(ISO_DATE_LENGTH, code('order_handling.date_invalid'))
    .optional();

/** The queue's filters, also taken by the counts (which ignore status, fulfilment and the page). */
const queueFilters = {
  paymentMethod: z.enum(PAYMENT_METHODS, code('enum.not_one_of')).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, code('enum.not_one_of')).optional(),
  q: z
    .string()
    .trim()
    .max(ORDER_SEARCH_MAX_LENGTH, code('string.too_long'))
    .optional()
    .describe(
      "Search: an order number (PS-000123 or 123), the shopper's e-mail, name or phone, the receiver's name or phone, a tracking number",
    ),
  from: dayInput().describe('Placed on or after this day (YYYY-MM-DD, Cambodia time)'),
  to: dayInput().describe('Placed on or before this day (YYYY-MM-DD, Cambodia time)'),
};

/** `GET /api/backoffice/orders` query. Not a component (query parameters). */
export const backofficeOrderListQuery = pageQuery(100, 25).extend({
  status: z.enum(ORDER_STATUSES, code('enum.not_one_of')).optional().describe('Only orders in this status'),
  fulfilment: z
    .enum(FULFILMENT_STEPS, code('enum.not_one_of'))
    .optional()
    .describe('Only to_ship orders at this step (implies status to_ship)'),
  ...queueFilters,
});
export type BackofficeOrderListQuery = z.input<typeof backofficeOrderListQuery>;

/** `GET /api/backoffice/orders/counts` query: the queue's filters but status, step and page. */
export const orderQueueCountsQuery = z.object(queueFilters);
export type OrderQueueCountsQuery = z.input<typeof orderQueueCountsQuery>;

const count = () => z.number().int();
export const orderQueueCountsSchema = named(
  'OrderQueueCounts',
  z.object({
    all: count(),
    pending_payment: count(),
    to_ship: count().describe('placed + confirmed + packed'),
    placed: count(),
    confirmed: count(),
    packed: count(),
    shipping: count(),
    delivered: count(),
    cancelled: count(),
    returned: count(),
    cancellationRequests: count().describe('Cancellation requests waiting for a decision (all, unfiltered)'),
    returnRequests: count().describe('Return requests waiting for a decision (all, unfiltered)'),
    pendingRefunds: count().describe('Manual refunds still to make (all, unfiltered)'),
  }),
);
export type OrderQueueCounts = z.output<typeof orderQueueCountsSchema>;

/** An order as the back office sees it: the shopper's view plus who, history, refunds, requests. */
export const backofficeOrderSchema = named(
  'BackofficeOrder',
  orderSchema.omit({ history: true }).extend({
    lines: z.array(orderLineSchema),
    address: orderAddressSchema,
    shopper: orderShopperSchema,
    language: z.enum(LANGUAGES).describe("The shopper's language when ordering (their e-mails use it)"),
    payments: z.array(khqrPaymentSchema).describe("The order's KHQR payment codes, newest first"),
    events: z.array(orderEventSchema).describe('The history, oldest first'),
    refunds: z.array(refundSchema),
    cancellation: backofficeCancellationSchema
      .nullable()
      .describe('Its cancellation (or request), else null'),
    return: backofficeReturnSchema.nullable().describe('Its return request, else null'),
    allowedActions: z
      .array(z.enum(STAFF_ORDER_ACTIONS))
      .describe(
        "The order handler's moves its state allows now (allowedStaffActions), less ship while a cancellation request waits",
      ),
  }),
);
export type BackofficeOrder = z.output<typeof backofficeOrderSchema>;

// ---------------------------------------------------------------------------------------------
// Request bodies

export const shipOrderBody = named(
  'ShipOrderBody',
  z.object({
    carrier: z
      .string(code('order_handling.carrier_required'))
      .trim()
      .min(1, code('order_handling.carrier_required'))
      .max(CARRIER_MAX_LENGTH, code('order_handling.carrier_too_long'))
      .describe('Who carries it, 1 to 60 characters, e.g. "J&T Express"'),
    trackingNumber: z
      .string(code('order_handling.tracking_required'))
      .trim()
      .min(1, code('order_handling.tracking_required'))
      .max(TRACKING_NUMBER_MAX_LENGTH, code('order_handling.tracking_too_long'))
      .regex(TRACKING_NUMBER_PATTERN, code('order_handling.tracking_invalid'))
      .describe("The carrier's tracking number: 1 to 60 letters, digits and hyphens"),
  }),
);
export type ShipOrderBody = z.input<typeof shipOrderBody>;

const staffReason = () =>
  z
    .string(code('order_handling.reason_required'))
    .trim()
    .min(STAFF_REASON_MIN_LENGTH, code('order_handling.reason_too_short'))
    .max(STAFF_REASON_MAX_LENGTH, code('order_handling.reason_too_long'));

export const staffCancelOrderBody = named(
  'StaffCancelOrderBody',
  z.object({
    reason: staffReason().describe('Why the shop cancels, 3 to 500 characters; the shopper reads it'),
  }),
);
export type StaffCancelOrderBody = z.input<typeof staffCancelOrderBody>;

export const approveRequestBody = named(
  'ApproveRequestBody',
  z.object({
    note: z
      .string()
      .trim()
      .max(STAFF_REASON_MAX_LENGTH, code('order_handling.reason_too_long'))
      .optional()
      .describe('A note for the shopper, up to 500 characters (optional)'),
  }),
);
export type ApproveRequestBody = z.input<typeof approveRequestBody>;

export const rejectRequestBody = named(
  'RejectRequestBody',
  z.object({ reason: staffReason().describe('Why, 3 to 500 characters; the shopper reads it') }),
);
export type RejectRequestBody = z.input<typeof rejectRequestBody>;

export const completeRefundBody = named(
  'CompleteRefundBody',
  z.object({
    reference: z
      .string(code('refund.reference_required'))
      .trim()
      .min(REFUND_REFERENCE_MIN_LENGTH, code('refund.reference_too_short'))
      .max(REFUND_REFERENCE_MAX_LENGTH, code('refund.reference_too_long'))
      .describe("The transfer's reference from the bank app (or a cash receipt number), 3 to 100 characters"),
  }),
);
export type CompleteRefundBody = z.input<typeof completeRefundBody>;

// ---------------------------------------------------------------------------------------------
// The request queues

const requestStatusFilter = z
  .enum(AFTER_SALES_STATUSES, code('enum.not_one_of'))
  .optional()
  .describe('Only requests in this status (requested: the ones waiting)');
const requestSearch = z
  .string()
  .trim()
  .max(ORDER_SEARCH_MAX_LENGTH, code('string.too_long'))
  .optional()
  .describe("Search: an order number, the shopper's e-mail or name");

/** `GET /api/backoffice/returns` query. */
export const backofficeReturnListQuery = pageQuery(100, 25).extend({
  status: requestStatusFilter,
  q: requestSearch,
});
export type BackofficeReturnListQuery = z.input<typeof backofficeReturnListQuery>;

/** `GET /api/backoffice/cancellations` query. */
export const backofficeCancellationListQuery = pageQuery(100, 25).extend({
  status: requestStatusFilter,
  q: requestSearch,
});
export type BackofficeCancellationListQuery = z.input<typeof backofficeCancellationListQuery>;

/** `GET /api/backoffice/refunds` query. */
export const refundListQuery = pageQuery(100, 25).extend({
  status: z
    .enum(REFUND_STATUSES, code('enum.not_one_of'))
    .optional()
    .describe('pending: manual refunds still to make; succeeded: done'),
});
export type RefundListQuery = z.input<typeof refundListQuery>;

/** `/api/backoffice/returns/{id}/photos/{name}`. */
export const backofficeReturnPhotoParams = z.object({
  id: rowId(),
  name: z.string().max(80).describe("The photo's stored file name"),
});
