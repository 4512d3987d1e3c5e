import { z } from 'zod';
import { MAX_TOP_UP } from '../rules/form-limits';
import { code } from './error-codes';
import { named } from './registry';

/** Why the balance moved: a KHQR top-up, an order paid from the wallet, or a refund into it. */
export const WALLET_TRANSACTION_KINDS = ['top_up', 'payment', 'refund'] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

/** The largest single top-up, in US dollars. */
export { MAX_TOP_UP } from '../rules/form-limits';

/** The largest page number of the transaction list. */
const MAX_PAGE = 10_000;

export const walletSchema = named(
  'Wallet',
  z.object({
    balance: z.number().describe('US dollars, never below zero'),
    currency: z.literal('USD'),
  }),
);
export type Wallet = z.output<typeof walletSchema>;

export const walletTransactionSchema = named(
  'WalletTransaction',
  z.object({
    id: z.number().int(),
    amount: z.number().describe('US dollars, signed: credits positive, debits negative'),
    kind: z.enum(WALLET_TRANSACTION_KINDS),
    reference: z
      .string()
      .describe('What it was for, e.g. the order number or the KHQR payment (may be empty)'),
    createdAt: z.string().describe('ISO 8601'),
  }),
);
export type WalletTransaction = z.output<typeof walletTransactionSchema>;

export const walletTransactionsQuery = z.object({
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
export type WalletTransactionsQuery = z.input<typeof walletTransactionsQuery>;

export const walletTopUpBody = named(
  'WalletTopUpBody',
  z.object({
    amount: z
      .number(code('number.not_a_number'))
      .min(1, code('wallet.top_up_too_small'))
      .refine((value) => Math.round(value * 100) === value * 100, code('wallet.amount_decimals'))
      // The largest top-up is checked by the handler, whose answer can show it as money
      // ($1000.00): a schema check passes on only the bare limit. Documented here all the same.
      .meta({ maximum: MAX_TOP_UP, description: 'US dollars, at most two decimals, from 1 to 1000' }),
  }),
);
export type WalletTopUpBody = z.input<typeof walletTopUpBody>;
