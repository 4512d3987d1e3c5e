import { z } from 'zod';
import type { ErrorCode } from '../../lib/errors/codes';
import { code } from '../../lib/errors/zod-issues';
import { errorSchema, localizedSchema, problemSchema } from '../../lib/schemas';
import { MAX_ROW_ID } from '../catalog/schemas';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './schema';

/** Messages name the field from its path (`{{field}}`): productId, quantity, cartIds, addressId, cardId. */
const positive = () =>
  z.number(code('number.not_a_number')).int(code('number.not_whole')).positive(code('number.not_positive'));
/** A row id: a PostgreSQL `integer`, so larger numbers are a 400, not a 500. */
const positiveId = () => positive().max(MAX_ROW_ID, code('number.above_max'));
const attributesSchema = z.record(z.string(), z.string(), code('cart.attributes_invalid'));

export const khqrPaymentSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(['order', 'top_up']),
  amount: z.number(),
  currency: z.literal('USD'),
  qrString: z.string(),
  md5: z.string(),
  status: z.enum(['pending', 'paid', 'expired', 'cancelled']),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
});

export const orderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  storeId: z.number().int(),
  variantId: z.number().int(),
  attributes: attributesSchema,
  name: localizedSchema,
  imageUrl: z.string(),
  unitPrice: z.number(),
  discount: z.number(),
  quantity: z.number().int(),
  deliveryFee: z.number(),
  lineTotal: z.number(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  subtotal: z.number(),
  discountTotal: z.number(),
  deliveryFeeTotal: z.number(),
  total: z.number(),
  voucherCode: z.string().nullable(),
  address: z.object({
    id: z.number().int(),
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
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  itemCount: z.number().int(),
  lines: z.array(orderLineSchema),
  payment: khqrPaymentSchema.nullable(),
});

export const quoteLineSchema = z.object({
  cartId: z.number().int().nullable(),
  productId: z.number().int(),
  variantId: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  name: localizedSchema,
  imageUrl: z.string(),
  attributes: attributesSchema,
  unitPrice: z.number(),
  discount: z.number(),
  unitPriceAfterDiscount: z.number(),
  quantity: z.number().int(),
  stock: z.number().int(),
  available: z.boolean(),
  deliveryFee: z.number(),
  lineTotal: z.number(),
});

export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotal: z.number(),
  productDiscountTotal: z.number(),
  voucherDiscount: z.number(),
  discountTotal: z.number(),
  deliveryFeeTotal: z.number(),
  total: z.number(),
  voucher: z.object({ code: z.string(), discount: z.number() }).nullable(),
  voucherError: problemSchema
    .nullable()
    .describe('Why the voucher sent does not apply, as a code (null when it applies or none was sent)'),
});

/** 409 when prices or stock changed: the fresh figures come along. */
export const quoteChangedSchema = errorSchema.extend({ quote: quoteSchema.optional() });

const buyNowSchema = z.object({
  productId: positiveId(),
  attributes: attributesSchema.default({}),
  quantity: positive().max(99, code('number.above_max')),
});

/** Either chosen cart lines or one buy-now item, never both. */
const sourceShape = {
  cartIds: z.array(positiveId(), code('order.cart_ids_invalid')).max(200).optional(),
  buyNow: buyNowSchema.optional(),
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

export const quoteBodySchema = z
  .object({
    ...sourceShape,
    voucherCode: z.string().trim().max(40, code('order.voucher_code_too_long')).nullish(),
  })
  .superRefine(exactlyOneSource);

export const placeOrderBodySchema = z
  .object({
    ...sourceShape,
    addressId: positiveId(),
    paymentMethod: z.enum(PAYMENT_METHODS, code('enum.not_one_of')),
    voucherCode: z.string().trim().max(40, code('order.voucher_code_too_long')).nullish(),
    cardId: positiveId().nullish(),
    expectedTotal: z.number(code('order.expected_total_invalid')).nonnegative(code('number.negative')),
  })
  .superRefine(exactlyOneSource);
