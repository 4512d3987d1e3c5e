// Answers of the API for the order-handling screens' tests (not part of the app's bundle).
import type {
  BackofficeCancellation,
  BackofficeOrder,
  BackofficeOrderRow,
  BackofficeReturn,
  ListResponse,
  OrderQueueCounts,
  Refund,
} from '@storefront/shared';

export function page<Item>(data: Item[], { currentPage = 1, lastPage = 1 } = {}): ListResponse<Item> {
  return {
    data,
    links: { first: '?page=1', last: `?page=${lastPage}`, prev: null, next: null },
    meta: { currentPage, perPage: 25, total: data.length, totalIsEstimate: false, lastPage },
  };
}

export const shopper = { id: 5, name: 'Sokha Chan', email: 'sokha@example.com', phone: '+85512345678' };

export function orderRow(overrides: Partial<BackofficeOrderRow> = {}): BackofficeOrderRow {
  return {
    id: 42,
    number: 'PS-000042',
    status: 'to_ship',
    fulfilment: 'placed',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    total: 26.5,
    itemCount: 3,
    shopper,
    receiverName: 'Sokha Chan',
    receiverPhone: '+85512345678',
    carrier: null,
    trackingNumber: null,
    cancellationRequested: false,
    createdAt: '2026-05-01T17:30:00Z',
    updatedAt: '2026-05-01T17:30:00Z',
    ...overrides,
  };
}

export const counts: OrderQueueCounts = {
  all: 12,
  pending_payment: 1,
  to_ship: 6,
  placed: 3,
  confirmed: 2,
  packed: 1,
  shipping: 2,
  delivered: 2,
  cancelled: 1,
  returned: 0,
  cancellationRequests: 1,
  returnRequests: 2,
  pendingRefunds: 0,
};

export function refundFixture(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 9,
    orderId: 42,
    orderNumber: 'PS-000042',
    kind: 'cancellation',
    sourceId: 7,
    amount: 26.5,
    method: 'khqr',
    destination: 'khqr',
    status: 'pending',
    providerReference: null,
    reference: null,
    shopper,
    createdBy: { id: 1, email: 'owner@psar.test' },
    completedBy: null,
    createdAt: '2026-05-02T03:00:00Z',
    completedAt: null,
    ...overrides,
  };
}

export function returnFixture(overrides: Partial<BackofficeReturn> = {}): BackofficeReturn {
  return {
    id: 4,
    orderId: 43,
    orderNumber: 'PS-000043',
    orderStatus: 'returned',
    paymentMethod: 'wallet',
    paymentStatus: 'paid',
    total: 40,
    shopper,
    reason: 'The colour is not as shown',
    status: 'requested',
    photos: ['/api/backoffice/returns/4/photos/return-0123456789abcdef01234567.png'],
    lines: [
      {
        orderLineId: 501,
        name: { en: 'Silk scarf', kh: 'កន្សែងសូត្រ' },
        imageUrl: '/images/7.svg',
        quantity: 1,
        boughtQuantity: 2,
        unitPrice: 12.5,
        lineTotal: 25,
        variantId: 70,
        attributes: { Colour: 'Red' },
        refundShare: 12.5,
      },
    ],
    refundAmount: 12.5,
    refundDestination: 'wallet',
    decisionReason: null,
    decidedAt: null,
    decidedBy: null,
    refund: null,
    createdAt: '2026-05-03T02:00:00Z',
    ...overrides,
  };
}

export function cancellationFixture(overrides: Partial<BackofficeCancellation> = {}): BackofficeCancellation {
  return {
    id: 7,
    orderId: 42,
    orderNumber: 'PS-000042',
    orderStatus: 'to_ship',
    fulfilment: 'confirmed',
    paymentMethod: 'khqr',
    paymentStatus: 'paid',
    total: 26.5,
    shopper,
    reason: 'I ordered the wrong size',
    initiatedBy: 'shopper',
    status: 'requested',
    refundAmount: 26.5,
    refundedTo: 'original',
    refundDestination: 'khqr',
    decisionReason: null,
    decidedAt: null,
    decidedBy: null,
    refund: null,
    createdAt: '2026-05-02T01:00:00Z',
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<BackofficeOrder> = {}): BackofficeOrder {
  return {
    id: 42,
    number: 'PS-000042',
    status: 'to_ship',
    fulfilment: 'placed',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
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
      receiverName: 'Sokha Chan',
      receiverPhone: '+85512345678',
    },
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: '2026-05-01T17:30:00Z',
    updatedAt: '2026-05-01T17:30:00Z',
    itemCount: 2,
    lines: [
      {
        id: 501,
        productId: 7,
        storeId: 2,
        variantId: 70,
        attributes: { Colour: 'Red' },
        name: { en: 'Silk scarf', kh: 'កន្សែងសូត្រ' },
        imageUrl: '/images/7.svg',
        unitPrice: 12.5,
        discount: 0,
        quantity: 2,
        deliveryFee: 1.5,
        lineTotal: 25,
      },
    ],
    payment: null,
    carrier: null,
    trackingNumber: null,
    shopper,
    language: 'kh',
    payments: [],
    events: [
      {
        id: 1,
        action: 'place',
        fromStatus: null,
        toStatus: 'to_ship',
        fulfilment: 'placed',
        actor: { kind: 'shopper', id: null, email: null },
        note: null,
        carrier: null,
        trackingNumber: null,
        createdAt: '2026-05-01T17:30:00Z',
      },
    ],
    refunds: [],
    cancellation: null,
    return: null,
    allowedActions: ['confirm', 'cancel'],
    ...overrides,
  };
}
