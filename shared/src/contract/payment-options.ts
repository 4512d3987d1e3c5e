import { z } from 'zod';
import { code } from './error-codes';
import { named } from './registry';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'unionpay', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The options every shopper has, besides saved cards. */
export const BUILT_IN_PAYMENT_OPTIONS = ['cod', 'wallet', 'khqr'] as const;
export const PAYMENT_OPTION_KINDS = [...BUILT_IN_PAYMENT_OPTIONS, 'card'] as const;
export type PaymentOptionKind = (typeof PAYMENT_OPTION_KINDS)[number];

/** How many cards a shopper may save. */
export const MAX_CARDS_PER_USER = 10;

/** The longest payment option id: 'card-' and a row id of at most ten digits. */
const MAX_OPTION_ID_LENGTH = 15;

/** 'cod' | 'wallet' | 'khqr' | 'card-<id>' */
export const paymentOptionIdParam = z.object({
  id: z
    .string()
    .max(MAX_OPTION_ID_LENGTH, code('payment_option.id_invalid'))
    .regex(/^(cod|wallet|khqr|card-[1-9]\d{0,9})$/, code('payment_option.id_invalid'))
    .describe("'cod', 'wallet', 'khqr' or 'card-<id>' for a saved card"),
});

/**
 * A saved card is only what identifies it to its owner. The body is strict: a full card number,
 * CVC or anything else is refused outright, so it can never reach the database or the logs.
 */
export const newCardBody = named(
  'NewCard',
  z.strictObject(
    {
      brand: z.enum(CARD_BRANDS, code('card.brand_required')),
      last4: z
        .string(code('card.last4_required'))
        .max(4, code('card.last4_invalid'))
        .regex(/^\d{4}$/, code('card.last4_invalid'))
        .describe("The card number's last four digits (the browser derives them; never send the number)"),
      expMonth: z
        .number(code('card.exp_month_not_number'))
        .int()
        .min(1, code('card.exp_month_range'))
        .max(12, code('card.exp_month_range')),
      expYear: z
        .number(code('card.exp_year_not_number'))
        .int()
        .min(2000, code('card.exp_year_format'))
        .max(2100, code('card.exp_year_format'))
        .describe('Four digits; a card is valid through the last day of its expiry month'),
      holder: z
        .string(code('card.holder_required'))
        .trim()
        .min(2, code('card.holder_required'))
        .max(80, code('string.too_long'))
        .regex(/^[\p{L}\p{M} .'-]+$/u, code('card.holder_invalid'))
        .describe("The name on the card: letters, spaces and . ' -"),
      isDefault: z.boolean().optional().describe('Make the new card the default payment option'),
    },
    code('card.number_refused'),
  ),
);
export type NewCard = z.input<typeof newCardBody>;

/** A saved card as its owner sees it: never its number. */
export const paymentCardSchema = named(
  'PaymentCard',
  z.object({
    brand: z.enum(CARD_BRANDS),
    last4: z.string().describe("The card number's last four digits"),
    expMonth: z.number().int().describe('1 to 12'),
    expYear: z.number().int(),
    holder: z.string(),
    expired: z.boolean().describe('True once its expiry month has passed: it cannot be chosen'),
  }),
);
export type PaymentCard = z.output<typeof paymentCardSchema>;

export const paymentOptionSchema = named(
  'PaymentOption',
  z.object({
    id: z.string().describe("'cod', 'wallet', 'khqr' or 'card-<id>'"),
    kind: z.enum(PAYMENT_OPTION_KINDS),
    isDefault: z.boolean().describe('Exactly one option is the default (cash on delivery until chosen)'),
    card: paymentCardSchema.nullable().describe('The saved card, for kind card; else null'),
  }),
);
export type PaymentOption = z.output<typeof paymentOptionSchema>;

/** The answer to removing a saved card. */
export const paymentOptionRemovedSchema = z.object({ data: z.null() });
