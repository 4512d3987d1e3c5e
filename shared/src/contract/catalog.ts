import { z } from 'zod';
import { listOf, localizedSchema, MAX_ROW_ID, type LocalizedText } from './common';
import { code } from './error-codes';
import { responsiveImageSchema } from './files';
import { named } from './registry';

/**
 * The catalogue: products, deals, a product's reviews, the category tree and promotions
 * (`GET /api/products…`, `/api/categories`, `/api/promotions`). Money is in US dollars; discounts
 * are percentages from 0 to 100.
 */

/** A row id in a query or the path. Messages name the field from its path (`{{field}}`). */
export const rowId = () =>
  z.coerce
    .number<number>(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .positive(code('number.not_positive'))
    .max(MAX_ROW_ID, code('number.above_max'));

/** The largest price a filter takes: catalogue prices are `numeric(10, 2)`. */
export const MAX_PRICE_FILTER = 99_999_999.99;
const price = () =>
  z.coerce
    .number<number>(code('number.not_a_number'))
    .min(0, code('number.negative'))
    .max(MAX_PRICE_FILTER, code('number.above_max'));

/** The highest page number any list takes. */
export const MAX_PAGE = 10_000;
/**
 * How deep `GET /api/products` pages: `page × perPage` at most this (as Elasticsearch's
 * `max_result_window`); deeper asks answer 400 `catalog.page_too_deep`, and `meta.lastPage` never
 * offers a page past it. A shopper narrows the search instead of paging past 10,000 products.
 */
export const MAX_RESULT_WINDOW = 10_000;
/**
 * A search reaches its first 1,000 results (as Meilisearch's `maxTotalHits`): relevance ranks the
 * 1,000 best-selling matches, and deeper pages answer 400 `catalog.page_too_deep`.
 */
export const MAX_SEARCH_RESULTS = 1_000;

export const PRODUCT_SORTS = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'best-selling',
  'rating',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_PER_PAGE = 60;
/** The longest search text. */
export const MAX_SEARCH_LENGTH = 100;

/** Query of `GET /api/products`. Not a component: @fastify/swagger cannot expand a `$ref` query. */
export const productListQuery = z
  .object({
    search: z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, code('catalog.search_too_long'))
      .optional()
      .describe('Words to find in product names and descriptions (English or Khmer)'),
    mainCategoryId: rowId().optional().describe('Only products of this main (top-level) category'),
    subCategoryId: rowId().optional().describe('Only products of this sub-category'),
    categoryId: rowId().optional().describe('Only products of this leaf category'),
    type: z
      .string()
      .max(40)
      .optional()
      .describe('Carried over from the current list (spec section 2); not a filter of its own'),
    sort: z
      .enum(PRODUCT_SORTS, code('enum.not_one_of'))
      .optional()
      .describe('Default: relevance for a search, else best-selling'),
    minPrice: price().optional().describe('Lowest price in US dollars (inclusive)'),
    maxPrice: price().optional().describe('Highest price in US dollars (inclusive), not below minPrice'),
    page: z.coerce
      .number<number>(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(1, code('number.starts_at'))
      .max(MAX_PAGE)
      .default(1),
    perPage: z.coerce
      .number<number>(code('number.not_a_number'))
      .int()
      .min(1, code('number.below_min'))
      .max(MAX_PER_PAGE, code('number.above_max'))
      .default(24),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    ...code('catalog.price_range_invalid'),
    path: ['minPrice'],
  });
export type ProductListQuery = z.input<typeof productListQuery>;

/** `?page&perPage` of a list: pages from 1 to 10,000, at most `maxPerPage` per page. */
export const pageQuery = (maxPerPage: number, defaultPerPage: number) =>
  z.object({
    page: z.coerce
      .number<number>(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(1, code('number.starts_at'))
      .max(MAX_PAGE, code('number.above_max'))
      .default(1),
    perPage: z.coerce
      .number<number>(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(1, code('number.below_min'))
      .max(maxPerPage, code('number.above_max'))
      .default(defaultPerPage),
  });
/** `?page&perPage` of the deals, the wishlist and the followed stores (24 a page, at most 60). */
export const productPageQuery = pageQuery(MAX_PER_PAGE, 24);
export type PageQuery = z.input<typeof productPageQuery>;
/** `?page&perPage` of a product's reviews (10 a page, at most 50). */
export const productReviewsQuery = pageQuery(50, 10);
export type ProductReviewsQuery = z.input<typeof productReviewsQuery>;

export const productIdParams = z.object({ id: rowId() });

/** `GET /api/images/products/{file}`: `<productId>.svg` or `<productId>-<0..2>.svg`. */
export const productImageParams = z.object({
  file: z
    .string()
    .max(30, code('image.unknown'))
    .regex(/^\d+(-[0-2])?\.svg$/, code('image.unknown'))
    .describe('"<productId>.svg" for the first picture, "<productId>-1.svg" or "-2.svg" for the others'),
});

export const PROMOTION_ORDERS = ['endDate', 'startDate'] as const;
export const promotionsQuery = z.object({
  orderBy: z.enum(PROMOTION_ORDERS, code('catalog.promotion_order_invalid')).default('endDate'),
  isActive: z
    .enum(['true', 'false'], code('boolean.invalid'))
    .optional()
    .describe('true: only promotions running now; absent or false: all of them'),
});
export type PromotionsQuery = z.input<typeof promotionsQuery>;

export const promotionSchema = named(
  'Promotion',
  z.object({
    id: z.number().int(),
    title: localizedSchema,
    startDate: z.string().describe('ISO 8601 date-time'),
    endDate: z.string().describe('ISO 8601 date-time'),
    discount: z.number().describe('Percent off (0–100) while the promotion runs'),
    isActive: z.boolean().describe('False when switched off, whatever the dates'),
  }),
);
export type Promotion = z.output<typeof promotionSchema>;

/** Attribute name → chosen value, e.g. `{ color: 'Red', size: 'M' }`. */
export const attributesSchema = z
  .record(z.string(), z.string())
  .describe("Attribute name → value, e.g. { color: 'Red', size: 'M' }");
export type Attributes = z.output<typeof attributesSchema>;

/** An option and its values in both languages, e.g. color: Red, Blue; variants' attributes use the English texts. */
export const productOptionSchema = named(
  'ProductOption',
  z.object({
    name: localizedSchema,
    values: z.array(localizedSchema).describe('e.g. [{ en: "Red", kh: "ក្រហម" }]'),
  }),
);
export type ProductOption = z.output<typeof productOptionSchema>;

export const productSummarySchema = named(
  'ProductSummary',
  z.object({
    id: z.number().int(),
    name: localizedSchema,
    price: z.number().describe('Lowest variant price in US dollars, before any discount'),
    discount: z.number().describe("The product's own discount in percent (0–100), when no promotion runs"),
    promotion: promotionSchema.nullable(),
    imageUrl: z
      .string()
      .describe("The main picture's URL: its photo's 640-pixel WebP, else the product's pictogram (SVG)"),
    image: responsiveImageSchema
      .nullable()
      .describe('The main photo for <picture> (AVIF and WebP srcsets); null: no photo, show imageUrl'),
    rating: z.number().describe('Average stars, 0 to 5 (0 without reviews)'),
    reviewCount: z.number().int(),
    categoryId: z.number().int().describe('The leaf category'),
  }),
);
export type ProductSummary = z.output<typeof productSummarySchema>;

export const variantSchema = named(
  'Variant',
  z.object({
    id: z.number().int(),
    attributes: attributesSchema,
    stock: z.number().int().describe('How many are left'),
    price: z.number().describe('US dollars, before any discount'),
  }),
);
export type Variant = z.output<typeof variantSchema>;

export const deliveryConditionSchema = named(
  'DeliveryCondition',
  z.object({
    minimumQuantity: z
      .number()
      .int()
      .describe('Applies from this quantity up (the highest one reached wins)'),
    totalFee: z.number().nullable().describe('A flat fee in US dollars for the whole line; null: per unit'),
    perUnitFee: z
      .number()
      .nullable()
      .describe("US dollars per unit when totalFee is null; null: the product's deliveryFee"),
  }),
);
export type DeliveryCondition = z.output<typeof deliveryConditionSchema>;

export const storeSchema = named('Store', z.object({ id: z.number().int(), name: z.string() }));
export type Store = z.output<typeof storeSchema>;

/** The store as the product page shows it, with whether the signed-in shopper follows it. */
export const productStoreSchema = named(
  'ProductStore',
  storeSchema.extend({
    isFollowed: z.boolean().describe('Whether the signed-in shopper follows the store; false when anonymous'),
  }),
);
export type ProductStore = z.output<typeof productStoreSchema>;

export const productSchema = named(
  'Product',
  productSummarySchema.extend({
    description: localizedSchema,
    images: z.array(z.string()).describe('Picture URLs, the first one is imageUrl'),
    photos: z
      .array(responsiveImageSchema)
      .describe('The photos in order for <picture> (the first one is image); empty: show images'),
    variants: z.array(variantSchema),
    options: z
      .array(productOptionSchema)
      .describe("The options the variants combine, in both languages, in the seller's order"),
    deliveryFee: z
      .number()
      .nullable()
      .describe('Delivery fee per unit in US dollars; null: the default (1.50), 0: free'),
    deliveryConditions: z.array(deliveryConditionSchema),
    store: productStoreSchema,
    /** For the signed-in shopper; false when anonymous. */
    isWishlisted: z
      .boolean()
      .describe("Whether it is on the signed-in shopper's wishlist; false when anonymous"),
  }),
);
export type Product = z.output<typeof productSchema>;

/** A category and the ones under it: main → sub → leaf (three levels). */
export interface Category {
  id: number;
  name: LocalizedText;
  /** Nested up to three levels: main → sub → leaf. */
  subCategories: Category[];
}

/** Recursive: a component, so the document refers to itself with `#/components/schemas/Category`. */
export const categorySchema: z.ZodType<Category> = named(
  'Category',
  z.lazy(() =>
    z.object({
      id: z.number().int(),
      name: localizedSchema,
      subCategories: z.array(categorySchema).describe('Empty for a leaf category'),
    }),
  ),
);

export const categoryTreeSchema = z.object({ data: z.array(categorySchema) });
export type CategoryTreeResponse = z.output<typeof categoryTreeSchema>;

export const promotionListSchema = z.object({ data: z.array(promotionSchema) });
export type PromotionListResponse = z.output<typeof promotionListSchema>;

/** One review on the product page. */
export const productReviewSchema = named(
  'ProductReview',
  z.object({
    id: z.number().int(),
    rating: z.number().int().describe('Stars, 1 to 5'),
    body: z.string(),
    photos: z.array(z.string()).describe('Photo URLs'),
    createdAt: z.string().describe('ISO 8601 date-time'),
    /** First name and initial only. */
    author: z.string().describe('First name and initial only, e.g. "Sreymom C."'),
  }),
);
export type ProductReview = z.output<typeof productReviewSchema>;

export const productReviewSummarySchema = named(
  'ProductReviewSummary',
  z.object({
    rating: z.number().describe('Average stars, 0 to 5'),
    reviewCount: z.number().int(),
    distribution: z
      .object({
        1: z.number().int(),
        2: z.number().int(),
        3: z.number().int(),
        4: z.number().int(),
        5: z.number().int(),
      })
      .describe('How many reviews gave each number of stars'),
  }),
);
export type ProductReviewSummary = z.output<typeof productReviewSummarySchema>;

/** A page of a product's reviews, newest first, with its star distribution. */
export const productReviewsPageSchema = named(
  'ProductReviewsPage',
  listOf(productReviewSchema).extend({ summary: productReviewSummarySchema }),
);
export type ProductReviewsPage = z.output<typeof productReviewsPageSchema>;
