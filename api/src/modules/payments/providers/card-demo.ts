import type { Executor } from '../../wallet/service';
import type {
  AuthorizeResult,
  PaymentProvider,
  ProviderPaymentStatus,
  ProviderRefund,
  RefundResult,
} from '../provider';

/**
 * The card in DEMO MODE: the shopper's saved test card "pays" at once and a refund "succeeds" at
 * once, with a `demo-…` reference; no money moves and the checkout says so. A real card gateway
 * (a hosted payment page and a signed callback) implements the same interface: see docs/payments.md.
 */
export function createDemoCardProvider(): PaymentProvider {
  return {
    method: 'card',
    mode: 'demo',

    async authorize(): Promise<AuthorizeResult> {
      return { status: 'paid' };
    },

    async capture() {},

    async status(): Promise<ProviderPaymentStatus> {
      return 'paid';
    },

    async refund(_tx: Executor, refund: ProviderRefund): Promise<RefundResult> {
      return {
        destination: 'card',
        status: 'succeeded',
        providerReference: `demo-refund-${refund.refundId}`,
      };
    },
  };
}
