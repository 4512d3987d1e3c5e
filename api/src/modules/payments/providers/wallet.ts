import { creditWallet, debitWallet, type Executor } from '../../wallet/service';
import type {
  AuthorizeResult,
  PaymentProvider,
  ProviderOrder,
  ProviderPaymentStatus,
  ProviderRefund,
  RefundResult,
} from '../provider';

/**
 * The Psar wallet: the order's total is taken from the balance when the order is placed (400
 * wallet.balance_insufficient when it is not enough) and a refund is credited back at once. Both are
 * ledger entries (`wallet_transactions`) in the caller's transaction, referenced by the order number.
 */
export function createWalletProvider(): PaymentProvider {
  return {
    method: 'wallet',
    mode: 'live',

    async authorize(tx: Executor, order: ProviderOrder): Promise<AuthorizeResult> {
      if (order.amount > 0) await debitWallet(tx, order.userId, order.amount, 'payment', order.orderNumber);
      return { status: 'paid' };
    },

    /** Taken at placing: nothing left to capture. */
    async capture() {},

    async status(): Promise<ProviderPaymentStatus> {
      return 'paid';
    },

    async refund(tx: Executor, refund: ProviderRefund): Promise<RefundResult> {
      await creditWallet(tx, refund.userId, refund.amount, 'refund', refund.orderNumber);
      return { destination: 'wallet', status: 'succeeded', providerReference: null };
    },
  };
}
