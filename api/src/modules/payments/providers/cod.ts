import { creditWallet, type Executor } from '../../wallet/service';
import type {
  AuthorizeResult,
  PaymentProvider,
  ProviderPaymentStatus,
  ProviderRefund,
  RefundResult,
} from '../provider';

/**
 * Cash on delivery: nothing is taken when the order is placed; the courier collects the cash, so
 * the order becomes paid when it is marked delivered (`capture`). The cash cannot go back the way
 * it came, so a refund (an approved return) is credited to the shopper's Psar wallet at once, as
 * marketplaces here do for cash orders; the shopper spends it or asks customer care to pay it out.
 */
export function createCodProvider(): PaymentProvider {
  return {
    method: 'cod',
    mode: 'live',

    async authorize(): Promise<AuthorizeResult> {
      return { status: 'unpaid' };
    },

    /** The courier handed the cash over: the order flow marks the order paid on delivery. */
    async capture() {},

    async status(): Promise<ProviderPaymentStatus> {
      return 'unpaid';
    },

    async refund(tx: Executor, refund: ProviderRefund): Promise<RefundResult> {
      await creditWallet(tx, refund.userId, refund.amount, 'refund', refund.orderNumber);
      return { destination: 'wallet', status: 'succeeded', providerReference: null };
    },
  };
}
