import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'unionpay', 'discover', 'other'] as const;
export const BUILT_IN_OPTIONS = ['cod', 'wallet', 'khqr'] as const;
export const MAX_CARDS_PER_USER = 10;

/** 'cod' | 'wallet' | 'khqr' | 'card-<id>' */
export const paymentOptionIdParam = z.object({
  id: z.string().regex(/^(cod|wallet|khqr|card-[1-9]\d{0,9})$/, code('payment_option.id_invalid')),
});

/**
 * A saved card is only what identifies it to its owner. The body is strict: a full card number,
 * CVC or anything else is refused outright, so it can never reach the database or the logs.
 */
export const newCardBody = z.strictObject(
  {
    brand: z.enum(CARD_BRANDS, code('card.brand_required')),
    last4: z.string(code('card.last4_required')).regex(/^\d{4}$/, code('card.last4_invalid')),
    expMonth: z
      .number(code('card.exp_month_not_number'))
      .int()
      .min(1, code('card.exp_month_range'))
      .max(12, code('card.exp_month_range')),
    expYear: z
      .number(code('card.exp_year_not_number'))
      .int()
      .min(2000, code('card.exp_year_format'))
      .max(2100, code('card.exp_year_format')),
    holder: z
      .string(code('card.holder_required'))
      .trim()
      .min(2, code('card.holder_required'))
      .max(80, code('string.too_long'))
      .regex(/^[\p{L}\p{M} .'-]+$/u, code('card.holder_invalid')),
    isDefault: z.boolean().optional(),
  },
  code('card.number_refused'),
);
export type NewCard = z.infer<typeof newCardBody>;

export const paymentOptionSchema = z.object({
  id: z.string(),
  kind: z.enum(['cod', 'wallet', 'khqr', 'card']),
  isDefault: z.boolean(),
  card: z
    .object({
      brand: z.enum(CARD_BRANDS),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      holder: z.string(),
      expired: z.boolean(),
    })
    .nullable(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;
