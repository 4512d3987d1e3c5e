import { z } from 'zod';
import { localizedSchema } from '../../lib/schemas';

const id = (label: string) => z.coerce.number({ message: `${label} must be a number` }).int({ message: `${label} must be a whole number` }).positive({ message: `${label} must be positive` });
const price = (label: string) => z.coerce.number({ message: `${label} must be a number` }).min(0, { message: `${label} cannot be negative` });

export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'best-selling', 'rating'] as const;
export const MAX_PER_PAGE = 60;

export const productListQuery = z
  .object({
    search: z.string().trim().max(100, { message: 'Search at most 100 characters' }).optional(),
    mainCategoryId: id('mainCategoryId').optional(),
    subCategoryId: id('subCategoryId').optional(),
    categoryId: id('categoryId').optional(),
    /** Carried over from the current list (spec section 2); not a filter of its own. */
    type: z.string().max(40).optional(),
    sort: z.enum(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
    minPrice: price('minPrice').optional(),
    maxPrice: price('maxPrice').optional(),
    page: z.coerce.number({ message: 'page must be a number' }).int({ message: 'page must be a whole number' }).min(1, { message: 'page starts at 1' }).max(10_000).default(1),
    perPage: z.coerce.number({ message: 'perPage must be a number' }).int().min(1, { message: 'perPage must be at least 1' }).max(MAX_PER_PAGE, { message: `perPage is at most ${MAX_PER_PAGE}` }).default(24),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
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
  variants: z.array(z.object({ id: z.number().int(), attributes: z.record(z.string(), z.string()), stock: z.number().int(), price: z.number() })),
  deliveryFee: z.number().nullable(),
  deliveryConditions: z.array(z.object({ minimumQuantity: z.number().int(), totalFee: z.number().nullable(), perUnitFee: z.number().nullable() })),
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
  orderBy: z.enum(['endDate', 'startDate'], { message: 'orderBy must be endDate or startDate' }).default('endDate'),
  isActive: z.enum(['true', 'false'], { message: 'isActive must be true or false' }).optional(),
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
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});

export const pageQuery = (maxPerPage: number, defaultPerPage: number) =>
  z.object({
    page: z.coerce.number({ message: 'page must be a number' }).int({ message: 'page must be a whole number' }).min(1, { message: 'page starts at 1' }).max(10_000, { message: 'page is at most 10000' }).default(1),
    perPage: z.coerce.number({ message: 'perPage must be a number' }).int({ message: 'perPage must be a whole number' }).min(1, { message: 'perPage must be at least 1' }).max(maxPerPage, { message: `perPage is at most ${maxPerPage}` }).default(defaultPerPage),
  });

export const productIdParams = z.object({ id: id('id') });
