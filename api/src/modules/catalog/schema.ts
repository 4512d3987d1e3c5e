import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { users } from '../auth/schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** 1 = main, 2 = sub, 3 = leaf. */
    level: smallint('level').notNull(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameKh: text('name_kh').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleKh: text('title_kh').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    discount: integer('discount').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Whole categories in the promotion (any level); their products get `promotion_id` when it is saved. */
    categoryIds: jsonb('category_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Bumped on every staff edit: a save carrying an older version is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_active_end_idx').on(t.isActive, t.endDate)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id').notNull(),
    mainCategoryId: integer('main_category_id').notNull(),
    storeId: integer('store_id').notNull(),
    promotionId: integer('promotion_id'),
    nameEn: text('name_en').notNull(),
    nameKh: text('name_kh').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionKh: text('description_kh').notNull(),
    /** Lowest variant price before discount, kept for listing and sorting. */
    price: money('price', 10).notNull(),
    discount: integer('discount').notNull().default(0),
    deliveryFee: money('delivery_fee', 10),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    icon: text('icon').notNull(),
    hue: smallint('hue').notNull(),
    /** Unpublished products are hidden from shoppers (lists, search, detail, cart, checkout). */
    published: boolean('published').notNull().default(true),
    /** The options the variants combine, in both languages; variants' `attributes` use the English names and values. */
    options: jsonb('options')
      .$type<{ name: { en: string; kh: string }; values: { en: string; kh: string }[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A variant at or below this stock is on the low-stock list. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Bumped on every staff edit: a save carrying an older version is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(name_en, '') || ' ' || coalesce(name_kh, '')), 'A') || setweight(to_tsvector('simple', coalesce(description_en, '') || ' ' || coalesce(description_kh, '')), 'B')`,
    ),
  },
  (t) => [
    // The back office's search (every product, descriptions too); shoppers' use product_search.
    index('products_search_idx').using('gin', t.search),
    index('products_name_kh_trgm_idx').using('gin', sql`${t.nameKh} gin_trgm_ops`),
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_sub_category_idx').on(t.subCategoryId, t.id),
    index('products_main_category_idx').on(t.mainCategoryId, t.id),
    index('products_promotion_idx').on(t.promotionId),
    // Deals of the day: a running promotion's best sellers, in order.
    index('products_promotion_sold_idx').on(t.promotionId, t.soldCount.desc().nullsFirst(), t.id),
    index('products_sold_idx').on(t.soldCount, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_rating_idx').on(t.rating, t.id),
  ],
);

/**
 * What shoppers' lists and searches read: one narrow row per *published* product (its name, what
 * lists filter and sort by), kept by a trigger on `products` (migration 0015). A product row is wide
 * (descriptions in two languages, options); visiting thousands of them for a search or a deep page
 * read most of a 230 MB table at 100,000 products, where these rows fit in a few MB of cache. Lists
 * find the page's ids here, then read those few products.
 */
/** The category columns lists filter by, carried in product_search's sort indexes. */
const listFilters = (t: {
  categoryId: AnyPgColumn;
  subCategoryId: AnyPgColumn;
  mainCategoryId: AnyPgColumn;
}) => [t.categoryId, t.subCategoryId, t.mainCategoryId] as const;

export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id').primaryKey(),
    mainCategoryId: integer('main_category_id').notNull(),
    subCategoryId: integer('sub_category_id').notNull(),
    categoryId: integer('category_id').notNull(),
    price: money('price', 10).notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    soldCount: integer('sold_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nameEn: text('name_en').notNull(),
    nameKh: text('name_kh').notNull(),
    /** The names' words ('simple': no stemming, Khmer runs split only at spaces and digits). */
    words: tsvector('words')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple', name_en || ' ' || name_kh)`),
  },
  (t) => [
    index('product_search_words_idx').using('gin', t.words),
    // Khmer is written without spaces between words: a Khmer query also matches inside names.
    index('product_search_name_kh_trgm_idx').using('gin', sql`${t.nameKh} gin_trgm_ops`),
    // One per sort, in its order, then the filters' columns: a filtered page is read from the
    // index alone (an index-only scan, no visit to the table for rows the filter drops).
    index('product_search_price_idx').on(t.price, t.productId, ...listFilters(t)),
    index('product_search_sold_idx').on(
      t.soldCount.desc().nullsFirst(),
      t.productId,
      ...listFilters(t),
      t.price,
    ),
    index('product_search_created_idx').on(t.createdAt, t.productId, ...listFilters(t), t.price),
    index('product_search_rating_idx').on(
      t.rating.desc().nullsFirst(),
      t.productId,
      ...listFilters(t),
      t.price,
    ),
    index('product_search_category_idx').on(t.categoryId, t.productId),
    index('product_search_sub_category_idx').on(t.subCategoryId, t.productId),
    index('product_search_main_category_idx').on(t.mainCategoryId, t.productId),
  ],
);

/** A transaction id (PostgreSQL's 64-bit xid8), as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Which products changed as shoppers' lists show them, and in which transaction (one row per
 * product, its latest change; kept by triggers on product_search, on products' discount, review
 * count and promotion, and on product_photos): what each API process reads to keep its search
 * index and product summaries current (search-index-sync.ts).
 */
export const productSearchChanges = pgTable(
  'product_search_changes',
  {
    productId: integer('product_id').primaryKey(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('product_search_changes_xid_idx').on(t.xid)],
);

/**
 * One row, counting writes to promotions (by a trigger): an API process that sees it change reads
 * its product summaries, which carry their promotion, again.
 */
export const catalogPromotionsVersion = pgTable('catalog_promotions_version', {
  version: integer('version').notNull(),
});

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    stock: integer('stock').notNull(),
    price: money('price', 10).notNull(),
    /** The shop's stock-keeping unit; unique when given. */
    sku: text('sku'),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    uniqueIndex('variants_sku_idx')
      .on(t.sku)
      .where(sql`${t.sku} is not null`),
    index('variants_stock_idx').on(t.stock),
  ],
);

export const STOCK_MOVEMENT_REASONS = [
  'initial',
  'restock',
  'correction',
  'damaged',
  'returned',
  'sold',
  'cancelled',
] as const;

/** Every change of a variant's stock, with its reason: the variant's stock history. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId, t.createdAt)],
);

/**
 * A product's photos, in order. Each was resized once, on upload, into responsive sizes; `sizes`
 * lists the stored files (keys in `stored_files`) by format and width.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizes: jsonb('sizes')
      .$type<{ format: 'avif' | 'webp' | 'jpeg'; width: number; height: number; key: string }[]>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_photos_product_idx').on(t.productId, t.position)],
);

export const deliveryConditions = pgTable(
  'delivery_conditions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minimumQuantity: integer('minimum_quantity').notNull(),
    totalFee: money('total_fee', 10),
    perUnitFee: money('per_unit_fee', 10),
  },
  (t) => [index('delivery_conditions_product_idx').on(t.productId)],
);

/**
 * Shoppers' reviews. Written by the reviews module (one per order line when the review comes from
 * an order; seeded reviews have none), read here for the product page. products.rating and
 * products.review_count are kept in step by whoever writes.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').unique(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt, t.id),
    index('reviews_user_idx').on(t.userId, t.id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
