import { z } from 'zod';
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
