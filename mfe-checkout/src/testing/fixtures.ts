import { addressEntry, userFixture } from '@storefront/shared/testing';
import type {
  AddressBookEntry,
  CartItem,
  CheckoutQuote,
  CheckoutQuoteLine,
  ListResponse,
  Order,
  PageLinks,
  Product,
  ProductSummary,
} from '@storefront/shared';

export const user = userFixture({ id: 1, name: 'Dara Sok', email: 'dara@example.com' });

export function summary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 7,
    name: { en: 'Cotton T-shirt', kh: 'អាវយឺតកប្បាស' },
    price: 20,
    discount: 0,
    promotion: null,
    imageUrl: 'https://img.example/tshirt.jpg',
    image: null,
    rating: 4.5,
    reviewCount: 12,
    categoryId: 3,
    ...overrides,
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const product = overrides.product ?? summary();
  return {
    id: 1,
    productId: product.id,
    quantity: 1,
    attributes: {},
    unitPrice: product.price,
    stock: 10,
    product,
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    ...summary(),
    description: { en: 'Soft cotton.', kh: 'កប្បាសទន់។' },
    images: ['https://img.example/tshirt-1.jpg'],
    photos: [],
    options: [],
    variants: [],
    deliveryFee: null,
    deliveryConditions: [],
    store: { id: 2, name: 'Phnom Penh Threads', isFollowed: false },
    isWishlisted: false,
    ...overrides,
  };
}

export const emptyLinks: PageLinks = { first: '/api/carts?page=1', last: null, prev: null, next: null };

export function listOf<T>(data: T[]): ListResponse<T> {
  return {
    data,
    links: emptyLinks,
    meta: { currentPage: 1, perPage: 20, total: data.length, totalIsEstimate: false, lastPage: 1 },
  };
}

export function address(overrides: Partial<AddressBookEntry> = {}): AddressBookEntry {
  return addressEntry({
    id: 11,
    isDefault: true,
    province: 'Siem Reap',
    home: 'No. 12',
    street: 'Street 60',
    village: 'Wat Bo',
    commune: 'Sala Kamreuk',
    district: 'Siem Reap',
    email: 'dara@example.com',
    postCode: '17252',
    ...overrides,
  });
}

export function quoteLine(overrides: Partial<CheckoutQuoteLine> = {}): CheckoutQuoteLine {
  return {
    cartId: 1,
    productId: 7,
    variantId: 71,
    store: { id: 2, name: 'Phnom Penh Threads' },
    name: { en: 'Cotton T-shirt', kh: 'អាវយឺតកប្បាស' },
    imageUrl: 'https://img.example/tshirt.jpg',
    attributes: {},
    unitPrice: 20,
    discount: 0,
    unitPriceAfterDiscount: 20,
    quantity: 1,
    stock: 10,
    available: true,
    deliveryFee: 1.5,
    lineTotal: 20,
    ...overrides,
  };
}

/** A quote whose totals add up from its lines (no voucher unless given). */
export function quote(lines: CheckoutQuoteLine[], overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  const round = (value: number) => Math.round(value * 100) / 100;
  const subtotal = round(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
  const items = round(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const delivery = round(lines.reduce((sum, line) => sum + line.deliveryFee, 0));
  const voucherDiscount = overrides.voucherDiscount ?? 0;
  return {
    lines,
    subtotal,
    productDiscountTotal: round(subtotal - items),
    voucherDiscount,
    discountTotal: round(subtotal - items + voucherDiscount),
    deliveryFeeTotal: delivery,
    total: round(items - voucherDiscount + delivery),
    voucher: null,
    voucherError: null,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 5,
    number: 'PS-000005',
    status: 'to_ship',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    subtotal: 40,
    discountTotal: 0,
    deliveryFeeTotal: 3,
    total: 43,
    voucherCode: null,
    address: {
      id: 11,
      type: 'home',
      province: 'Siem Reap',
      building: '',
      home: '',
      street: '',
      village: '',
      commune: '',
      district: '',
      email: '',
      postCode: '',
    },
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    itemCount: 2,
    lines: [],
    payment: null,
    fulfilment: 'placed',
    carrier: null,
    trackingNumber: null,
    history: [],
    ...overrides,
  };
}
