import type { Executor } from '../../wallet/service';
import type { BakongClient, BakongTransaction } from '../bakong-client';
import type { KhqrMerchant } from '../khqr';
import type {
  AuthorizeResult,
  PaymentProvider,
  ProviderOrder,
  ProviderPaymentStatus,
  ProviderRefund,
  RefundResult,
} from '../provider';
import { createKhqrPayment } from '../service';

/** What asking Bakong about one KHQR payment came to, judged against what the shop asked for. */
export type KhqrCheck =
  /** Paid: the amount, the currency and the receiving account are the shop's. */
  | { result: 'paid'; bankHash: string; transaction: BakongTransaction }
  /** Bakong saw a transaction for this code that is not what the shop asked for: never marked paid. */
  | { result: 'mismatch'; bankHash: string; reason: string; transaction: BakongTransaction }
  /** Not paid (yet); `reason` when Bakong said more than "not found" (a failed transaction). */
  | { result: 'not_paid'; reason: string | null }
  /** No usable answer from Bakong (down, slow, token refused): ask again later. */
  | { result: 'try_later'; reason: string }
  /** Demo mode: there is no Bakong to ask. */
  | { result: 'demo' };

export interface KhqrPaymentToCheck {
  md5: string;
  amount: number;
  currency: string;
}

/** KHQR's provider, plus the check the poller runs (`status` is that check, reduced to a state). */
export interface KhqrProvider extends PaymentProvider {
  readonly method: 'khqr';
  /** The Bakong account the shop's codes pay into (a paid answer must name it). */
  readonly accountId: string;
  check(payment: KhqrPaymentToCheck): Promise<KhqrCheck>;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Whether Bakong's transaction is exactly the payment the shop asked for; the reason when it is not. */
export function transactionMismatch(
  transaction: BakongTransaction,
  expected: KhqrPaymentToCheck & { accountId: string },
): string | null {
  const problems: string[] = [];
  if (cents(transaction.amount) !== cents(expected.amount))
    problems.push(`amount ${transaction.amount} instead of ${expected.amount}`);
  if (transaction.currency.toUpperCase() !== expected.currency.toUpperCase())
    problems.push(`currency ${transaction.currency} instead of ${expected.currency}`);
  if (transaction.toAccountId !== expected.accountId)
    problems.push(`paid to ${transaction.toAccountId} instead of ${expected.accountId}`);
  return problems.length ? `Bakong's transaction does not match: ${problems.join(', ')}` : null;
}

/**
 * KHQR through Bakong. Live (a Bakong client, i.e. BAKONG_TOKEN is set): the poller asks Bakong by
 * the code's MD5 and a matching answer marks the payment paid. Demo (no client): nothing is asked,
 * payments stay pending until a staff member marks one received (or it expires), and the screens
 * say so.
 */
export function createKhqrProvider(deps: {
  merchant: KhqrMerchant;
  bakong: BakongClient | null;
}): KhqrProvider {
  const { merchant, bakong } = deps;

  async function check(payment: KhqrPaymentToCheck): Promise<KhqrCheck> {
    if (!bakong) return { result: 'demo' };
    const answer = await bakong.checkTransactionByMd5(payment.md5);
    switch (answer.outcome) {
      case 'found': {
        const mismatch = transactionMismatch(answer.transaction, {
          ...payment,
          accountId: merchant.accountId,
        });
        if (mismatch)
          return {
            result: 'mismatch',
            bankHash: answer.transaction.hash,
            reason: mismatch,
            transaction: answer.transaction,
          };
        return { result: 'paid', bankHash: answer.transaction.hash, transaction: answer.transaction };
      }
      case 'not_found':
        return { result: 'not_paid', reason: null };
      case 'failed':
        return { result: 'not_paid', reason: `Bakong: ${answer.message}` };
      case 'try_later':
        return { result: 'try_later', reason: answer.reason };
    }
  }

  return {
    method: 'khqr',
    mode: bakong ? 'live' : 'demo',
    accountId: merchant.accountId,
    check,

    /** A pending KHQR payment (the code the shopper scans) for the order's exact total. */
    async authorize(tx: Executor, order: ProviderOrder): Promise<AuthorizeResult> {
      await createKhqrPayment(tx, merchant, {
        userId: order.userId,
        purpose: 'order',
        orderId: order.orderId,
        amount: order.amount,
        billNumber: order.orderNumber,
      });
      return { status: 'pending' };
    },

    /** Nothing to capture: a paid KHQR transfer is final. */
    async capture() {},

    /** Live: what Bakong says about the code (paid only when it matches); demo: always pending. */
    async status(order: ProviderOrder & { md5?: string | null }): Promise<ProviderPaymentStatus> {
      if (!order.md5) return 'pending';
      const result = await check({ md5: order.md5, amount: order.amount, currency: 'USD' });
      return result.result === 'paid' ? 'paid' : 'pending';
    },

    /**
     * Bakong has no refund call: a staff member sends the money back from the shop's bank app and
     * records the transfer's reference. Without a reference the refund waits for that transfer.
     */
    async refund(_tx: Executor, refund: ProviderRefund): Promise<RefundResult> {
      const reference = refund.reference?.trim() || null;
      return {
        destination: 'khqr',
        status: reference ? 'succeeded' : 'pending',
        providerReference: reference,
      };
    },
  };
}
