import type { ListResponse, Product, ProductSummary, Promotion } from '@storefront/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A promotion running from yesterday until `endsInMs` from now. */
export function activePromotion(discount: number, endsInMs: number = DAY_MS): Promotion {
  return {
    id: 1,
    title: { en: 'Mid-month sale', kh: 'ការលក់ពាក់កណ្តាលខែ' },
    startDate: new Date(Date.now() - DAY_MS).toISOString(),
    endDate: new Date(Date.now() + endsInMs).toISOString(),
    discount,
    isActive: true,
  };
}

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 1,
    name: { en: 'Kampot pepper', kh: 'ម្រេចកំពត' },
    price: 10,
    discount: 0,
    promotion: null,
    imageUrl: 'https://img.example/1.webp',
    image: null,
    rating: 4.5,
    reviewCount: 12,
    categoryId: 3,
    ...overrides,
  };
}

/** A T-shirt in Red/Blue × M/L where Blue only comes in L. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    ...productSummary({ id: 7, name: { en: 'Cotton T-shirt', kh: 'អាវយឺតកប្បាស' }, price: 20 }),
    description: { en: 'Soft cotton, made in Cambodia.', kh: 'កប្បាសទន់ ផលិតនៅកម្ពុជា។' },
    images: ['https://img.example/7-a.webp', 'https://img.example/7-b.webp'],
    photos: [],
    variants: [
      { id: 71, attributes: { color: 'Red', size: 'M' }, stock: 3, price: 20 },
      { id: 72, attributes: { color: 'Red', size: 'L' }, stock: 0, price: 22 },
      { id: 73, attributes: { color: 'Blue', size: 'L' }, stock: 5, price: 24 },
    ],
    options: [
      {
        name: { en: 'color', kh: 'ពណ៌' },
        values: [
          { en: 'Red', kh: 'ក្រហម' },
          { en: 'Blue', kh: 'ខៀវ' },
        ],
      },
      {
        name: { en: 'size', kh: 'ទំហំ' },
        values: [
          { en: 'M', kh: 'M' },
          { en: 'L', kh: 'L' },
        ],
      },
    ],
    deliveryFee: null,
    deliveryConditions: [],
    store: { id: 2, name: 'Phnom Penh Threads', isFollowed: false },
    isWishlisted: false,
    ...overrides,
  };
}

export function listOf<T>(data: T[], meta: Partial<ListResponse<T>['meta']> = {}): ListResponse<T> {
  return {
    data,
    links: { first: '/api/products?page=1', last: null, prev: null, next: null },
    meta: { currentPage: 1, perPage: 24, total: data.length, totalIsEstimate: false, lastPage: 1, ...meta },
  };
}
