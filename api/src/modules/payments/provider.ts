import type { PaymentMethod } from '@storefront/shared/contract/orders';
import type { Executor } from '../wallet/service';

/**
 * One payment method's side of an order's money: taking it, asking where it stands, and giving it
 * back. Each method has one implementation (wallet, cash on delivery, KHQR through Bakong or its
 * demo mode, card through a gateway or its demo mode); the order and refund code never asks which.
 *
 * `tx` is the caller's transaction: the provider's own rows (ledger entries, payment rows, refund
 * records) commit or roll back with the order change that caused them.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** `demo`: nothing real moves (no Bakong credentials, the test card); screens say so. */
  readonly mode: 'live' | 'demo';
  /** At placing: take the money now (wallet, card) or set up how it will come (KHQR code, cash). */
  authorize(tx: Executor, order: ProviderOrder): Promise<AuthorizeResult>;
  /** Money that was authorized is now the shop's (cash handed over on delivery; a card capture). */
  capture(tx: Executor, order: ProviderOrder): Promise<void>;
  /** Where the payment stands at the provider (KHQR asks Bakong; others answer from the order). */
  status(order: ProviderOrder & { md5?: string | null }): Promise<ProviderPaymentStatus>;
  /** Gives `amount` back through this method; called once per refund record (see refunds). */
  refund(tx: Executor, refund: ProviderRefund): Promise<RefundResult>;
}

export interface ProviderOrder {
  orderId: number;
  orderNumber: string;
  userId: number;
  amount: number;
}

export type ProviderPaymentStatus = 'paid' | 'pending' | 'unpaid' | 'expired' | 'failed';

export interface AuthorizeResult {
  /** paid: taken now; pending: waits for the shopper (KHQR scan, hosted card page); unpaid: cash later. */
  status: 'paid' | 'pending' | 'unpaid';
  /** A hosted payment page to send the shopper to (a card gateway), if any. */
  redirectUrl?: string | null;
}

export interface ProviderRefund extends ProviderOrder {
  refundId: number;
  /** A bank or KHQR transfer's reference, typed by the staff member who made it (manual refunds). */
  reference?: string | null;
}

export interface RefundResult {
  /** Where the money went. */
  destination: 'wallet' | 'khqr' | 'card' | 'cash' | 'bank';
  /** succeeded: done (wallet credited, gateway confirmed, manual transfer recorded). */
  status: 'succeeded' | 'pending';
  providerReference: string | null;
}
