import type { RefundChannel } from '@storefront/shared/contract/after-sales';
import type { PaymentMethod } from '@storefront/shared/contract/orders';
import type { KhqrMerchant } from '../khqr';
import type { PaymentProvider } from '../provider';
import { createDemoCardProvider } from './card-demo';
import { createCodProvider } from './cod';
import { createKhqrProvider } from './khqr';
import { createWalletProvider } from './wallet';

/** One provider per payment method: the order and refund code asks this, never which method it is. */
export type PaymentProviders = Readonly<Record<PaymentMethod, PaymentProvider>>;

/**
 * The providers of every payment method. KHQR is the one the app configured (live through Bakong,
 * or demo); without one, a demo KHQR provider for `merchant` (tests, scripts). The card is the demo
 * card until a gateway is added (docs/payments.md).
 */
export function paymentProviders(deps: { merchant: KhqrMerchant; khqr?: PaymentProvider }): PaymentProviders {
  return {
    wallet: createWalletProvider(),
    cod: createCodProvider(),
    card: createDemoCardProvider(),
    khqr: deps.khqr ?? createKhqrProvider({ merchant: deps.merchant, bakong: null }),
  };
}

/** Where a refund of an order paid by `method` goes (what the back office shows before approving). */
export const REFUND_CHANNEL_OF: Readonly<Record<PaymentMethod, RefundChannel>> = {
  wallet: 'wallet',
  card: 'card',
  khqr: 'khqr',
  cod: 'wallet',
};
