import { z } from 'zod';
import { errorSchema, localizedSchema } from '../../lib/schemas';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './schema';

const positiveId = (name: string) => z.number({ message: `${name} must be a number` }).int({ message: `${name} must be a whole number` }).positive({ message: `${name} must be positive` });
const attributesSchema = z.record(z.string(), z.string(), { message: 'attributes must map names to values' });

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
  voucherError: z.string().nullable(),
});

/** 409 when prices or stock changed: the fresh figures come along. */
export const quoteChangedSchema = errorSchema.extend({ quote: quoteSchema.optional() });

const buyNowSchema = z.object({
  productId: positiveId('productId'),
  attributes: attributesSchema.default({}),
  quantity: positiveId('quantity').max(99, { message: 'quantity is at most 99' }),
});

/** Either chosen cart lines or one buy-now item, never both. */
const sourceShape = {
  cartIds: z.array(positiveId('cartIds'), { message: 'cartIds must be a list of cart line ids' }).max(200).optional(),
  buyNow: buyNowSchema.optional(),
};

function exactlyOneSource(value: { cartIds?: number[]; buyNow?: unknown }, ctx: z.RefinementCtx) {
  if ((value.cartIds === undefined) === (value.buyNow === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['cartIds'], message: 'Send either cartIds or buyNow.' });
  } else if (value.cartIds && value.cartIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['cartIds'], message: 'Choose at least one item to order.' });
  }
}

export const quoteBodySchema = z
  .object({ ...sourceShape, voucherCode: z.string().trim().max(40, { message: 'voucherCode is too long' }).nullish() })
  .superRefine(exactlyOneSource);

export const placeOrderBodySchema = z
  .object({
    ...sourceShape,
    addressId: positiveId('addressId'),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }),
    voucherCode: z.string().trim().max(40, { message: 'voucherCode is too long' }).nullish(),
    cardId: positiveId('cardId').nullish(),
    expectedTotal: z.number({ message: 'expectedTotal must be the total you saw' }).nonnegative({ message: 'expectedTotal cannot be negative' }),
  })
  .superRefine(exactlyOneSource);
