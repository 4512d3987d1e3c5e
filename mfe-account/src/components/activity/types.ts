// Shapes of the order, after-sales and review answers the account-activity pages read. Orders are
// the checkout module's (`api/src/modules/orders`); the rest are `after-sales` and `reviews`.
import type { LocalizedText } from '@storefront/shared';

// Orders and KHQR payments are checkout's shared types.
export type { KhqrPayment, Order, OrderAddress, OrderLine, OrderStatus, PaymentMethod, PaymentStatus } from '@storefront/shared';

export type AfterSalesStatus = 'requested' | 'approved' | 'rejected' | 'refunded' | 'completed';

export interface Cancellation {
  id: number;
  orderId: number;
  orderNumber: string;
  reason: string;
  status: AfterSalesStatus;
  refundAmount: number;
  refundedTo: 'wallet' | 'original' | 'none';
  createdAt: string;
}

export interface ReturnLine {
  orderLineId: number;
  name: LocalizedText;
  imageUrl: string;
  quantity: number;
}

export interface ReturnRequest {
  id: number;
  orderId: number;
  orderNumber: string;
  reason: string;
  status: AfterSalesStatus;
  photos: string[];
  lines: ReturnLine[];
  createdAt: string;
}
