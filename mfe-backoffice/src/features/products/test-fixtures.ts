// Answers of the API for the products feature's tests (not part of the app's bundle).
import type {
  BackofficeProduct,
  BackofficeProductRow,
  Category,
  ListResponse,
  ProductPhoto,
  ProductPhotoList,
} from '@storefront/shared';

export const categoryTree: Category[] = [
  {
    id: 1,
    name: { en: 'Fashion', kh: 'ម៉ូដ' },
    subCategories: [
      {
        id: 10,
        name: { en: 'Women', kh: 'នារី' },
        subCategories: [
          { id: 100, name: { en: 'Dresses', kh: 'រ៉ូប' }, subCategories: [] },
          { id: 101, name: { en: 'Shoes', kh: 'ស្បែកជើង' }, subCategories: [] },
        ],
      },
    ],
  },
  {
    id: 2,
    name: { en: 'Home', kh: 'ផ្ទះ' },
    subCategories: [
      {
        id: 20,
        name: { en: 'Kitchen', kh: 'ផ្ទះបាយ' },
        subCategories: [{ id: 200, name: { en: 'Pots', kh: 'ឆ្នាំង' }, subCategories: [] }],
      },
    ],
  },
];

export const stores = [
  { id: 3, name: 'Phnom Penh Store' },
  { id: 4, name: 'Siem Reap Store' },
];

export function productFixture(overrides: Partial<BackofficeProduct> = {}): BackofficeProduct {
  return {
    id: 12,
    version: 4,
    updatedAt: '2026-05-01T02:30:00.000Z',
    published: false,
    name: { en: 'Silk scarf', kh: 'កន្សែងសូត្រ' },
    description: { en: 'Hand-woven silk.', kh: 'សូត្រត្បាញដោយដៃ។' },
    categoryId: 100,
    subCategoryId: 10,
    mainCategoryId: 1,
    storeId: 3,
    discount: 0,
    deliveryFee: null,
    lowStockThreshold: 5,
    options: [
      {
        name: { en: 'Colour', kh: 'ពណ៌' },
        values: [
          { en: 'Red', kh: 'ក្រហម' },
          { en: 'Blue', kh: 'ខៀវ' },
        ],
      },
    ],
    variants: [
      { id: 31, sku: 'SC-RED', attributes: { Colour: 'Red' }, price: 12.5, stock: 8 },
      { id: 32, sku: 'SC-BLUE', attributes: { Colour: 'Blue' }, price: 12.5, stock: 2 },
    ],
    photos: [],
    promotionId: null,
    price: 12.5,
    imageUrl: '/api/files/public/products/12/a-640.webp',
    ...overrides,
  };
}

export function productRow(overrides: Partial<BackofficeProductRow> = {}): BackofficeProductRow {
  return {
    id: 12,
    name: { en: 'Silk scarf', kh: 'កន្សែងសូត្រ' },
    price: 12.5,
    published: true,
    stock: 10,
    variantCount: 2,
    lowStock: false,
    categoryId: 100,
    storeId: 3,
    imageUrl: '/api/files/public/products/12/a-640.webp',
    updatedAt: '2026-05-01T02:30:00.000Z',
    version: 4,
    ...overrides,
  };
}

export function page<Item>(data: Item[], total = data.length, perPage = 25): ListResponse<Item> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    data,
    links: { first: '?page=1', last: `?page=${lastPage}`, prev: null, next: lastPage > 1 ? '?page=2' : null },
    meta: { currentPage: 1, perPage, total, totalIsEstimate: false, lastPage },
  };
}

export function photoFixture(id: number, position: number): ProductPhoto {
  const base = `/api/files/public/products/12/p${id}`;
  return {
    id,
    position,
    src: `${base}-640.webp`,
    width: 640,
    height: 640,
    originalWidth: 1200,
    originalHeight: 1200,
    sources: [
      { type: 'image/avif', srcset: `${base}-160.avif 160w, ${base}-320.avif 320w` },
      { type: 'image/webp', srcset: `${base}-160.webp 160w, ${base}-320.webp 320w` },
    ],
  };
}

export const photoList = (version: number, ids: number[]): ProductPhotoList => ({
  productId: 12,
  version,
  photos: ids.map((id, index) => photoFixture(id, index)),
});

/** A coded error answer as the API sends it. */
export function apiError(
  statusCode: number,
  code: string,
  fields: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    status: statusCode,
    body: {
      statusCode,
      error: statusCode === 409 ? 'Conflict' : 'Bad Request',
      code,
      params: {},
      message: code,
      ...(Object.keys(fields).length
        ? {
            fields: Object.fromEntries(
              Object.entries(fields).map(([path, fieldCode]) => [
                path,
                { code: fieldCode, params: {}, message: fieldCode },
              ]),
            ),
          }
        : {}),
      ...extra,
    },
  };
}
