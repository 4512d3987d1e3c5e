import type { CartItem, Product, ProductSummary, User } from '@storefront/shared';

export const user: User = {
  id: 1,
  name: 'Dara Sok',
  email: 'dara@example.com',
  phone: null,
  addressBooks: [],
};

export function summary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 7,
    name: { en: 'Cotton T-shirt', kh: 'អាវយឺតកប្បាស' },
    price: 20,
    discount: 0,
    promotion: null,
    imageUrl: 'https://img.example/tshirt.jpg',
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
    variants: [],
    deliveryFee: null,
    deliveryConditions: [],
    store: { id: 2, name: 'Phnom Penh Threads' },
    ...overrides,
  };
}

export const emptyLinks = { first: '/api/carts?page=1', last: null, prev: null, next: null };

export function listOf<T>(data: T[]) {
  return {
    data,
    links: emptyLinks,
    meta: { currentPage: 1, perPage: 20, total: data.length, totalIsEstimate: false, lastPage: 1 },
  };
}
