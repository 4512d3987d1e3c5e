import { z } from 'zod';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../rules/form-limits';
import { idParam, localizedSchema, MAX_ROW_ID } from './common';
import { code, type ErrorCode } from './error-codes';
import { named } from './registry';

/** Where a cancellation or return request stands. */
export const AFTER_SALES_STATUSES = ['requested', 'approved', 'rejected', 'refunded', 'completed'] as const;
/** Where a cancelled order's money went: back to the wallet, back through the original payment
 * (KHQR or card, settled by the shop), or nowhere because nothing was paid. */
export const REFUND_DESTINATIONS = ['wallet', 'original', 'none'] as const;

// Return and review photos (at most 3, 5 MB each, JPEG, PNG or WebP by their bytes) and the
// reason's length: shared with the forms that check them first.
export { MAX_PHOTO_BYTES, MAX_PHOTOS, MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../rules/form-limits';
/** The most lines one return may list (an order holds at most 200 lines, see checkout). */
export const MAX_RETURN_LINES = 200;
/** The most of one order line a return may send back (an order line holds at most 99). */
export const MAX_RETURN_QUANTITY = 99;

export const afterSalesStatusSchema = named(
  'AfterSalesStatus',
  z
    .enum(AFTER_SALES_STATUSES)
    .describe(
      'Where the request stands: requested (waiting for the shop), approved (the shop still has to send the refund by transfer or cash), rejected (see decisionReason), refunded (money back, e.g. in the wallet or on the card), completed (nothing to refund)',
    ),
);
export type AfterSalesStatus = z.output<typeof afterSalesStatusSchema>;

export const refundDestinationSchema = z
  .enum(REFUND_DESTINATIONS)
  .describe(
    'Where the money went: wallet (credited at once), original (refunded by the shop through the KHQR or card payment), none (nothing was paid)',
  );
export type RefundDestination = z.output<typeof refundDestinationSchema>;

/** How a refund's money goes back: wallet credit, or a KHQR / bank transfer, the card, cash. */
export const REFUND_CHANNELS = ['wallet', 'khqr', 'card', 'cash', 'bank'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];
/** pending: the shop still has to make the transfer (KHQR, bank, cash); succeeded: the money is back. */
export const REFUND_STATUSES = ['pending', 'succeeded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund as its shopper sees it (at most one per cancellation or return). */
export const refundSummarySchema = named(
  'RefundSummary',
  z.object({
    amount: z.number().describe('US dollars'),
    destination: z
      .enum(REFUND_CHANNELS)
      .describe(
        'Where the money goes: wallet (credited at once), khqr or bank (a transfer the shop makes), card (back on the card), cash',
      ),
    status: z.enum(REFUND_STATUSES).describe('pending: the shop still has to send it; succeeded: done'),
    reference: z
      .string()
      .nullable()
      .describe("The transfer's reference once the shop sent it (or the card gateway's), else null"),
    createdAt: z.string().describe('ISO 8601 date-time'),
    completedAt: z.string().nullable().describe('When the money went back (ISO 8601), else null'),
  }),
);
export type RefundSummary = z.output<typeof refundSummarySchema>;

/** Who cancelled: the shopper (at once, or by a request the shop approved), or the shop. */
export const CANCELLATION_INITIATORS = ['shopper', 'staff'] as const;

const decisionShape = {
  decisionReason: z
    .string()
    .nullable()
    .describe("The shop's reason (a rejection) or note (an approval), else null"),
  decidedAt: z.string().nullable().describe('When the shop decided (ISO 8601), else null'),
  refund: refundSummarySchema.nullable().describe('The refund, once there is one, else null'),
};

export const cancellationSchema = named(
  'Cancellation',
  z.object({
    id: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    reason: z.string().describe("The shopper's reason, as written"),
    status: afterSalesStatusSchema,
    refundAmount: z.number().describe('Money refunded, in US dollars (0 when nothing was paid)'),
    refundedTo: refundDestinationSchema,
    createdAt: z.string().describe('ISO 8601 date-time'),
    initiatedBy: z
      .enum(CANCELLATION_INITIATORS)
      .describe('shopper: asked by the shopper; staff: the shop cancelled the order (reason is theirs)'),
    ...decisionShape,
  }),
);
export type Cancellation = z.output<typeof cancellationSchema>;

export const returnLineSchema = named(
  'ReturnLine',
  z.object({
    orderLineId: z.number().int(),
    name: localizedSchema,
    imageUrl: z.string(),
    quantity: z.number().int().describe('How many of the order line go back'),
  }),
);
export type ReturnLine = z.output<typeof returnLineSchema>;

export const returnRequestSchema = named(
  'ReturnRequest',
  z.object({
    id: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    reason: z.string().describe("The shopper's reason, as written"),
    status: afterSalesStatusSchema,
    photos: z
      .array(z.string())
      .describe(
        "URLs of the request's photos (/api/returns/{id}/photos/{name}), readable by its shopper only",
      ),
    lines: z.array(returnLineSchema),
    createdAt: z.string().describe('ISO 8601 date-time'),
    ...decisionShape,
  }),
);
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** `?page&perPage` of the cancellation and return lists. */
export const afterSalesPageQuery = z.object({
  page: z.coerce
    .number<number>(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .max(10_000, code('number.above_max'))
    .default(1),
  perPage: z.coerce
    .number<number>(code('number.not_a_number'))
    .int()
    .min(1, code('number.below_min'))
    .max(50, code('number.above_max'))
    .default(10),
});
export type AfterSalesPageQuery = z.input<typeof afterSalesPageQuery>;

/** The shopper's reason for a cancellation or a return. */
export const reasonSchema = z
  .string(code('after_sales.reason_required'))
  .trim()
  .min(MIN_REASON_LENGTH, code('after_sales.reason_too_short'))
  .max(MAX_REASON_LENGTH, code('after_sales.reason_too_long'))
  .describe("The shopper's reason, 5 to 1000 characters (trimmed)");

export const cancelOrderBody = named('CancelOrderBody', z.object({ reason: reasonSchema }));
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

/** `/returns/{id}/photos/{name}`: a return request's photo. */
export const returnPhotoParams = idParam.extend({
  name: z.string().max(80).describe("The photo's stored file name"),
});

/** One line of a return: which order line, and how many of it. */
export const requestedReturnLineSchema = z.object({
  orderLineId: z
    .number(code('number.not_a_number'))
    .int()
    .positive()
    .max(MAX_ROW_ID, code('number.above_max')),
  quantity: z
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .max(MAX_RETURN_QUANTITY, code('number.above_max')),
});
export type RequestedReturnLine = z.output<typeof requestedReturnLineSchema>;

/**
 * The text fields of the return form (multipart/form-data, with up to `MAX_PHOTOS` files in
 * `photos`): the reason, and the lines as one JSON text, e.g. `[{"orderLineId":7,"quantity":1}]`.
 */
export const requestReturnFields = named(
  'RequestReturnFields',
  z.object({
    reason: reasonSchema,
    lines: z
      .string(code('return.lines_required'))
      .max(20_000)
      .describe('JSON list of { orderLineId, quantity }: the order lines going back, 1 to 200 of them')
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'return.lines_required' satisfies ErrorCode });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(requestedReturnLineSchema, code('return.lines_required'))
          .min(1, code('return.lines_empty'))
          .max(MAX_RETURN_LINES),
      ),
  }),
);
/** What the front end's return form sends (as multipart fields). */
export type RequestReturnFields = z.input<typeof requestReturnFields>;
/** The return form once checked: lines parsed. */
export type RequestReturnInput = z.output<typeof requestReturnFields>;
