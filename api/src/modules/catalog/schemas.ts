import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { localizedSchema } from '../../lib/schemas';

/** A row id: a PostgreSQL `integer`, so larger numbers are a 400, not a 500. */
export const MAX_ROW_ID = 2147483647;
/** Messages name the field from its path (`{{field}}`): the key a schema is used under. */
const id = () =>
  z.coerce
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .positive(code('number.not_positive'))
    .max(MAX_ROW_ID, code('number.above_max'));
const price = () => z.coerce.number(code('number.not_a_number')).min(0, code('number.negative'));

export const PRODUCT_SORTS = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'best-selling',
  'rating',
] as const;
export const MAX_PER_PAGE = 60;

export const productListQuery = z
  .object({
    search: z.string().trim().max(100, code('catalog.search_too_long')).optional(),
    mainCategoryId: id().optional(),
    subCategoryId: id().optional(),
    categoryId: id().optional(),
    /** Carried over from the current list (spec section 2); not a filter of its own. */
    type: z.string().max(40).optional(),
    sort: z.enum(PRODUCT_SORTS, code('enum.not_one_of')).optional(),
    minPrice: price().optional(),
    maxPrice: price().optional(),
    page: z.coerce
      .number(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(1, code('number.starts_at'))
      .max(10_000)
      .default(1),
    perPage: z.coerce
      .number(code('number.not_a_number'))
      .int()
      .min(1, code('number.below_min'))
      .max(MAX_PER_PAGE, code('number.above_max'))
      .default(24),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    ...code('catalog.price_range_invalid'),
    path: ['minPrice'],
  });

export type ProductListQuery = z.infer<typeof productListQuery>;

export const promotionSchema = z.object({
  id: z.number().int(),
  title: localizedSchema,
  startDate: z.string(),
  endDate: z.string(),
  discount: z.number(),
  isActive: z.boolean(),
});

export const productSummarySchema = z.object({
  id: z.number().int(),
  name: localizedSchema,
  price: z.number(),
  discount: z.number(),
  promotion: promotionSchema.nullable(),
  imageUrl: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  categoryId: z.number().int(),
});

export const productSchema = productSummarySchema.extend({
  description: localizedSchema,
  images: z.array(z.string()),
  variants: z.array(
    z.object({
      id: z.number().int(),
      attributes: z.record(z.string(), z.string()),
      stock: z.number().int(),
      price: z.number(),
    }),
  ),
  deliveryFee: z.number().nullable(),
  deliveryConditions: z.array(
    z.object({
      minimumQuantity: z.number().int(),
      totalFee: z.number().nullable(),
      perUnitFee: z.number().nullable(),
    }),
  ),
  store: z.object({ id: z.number().int(), name: z.string(), isFollowed: z.boolean() }),
  /** For the signed-in shopper; false when anonymous. */
  isWishlisted: z.boolean(),
});

export interface CategoryNode {
  id: number;
  name: { en: string; kh: string };
  subCategories: CategoryNode[];
}

export const categorySchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.number().int(), name: localizedSchema, subCategories: z.array(categorySchema) }),
);

export const promotionsQuery = z.object({
  orderBy: z.enum(['endDate', 'startDate'], code('catalog.promotion_order_invalid')).default('endDate'),
  isActive: z.enum(['true', 'false'], code('boolean.invalid')).optional(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  photos: z.array(z.string()),
  createdAt: z.string(),
  /** First name and initial only. */
  author: z.string(),
});

export const reviewSummarySchema = z.object({
  rating: z.number(),
  reviewCount: z.number().int(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});

export const pageQuery = (maxPerPage: number, defaultPerPage: number) =>
  z.object({
    page: z.coerce
      .number(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(1, code('number.starts_at'))
      .max(10_000, code('number.above_max'))
      .default(1),
    perPage: z.coerce
      .number(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(1, code('number.below_min'))
      .max(maxPerPage, code('number.above_max'))
      .default(defaultPerPage),
  });

export const productIdParams = z.object({ id: id() });
