import { z } from 'zod';
import {
  LOW_STOCK_THRESHOLD_MAX,
  MAX_BULK_VARIANT_CHANGES,
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  MAX_STOCK_MOVEMENT,
  OPTION_TEXT_MAX,
  PRODUCT_DELIVERY_FEE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DISCOUNT_MAX,
  PRODUCT_NAME_MAX,
  RESTOCK_REASONS,
  SKU_MAX,
  STOCK_MOVEMENT_REASONS,
  STOCK_NOTE_MAX,
  VARIANT_PRICE_MAX,
  VARIANT_PRICE_MIN,
  VARIANT_STOCK_MAX,
  restockSignProblem,
} from '../rules/product-editor';
import {
  attributesSchema,
  MAX_SEARCH_LENGTH,
  pageQuery,
  productOptionSchema,
  rowId,
  storeSchema,
} from './catalog';
import { errorSchema, listOf, localizedSchema } from './common';
import { productPhotoSchema } from './files';
import { code, type ErrorCode } from './error-codes';
import { named } from './registry';

/**
 * The back office's catalogue: products with their options and variants, bulk price and stock
 * edits, restocks, stock history and the low-stock list (`/api/backoffice/products…`,
 * `/variants…`, `/stock…`, `/stores`). Anyone on the staff reads; the owner and catalog managers
 * write. Money is in US dollars with 2 decimals. The limits are in `../rules/product-editor`
 * (zod-free, so the forms check them first), with the cross-field checks (`productEditorProblems`).
 */

/**
 * The codes of the editor's checks across fields (`productEditorProblems` in ../rules/product-editor,
 * which the form runs before sending and the API again): 400 request.invalid_input names each field.
 */
export const PRODUCT_EDITOR_CODES = [
  'product.option_name_duplicate',
  'product.option_value_duplicate',
  'product.variant_attributes_invalid',
  'product.variant_duplicate',
  'product.sku_duplicate',
  'product.english_required',
  'product.khmer_required',
] as const satisfies readonly ErrorCode[];
export type ProductEditorCode = (typeof PRODUCT_EDITOR_CODES)[number];

/** The codes of a restock's quantity that does not fit its reason (`restockSignProblem`). */
export const RESTOCK_QUANTITY_CODES = [
  'stock.quantity_zero',
  'stock.quantity_must_add',
  'stock.quantity_must_remove',
] as const satisfies readonly ErrorCode[];
export type RestockQuantityCode = (typeof RESTOCK_QUANTITY_CODES)[number];

/** Ways to filter the product table by a yes/no column. */
const yesNo = () =>
  z.enum(['true', 'false'], code('boolean.invalid')).optional().describe('true or false; absent: both');

/** The largest page of the product table and the stock lists. */
export const MAX_BACKOFFICE_PER_PAGE = 100;

/** `?page&perPage` of the product table and the stock lists (25 a page). */
const backofficePageQuery = pageQuery(MAX_BACKOFFICE_PER_PAGE, 25);

/** Query of `GET /api/backoffice/products`. Not a component (a query never is). */
export const backofficeProductListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, code('catalog.search_too_long'))
    .optional()
    .describe('A product id, a SKU (exact), or words of the English or Khmer name'),
  categoryId: rowId().optional().describe('Only products in this category (main, sub or leaf)'),
  storeId: rowId().optional().describe('Only products of this store'),
  published: yesNo().describe('true: only published products; false: only unpublished ones; absent: both'),
  lowStock: yesNo().describe("true: only products with a variant at or below the product's threshold"),
  ...backofficePageQuery.shape,
});
export type BackofficeProductListQuery = z.input<typeof backofficeProductListQuery>;

/** `?page&perPage` of the stock history and the low-stock list (25 a page, at most 100). */
export const backofficeStockPageQuery = backofficePageQuery;
export type BackofficeStockPageQuery = z.input<typeof backofficeStockPageQuery>;

/** One row of the back office's product table. */
export const backofficeProductRowSchema = named(
  'BackofficeProductRow',
  z.object({
    id: z.number().int(),
    name: localizedSchema,
    price: z.number().describe('Lowest variant price in US dollars'),
    published: z.boolean().describe('False: hidden from shoppers'),
    stock: z.number().int().describe('Units in stock over all variants'),
    variantCount: z.number().int(),
    lowStock: z
      .boolean()
      .describe("Whether a variant's stock is at or below the product's lowStockThreshold"),
    categoryId: z.number().int().describe('The leaf category'),
    storeId: z.number().int(),
    imageUrl: z.string(),
    updatedAt: z.string().describe('ISO 8601 date-time of the last staff change'),
    version: z.number().int().describe('Send it back with a change: a stale version is refused (409)'),
  }),
);
export type BackofficeProductRow = z.output<typeof backofficeProductRowSchema>;

/** A variant as the back office edits it. */
export const backofficeVariantSchema = named(
  'BackofficeVariant',
  z.object({
    id: z.number().int().describe('Kept across edits: carts and orders refer to it'),
    sku: z.string().nullable().describe('The shop-wide unique stock-keeping unit; null when none is set'),
    attributes: attributesSchema,
    price: z.number().describe('US dollars, before any discount'),
    stock: z.number().int(),
  }),
);
export type BackofficeVariant = z.output<typeof backofficeVariantSchema>;

/** A product as the editor opens it. */
export const backofficeProductSchema = named(
  'BackofficeProduct',
  z.object({
    id: z.number().int(),
    version: z.number().int().describe('Send it back with a change: a stale version is refused (409)'),
    updatedAt: z.string().describe('ISO 8601 date-time of the last staff change'),
    published: z.boolean().describe('False: hidden from shoppers'),
    name: localizedSchema,
    description: localizedSchema,
    categoryId: z.number().int().describe('The leaf category'),
    subCategoryId: z.number().int().describe("The leaf's parent (derived)"),
    mainCategoryId: z.number().int().describe('The top-level category (derived)'),
    storeId: z.number().int(),
    discount: z.number().int().describe("The product's own discount in percent, when no promotion runs"),
    deliveryFee: z.number().nullable().describe('US dollars per unit; null: the default (1.50); 0: free'),
    lowStockThreshold: z.number().int().describe('A variant at or below this stock is on the low-stock list'),
    options: z.array(productOptionSchema),
    variants: z.array(backofficeVariantSchema),
    photos: z
      .array(productPhotoSchema)
      .describe('In order, the first is the main picture (changed through the photo routes)'),
    promotionId: z
      .number()
      .int()
      .nullable()
      .describe('The promotion it is in (set from the promotions screen)'),
    price: z.number().describe('Lowest variant price (derived)'),
    imageUrl: z.string(),
  }),
);
export type BackofficeProduct = z.output<typeof backofficeProductSchema>;

/** A text in both languages as a form sends it: English required or not, Khmer may be empty until published. */
const textInput = (max: number, englishRequired: boolean) =>
  z.object({
    en: englishRequired
      ? z.string(code('string.empty')).trim().min(1, code('string.empty')).max(max, code('string.too_long'))
      : z.string().trim().max(max, code('string.too_long')).default(''),
    kh: z
      .string()
      .trim()
      .max(max, code('string.too_long'))
      .default('')
      .describe('May be empty while unpublished (product.khmer_required to publish)'),
  });

const optionInput = named(
  'EditableProductOption',
  z.object({
    name: textInput(OPTION_TEXT_MAX, true).describe('Unique per language among the options'),
    values: z
      .array(textInput(OPTION_TEXT_MAX, true))
      .min(1, code('array.too_few'))
      .max(MAX_OPTION_VALUES, code('array.too_many'))
      .describe('Unique per language within the option'),
  }),
);

const variantInput = named(
  'EditableVariant',
  z.object({
    id: rowId()
      .optional()
      .describe("An existing variant's id (kept); absent for a new variant. Variants left out are removed"),
    sku: z
      .string()
      .trim()
      .max(SKU_MAX, code('string.too_long'))
      .nullable()
      .optional()
      .describe('Unique shop-wide (product.sku_taken); empty or null: none'),
    attributes: z
      .record(
        z.string().max(OPTION_TEXT_MAX, code('string.too_long')),
        z.string().max(OPTION_TEXT_MAX, code('string.too_long')),
      )
      .describe("Each option's English name → one of its English values; {} for a product without options"),
    price: z
      .number(code('number.not_a_number'))
      .min(VARIANT_PRICE_MIN, code('number.below_min'))
      .max(VARIANT_PRICE_MAX, code('number.above_max'))
      .multipleOf(0.01, code('number.not_multiple'))
      .describe('US dollars, 0.01 to 100,000, two decimals at most'),
    stock: z
      .number(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(0, code('number.negative'))
      .max(VARIANT_STOCK_MAX, code('number.above_max')),
  }),
);

/** `POST /api/backoffice/products`: a new product. */
export const productCreateBody = named(
  'ProductCreateBody',
  z.object({
    published: z
      .boolean(code('boolean.invalid'))
      .describe('Publishing needs every text in English and Khmer'),
    name: textInput(PRODUCT_NAME_MAX, true),
    description: textInput(PRODUCT_DESCRIPTION_MAX, false),
    categoryId: rowId().describe('A leaf category (product.category_not_leaf otherwise)'),
    storeId: rowId(),
    discount: z
      .number(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(0, code('number.negative'))
      .max(PRODUCT_DISCOUNT_MAX, code('number.above_max'))
      .default(0)
      .describe('Percent, 0 to 90'),
    deliveryFee: z
      .number(code('number.not_a_number'))
      .min(0, code('number.negative'))
      .max(PRODUCT_DELIVERY_FEE_MAX, code('number.above_max'))
      .multipleOf(0.01, code('number.not_multiple'))
      .nullable()
      .default(null)
      .describe('US dollars per unit; null: the default (1.50); 0: free'),
    lowStockThreshold: z
      .number(code('number.not_a_number'))
      .int(code('number.not_whole'))
      .min(0, code('number.negative'))
      .max(LOW_STOCK_THRESHOLD_MAX, code('number.above_max'))
      .default(5),
    options: z
      .array(optionInput)
      .max(MAX_PRODUCT_OPTIONS, code('array.too_many'))
      .describe('0 to 3 options (none: the product is sold one way only)'),
    variants: z
      .array(variantInput)
      .min(1, code('array.too_few'))
      .max(MAX_PRODUCT_VARIANTS, code('array.too_many'))
      .describe('1 to 100 variants, one per combination sold, no two with the same attributes'),
  }),
);
export type ProductCreateBody = z.input<typeof productCreateBody>;

const versionField = () =>
  z
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .max(2147483647, code('number.above_max'))
    .describe('The version the change was made on (product.version_conflict when it is not the current one)');

/** `PUT /api/backoffice/products/{id}`: the whole product, with the version it was opened at. */
export const productUpdateBody = named(
  'ProductUpdateBody',
  productCreateBody.extend({ version: versionField() }),
);
export type ProductUpdateBody = z.input<typeof productUpdateBody>;

/** `PATCH /api/backoffice/products/{id}/published`. */
export const productPublishBody = named(
  'ProductPublishBody',
  z.object({
    published: z.boolean(code('boolean.invalid')),
    version: versionField(),
  }),
);
export type ProductPublishBody = z.input<typeof productPublishBody>;

/** 409 of a product save: with `current`, the product as it is now (someone saved first). */
export const productConflictSchema = named(
  'ProductConflictError',
  errorSchema.extend({
    current: backofficeProductSchema
      .optional()
      .describe('On product.version_conflict: the product as saved by the other person'),
  }),
);
export type ProductConflictErrorBody = z.output<typeof productConflictSchema>;

const figures = z.object({
  price: z
    .number(code('number.not_a_number'))
    .min(0, code('number.negative'))
    .max(VARIANT_PRICE_MAX, code('number.above_max')),
  stock: z
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(0, code('number.negative'))
    .max(VARIANT_STOCK_MAX, code('number.above_max')),
});

/** One row of a bulk edit: the new price and/or stock, and the figures the table showed. */
const variantChange = named(
  'VariantChange',
  z
    .object({
      variantId: rowId(),
      price: z
        .number(code('number.not_a_number'))
        .min(VARIANT_PRICE_MIN, code('number.below_min'))
        .max(VARIANT_PRICE_MAX, code('number.above_max'))
        .multipleOf(0.01, code('number.not_multiple'))
        .optional()
        .describe('The new price; absent: unchanged'),
      stock: z
        .number(code('number.not_a_number'))
        .int(code('number.not_whole'))
        .min(0, code('number.negative'))
        .max(VARIANT_STOCK_MAX, code('number.above_max'))
        .optional()
        .describe('The new stock (written as a correction); absent: unchanged'),
      expected: figures.describe(
        'The price and stock the table showed: if either changed meanwhile the whole edit is refused',
      ),
    })
    .refine((row) => row.price !== undefined || row.stock !== undefined, {
      ...code('variant.change_empty'),
      path: ['price'],
    }),
);

/** `PATCH /api/backoffice/variants`: all rows saved together, or none. */
export const variantBulkBody = named(
  'VariantBulkBody',
  z.object({
    changes: z
      .array(variantChange)
      .min(1, code('array.too_few'))
      .max(MAX_BULK_VARIANT_CHANGES, code('array.too_many'))
      .describe('1 to 200 rows, each variant once'),
  }),
);
export type VariantBulkBody = z.input<typeof variantBulkBody>;

/** A variant with its product, as the bulk edit, the restock and the stock lists answer it. */
export const stockVariantSchema = named(
  'StockVariant',
  z.object({
    id: z.number().int(),
    productId: z.number().int(),
    productName: localizedSchema,
    productVersion: z.number().int().describe("The product's version after the change"),
    published: z.boolean(),
    sku: z.string().nullable(),
    attributes: attributesSchema,
    price: z.number(),
    stock: z.number().int(),
    lowStockThreshold: z.number().int().describe("The product's threshold"),
  }),
);
export type StockVariant = z.output<typeof stockVariantSchema>;

/** 409 variant.changed_meanwhile: the rows whose figures moved, as they are now. */
export const variantsChangedSchema = named(
  'VariantsChangedError',
  errorSchema.extend({
    current: z
      .array(z.object({ variantId: z.number().int(), price: z.number(), stock: z.number().int() }))
      .optional()
      .describe(
        'On variant.changed_meanwhile: each variant whose price or stock moved, with its figures now',
      ),
  }),
);
export type VariantsChangedErrorBody = z.output<typeof variantsChangedSchema>;

/** `POST /api/backoffice/variants/{id}/restock`. */
export const restockBody = named(
  'RestockBody',
  z
    .object({
      quantity: z
        .number(code('number.not_a_number'))
        .int(code('number.not_whole'))
        .min(-MAX_STOCK_MOVEMENT, code('number.below_min'))
        .max(MAX_STOCK_MOVEMENT, code('number.above_max'))
        .describe(
          'Units added (positive) or taken away (negative): restock and returned add, damaged takes away',
        ),
      reason: z.enum(RESTOCK_REASONS, code('enum.not_one_of')),
      note: z.string().trim().max(STOCK_NOTE_MAX, code('string.too_long')).default(''),
    })
    .superRefine((body, context) => {
      const problem = restockSignProblem(body.reason, body.quantity);
      if (problem) context.addIssue({ code: 'custom', ...code(problem), path: ['quantity'] });
    }),
);
export type RestockBody = z.input<typeof restockBody>;

/** One change of a variant's stock. */
export const stockMovementSchema = named(
  'StockMovement',
  z.object({
    id: z.number().int(),
    change: z.number().int().describe('Units added (positive) or taken away (negative)'),
    stockAfter: z.number().int(),
    reason: z.enum(STOCK_MOVEMENT_REASONS),
    note: z.string(),
    actorEmail: z.string().nullable().describe('The staff member; null for orders and cancellations'),
    createdAt: z.string().describe('ISO 8601 date-time'),
  }),
);
export type StockMovement = z.output<typeof stockMovementSchema>;

/** `GET /api/backoffice/variants/{id}/stock-history`: newest first, with the variant. */
export const stockHistorySchema = named(
  'StockHistoryPage',
  listOf(stockMovementSchema).extend({ variant: stockVariantSchema }),
);
export type StockHistoryPage = z.output<typeof stockHistorySchema>;

/** `GET /api/backoffice/stores`: every store, by name. */
export const backofficeStoreListSchema = z.object({ data: z.array(storeSchema) });
export type BackofficeStoreList = z.output<typeof backofficeStoreListSchema>;

/** `{id}` of a variant in the path. */
export const variantIdParams = z.object({ id: rowId() });
