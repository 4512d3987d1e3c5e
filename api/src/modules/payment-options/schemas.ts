import { z } from 'zod';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'unionpay', 'discover', 'other'] as const;
export const BUILT_IN_OPTIONS = ['cod', 'wallet', 'khqr'] as const;
export const MAX_CARDS_PER_USER = 10;

/** 'cod' | 'wallet' | 'khqr' | 'card-<id>' */
export const paymentOptionIdParam = z.object({
  id: z.string().regex(/^(cod|wallet|khqr|card-[1-9]\d{0,9})$/, { message: 'Use cod, wallet, khqr or card-<number>' }),
});

/**
 * A saved card is only what identifies it to its owner. The body is strict: a full card number,
 * CVC or anything else is refused outright, so it can never reach the database or the logs.
 */
export const newCardBody = z.strictObject(
  {
    brand: z.enum(CARD_BRANDS, { message: 'Choose the card brand' }),
    last4: z.string({ message: 'Send the last four digits' }).regex(/^\d{4}$/, { message: 'Send exactly the last four digits' }),
    expMonth: z.number({ message: 'Expiry month must be a number' }).int().min(1, { message: 'Expiry month is 1–12' }).max(12, { message: 'Expiry month is 1–12' }),
    expYear: z.number({ message: 'Expiry year must be a number' }).int().min(2000, { message: 'Use a four-digit year' }).max(2100, { message: 'Use a four-digit year' }),
    holder: z
      .string({ message: 'Enter the name on the card' })
      .trim()
      .min(2, { message: 'Enter the name on the card' })
      .max(80, { message: 'Use at most 80 characters' })
      .regex(/^[\p{L}\p{M} .'-]+$/u, { message: 'Use letters, spaces, dots, apostrophes and dashes only' }),
    isDefault: z.boolean().optional(),
  },
  { message: 'Send only brand, last4, expMonth, expYear, holder and isDefault: never the full card number' },
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
