import { z } from 'zod';
import { pageQuery } from './catalog';
import { code } from './error-codes';
import { named } from './registry';

/** What a KHQR payment pays for: an order, or a wallet top-up. */
export const KHQR_PAYMENT_PURPOSES = ['order', 'top_up'] as const;
export type KhqrPaymentPurpose = (typeof KHQR_PAYMENT_PURPOSES)[number];

/** A KHQR payment's life: pending until paid, or until its time runs out or its order is cancelled. */
export const KHQR_PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type KhqrPaymentStatus = (typeof KHQR_PAYMENT_STATUSES)[number];

/** A KHQR (Bakong) payment request: `qrString` is what the QR code encodes. */
export const khqrPaymentSchema = named(
  'KhqrPayment',
  z.object({
    id: z.number().int(),
    purpose: z.enum(KHQR_PAYMENT_PURPOSES),
    amount: z.number().describe('The exact amount to pay, in US dollars'),
    currency: z.literal('USD'),
    qrString: z.string().describe('The KHQR payload string: what the QR code encodes'),
    md5: z.string().describe('The MD5 of qrString, by which Bakong looks the payment up'),
    status: z.enum(KHQR_PAYMENT_STATUSES),
    expiresAt: z.string().describe('When the code stops being payable (ISO 8601)'),
    paidAt: z.string().nullable().describe('When it was paid (ISO 8601), else null'),
  }),
);
export type KhqrPayment = z.output<typeof khqrPaymentSchema>;

// ---------------------------------------------------------------------------------------------
// Payment modes (public) and the back office's KHQR payments (`/api/backoffice/payments…`)

/** live: real money through the provider (Bakong, a card gateway); demo: nothing real moves. */
export const PAYMENT_MODES = ['live', 'demo'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

const paymentModeSchema = z
  .enum(PAYMENT_MODES)
  .describe('live: real money through the provider; demo: nothing real moves, and screens say so');

/** `GET /api/payments/mode`: whether KHQR and card payments are real or a demo. */
export const paymentModesSchema = named(
  'PaymentModes',
  z.object({
    khqr: paymentModeSchema.describe(
      'live: Bakong confirms KHQR payments (the API is configured with a Bakong token); demo: no Bakong account, a staff member marks a payment received',
    ),
    card: paymentModeSchema.describe('demo: the saved test card is accepted and nothing is charged'),
  }),
);
export type PaymentModes = z.output<typeof paymentModesSchema>;

/** The most characters of the note a staff member adds when marking a payment received. */
export const PAYMENT_NOTE_MAX_LENGTH = 500;

/** `?status&purpose&page&perPage` of `GET /api/backoffice/payments` (not a component: a query). */
export const backofficePaymentsQuery = pageQuery(100, 25).extend({
  status: z
    .enum(KHQR_PAYMENT_STATUSES, code('enum.not_one_of'))
    .default('pending')
    .describe('Only payments in this state (default pending: those waiting for the shopper)'),
  purpose: z
    .enum(KHQR_PAYMENT_PURPOSES, code('enum.not_one_of'))
    .optional()
    .describe('Only payments for orders, or only wallet top-ups'),
});
export type BackofficePaymentsQuery = z.input<typeof backofficePaymentsQuery>;

/** A KHQR payment as the back office lists it: who, for what, and what the poller last saw. */
export const backofficeKhqrPaymentSchema = named(
  'BackofficeKhqrPayment',
  z.object({
    id: z.number().int(),
    purpose: z.enum(KHQR_PAYMENT_PURPOSES),
    orderId: z.number().int().nullable().describe('The order it pays for; null for a wallet top-up'),
    orderNumber: z.string().nullable().describe('The order number (PS-000123); null for a wallet top-up'),
    customerEmail: z.string().describe("The shopper's e-mail address"),
    amount: z.number().describe('The exact amount to pay, in US dollars'),
    currency: z.literal('USD'),
    md5: z.string().describe('The MD5 of the KHQR string, by which Bakong looks the payment up'),
    status: z.enum(KHQR_PAYMENT_STATUSES),
    mode: paymentModeSchema.describe(
      'live: the poller asks Bakong and marks it paid by itself; demo: a staff member marks it received',
    ),
    createdAt: z.string().describe('When the code was made (ISO 8601)'),
    expiresAt: z.string().describe('When the code stops being payable (ISO 8601)'),
    paidAt: z.string().nullable().describe('When it was paid (ISO 8601), else null'),
    checkCount: z.number().int().describe('How many times the poller asked Bakong about it'),
    lastCheckedAt: z.string().nullable().describe('When Bakong was last asked (ISO 8601), else null'),
    lastCheckError: z
      .string()
      .nullable()
      .describe(
        'Why the last check did not confirm it (Bakong unreachable, an amount that did not match), else null',
      ),
    bankHash: z.string().nullable().describe("Bakong's transaction hash once it saw the payment, else null"),
  }),
);
export type BackofficeKhqrPayment = z.output<typeof backofficeKhqrPaymentSchema>;

/** `POST /api/backoffice/payments/{id}/received` (demo mode only): what the staff member saw. */
export const paymentReceivedBody = named(
  'PaymentReceived',
  z.object({
    note: z
      .string()
      .trim()
      .max(PAYMENT_NOTE_MAX_LENGTH, code('string.too_long'))
      .optional()
      .describe(
        'Where the staff member saw the money (kept in the audit log), e.g. "seen in the bank app 14:05"',
      ),
  }),
);
export type PaymentReceived = z.input<typeof paymentReceivedBody>;
