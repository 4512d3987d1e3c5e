import type { Cancellation, Order, OrderLine, ReturnRequest } from '@storefront/shared';

export function makeLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 501,
    productId: 7,
    storeId: 2,
    variantId: 70,
    attributes: { color: 'Red' },
    name: { en: 'Silk Krama Scarf', kh: 'ក្រមាសូត្រ' },
    imageUrl: '/images/7.svg',
    unitPrice: 12.5,
    discount: 0,
    quantity: 2,
    deliveryFee: 1.5,
    lineTotal: 25,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    number: 'PS-000042',
    status: 'to_ship',
    paymentMethod: 'wallet',
    paymentStatus: 'paid',
    subtotal: 25,
    discountTotal: 0,
    deliveryFeeTotal: 1.5,
    total: 26.5,
    voucherCode: null,
    address: {
      id: 11,
      type: 'home',
      province: 'Siem Reap',
      building: '',
      home: '12',
      street: 'Street 6',
      village: 'Mondul 1',
      commune: 'Svay Dangkum',
      district: 'Siem Reap',
      email: '',
      postCode: '',
      receiverName: 'Dara Sok',
      receiverPhone: '+85512345678',
    },
    paidAt: '2026-11-20T03:00:00Z',
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: '2026-11-20T02:55:00Z',
    updatedAt: '2026-11-20T03:00:00Z',
    itemCount: 2,
    lines: [makeLine()],
    payment: null,
    fulfilment: 'placed',
    carrier: null,
    trackingNumber: null,
    history: [
      {
        action: 'place',
        status: 'pending_payment',
        fulfilment: null,
        actorKind: 'shopper',
        note: null,
        carrier: null,
        trackingNumber: null,
        createdAt: '2026-11-20T02:55:00Z',
      },
      {
        action: 'mark_paid',
        status: 'to_ship',
        fulfilment: 'placed',
        actorKind: 'system',
        note: null,
        carrier: null,
        trackingNumber: null,
        createdAt: '2026-11-20T03:00:00Z',
      },
    ],
    ...overrides,
  };
}

export function makeCancellation(overrides: Partial<Cancellation> = {}): Cancellation {
  return {
    id: 3,
    orderId: 42,
    orderNumber: 'PS-000042',
    reason: 'I changed my mind',
    status: 'refunded',
    refundAmount: 26.5,
    refundedTo: 'wallet',
    createdAt: '2026-11-21T02:00:00Z',
    initiatedBy: 'shopper',
    decisionReason: null,
    decidedAt: null,
    refund: null,
    ...overrides,
  };
}

export function makeReturn(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: 4,
    orderId: 43,
    orderNumber: 'PS-000043',
    reason: 'The colour is not as shown',
    status: 'requested',
    photos: ['/api/returns/4/photos/return-0123456789abcdef01234567.png'],
    lines: [
      {
        orderLineId: 501,
        name: { en: 'Silk Krama Scarf', kh: 'ក្រមាសូត្រ' },
        imageUrl: '/images/7.svg',
        quantity: 1,
      },
    ],
    createdAt: '2026-11-21T02:00:00Z',
    decisionReason: null,
    decidedAt: null,
    refund: null,
    ...overrides,
  };
}
