// Shapes of the order, after-sales and review answers the account-activity pages read. Orders are
// the checkout module's (`api/src/modules/orders`); the rest are `after-sales` and `reviews`.
import type { Attributes, LocalizedText } from '@storefront/shared';

export type OrderStatus = 'pending_payment' | 'to_ship' | 'shipping' | 'delivered' | 'cancelled' | 'returned';
export type PaymentMethod = 'cod' | 'wallet' | 'khqr' | 'card';
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';

export interface OrderLine {
  id: number;
  productId: number;
  storeId: number;
  variantId: number;
  attributes: Attributes;
  name: LocalizedText;
  imageUrl: string;
  unitPrice: number;
  discount: number;
  quantity: number;
  deliveryFee: number;
  lineTotal: number;
}

/** The address as it was when the order was placed. */
export interface OrderAddress {
  id: number;
  type: string;
  province: string;
  building: string;
  home: string;
  street: string;
  village: string;
  commune: string;
  district: string;
  email: string;
  postCode: string;
  receiverName?: string | null;
  receiverPhone?: string | null;
}

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  subtotal: number;
  discountTotal: number;
  deliveryFeeTotal: number;
  total: number;
  voucherCode: string | null;
  address: OrderAddress | null;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  itemCount?: number;
  lines: OrderLine[];
}

export interface KhqrPayment {
  id: number;
  purpose: 'order' | 'top_up';
  amount: number;
  currency: 'USD';
  /** What the QR code encodes. */
  qrString: string;
  md5: string;
  status: 'pending' | 'paid' | 'expired' | 'cancelled';
  expiresAt: string;
  paidAt: string | null;
}

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
