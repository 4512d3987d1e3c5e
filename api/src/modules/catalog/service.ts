import { and, asc, desc, eq, gt, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Category,
  Product,
  ProductSummary,
  Promotion,
  Store,
  productListQuery,
} from '@storefront/shared/contract/catalog';
import { shopperReads, type Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { createResponseCache } from './response-cache';
import { productPageImages, withMainImages } from '../files/product-images';
import { users } from '../auth/schema';
import { categories, deliveryConditions, products, promotions, reviews, stores, variants } from './schema';

/** `GET /products` query after validation and defaults. */
type ProductListFilters = z.output<typeof productListQuery>;

/** A product without the signed-in shopper's flags (isWishlisted, store.isFollowed): routes add them. */
export type CatalogProduct = Omit<Product, 'isWishlisted' | 'store'> & { store: Store };

/** Counting stops here: past it a list reports an estimate instead of scanning every match. */
const EXACT_COUNT_LIMIT = 10_000;
/** Searches stop counting sooner: each match costs a heap visit to recheck the text. */
const EXACT_SEARCH_COUNT_LIMIT = 1_000;
const KHMER = /[\u1780-\u17FF]/;

export const productImageUrl = (id: number, index = 0) =>
  `/api/images/products/${id}${index ? `-${index}` : ''}.svg`;

/** "Sreymom Chea" → "Sreymom C.": reviews show who wrote them without the full name. */
export function reviewerName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]}.` : first;
}

/** "Plan Rows" of the top node of `EXPLAIN (FORMAT JSON)` (a JSON string on some drivers). */
export function plannedRows(plan: unknown): number {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const top = Array.isArray(parsed)
    ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)
    : undefined;
  const rows = Number(top?.Plan?.['Plan Rows']);
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}

type PromotionRow = typeof promotions.$inferSelect;

function toPromotion(row: PromotionRow | null): Promotion | null {
  if (!row) return null;
  return {
    id: row.id,
    title: { en: row.titleEn, kh: row.titleKh },
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    discount: row.discount,
    isActive: row.isActive,
  };
}

/** A LIKE pattern that matches `text` literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words of a search as a prefix tsquery ('red:* & shirt:*'); only letters and digits survive. */
export function prefixQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

export const summaryColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameKh: products.nameKh,
  price: products.price,
  discount: products.discount,
  rating: products.rating,
  reviewCount: products.reviewCount,
  categoryId: products.categoryId,
  promotion: promotions,
};

type SummaryRow = {
  id: number;
  nameEn: string;
  nameKh: string;
  price: number;
  discount: number;
  rating: number;
  reviewCount: number;
  categoryId: number;
  promotion: PromotionRow | null;
};

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    name: { en: row.nameEn, kh: row.nameKh },
    price: row.price,
    discount: row.discount,
    promotion: toPromotion(row.promotion),
    imageUrl: productImageUrl(row.id),
    // The main photo, if any, comes from withMainImages (one query for a whole page).
    image: null,
    rating: row.rating,
    reviewCount: row.reviewCount,
    categoryId: row.categoryId,
  };
}

/**
 * How long an anonymous catalog answer may be reused: short enough that stock and prices stay
 * current. A write clears this process's cache at once; another replica's answer is at most
 * TTL + stale window old (5 s), and the shell's 5 s page cache on top keeps a server-rendered page
 * within 10 s of a staff change.
 */
export const CATALOG_CACHE_TTL_MS = 4_000;
/** An expired answer is still handed out this long while one request refreshes it. */
export const CATALOG_CACHE_STALE_MS = 1_000;

export function createCatalogService(db: Database) {
  // Shoppers' reads carry a statement timeout on PostgreSQL (db/client.ts).
  const reads = shopperReads(db);
  // Serialized answers by request; see routes.ts. Writes that change products call invalidate().
  const responses = createResponseCache<Buffer | null>({
    ttlMs: CATALOG_CACHE_TTL_MS,
    staleMs: CATALOG_CACHE_STALE_MS,
    maxEntries: 2_000,
  });
  /**
   * How many products match: exact up to `cap` (stopping there, so a broad filter never counts
   * 100,000 rows), else the planner's estimate for the same filter, never below what was counted.
   */
  async function countUpTo(
    where: SQL | undefined,
    cap: number,
    /** The whole (published) catalogue: a large one is estimated from the table statistics. */
    whole = !where,
  ): Promise<{ total: number; estimate: boolean }> {
    if (whole) {
      // The whole catalogue: the table statistics answer without touching an index.
      const {
        rows: [stats],
      } = await reads.execute<{ estimate: number }>(
        sql`select reltuples::bigint as estimate from pg_class where relname = 'products'`,
      );
      const estimate = Number(stats?.estimate ?? -1);
      if (estimate > cap) return { total: Math.round(estimate), estimate: true };
    }
    const capped = reads
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(cap + 1)
      .as('capped');
    const [row] = await reads.select({ n: sql<number>`count(*)::int` }).from(capped);
    const n = row?.n ?? 0;
    if (n <= cap) return { total: n, estimate: false };
    const plan = await reads.execute<{ 'QUERY PLAN': unknown }>(
      sql`explain (format json) select 1 from ${products} ${where ? sql`where ${where}` : sql``}`,
    );
    return { total: Math.max(n, plannedRows(plan.rows[0]?.['QUERY PLAN'])), estimate: true };
  }

  return {
    responses,
    /** Forget cached catalog answers (after a write to products, stock, promotions or reviews). */
    invalidate() {
      responses.clear();
    },

    async listProducts(query: ProductListFilters) {
      const conditions: SQL[] = [];
      const tsQuery = query.search ? prefixQuery(query.search) : null;
      const tsq = tsQuery ? sql`to_tsquery('simple', ${tsQuery})` : null;
      if (query.search) {
        const fullText = tsq ? sql`${products.search} @@ ${tsq}` : sql`false`;
        // The 'simple' parser splits Khmer (written without spaces) unreliably: match the text too.
        conditions.push(
          KHMER.test(query.search)
            ? sql`(${fullText} or ${products.nameKh} ilike ${`%${escapeLike(query.search)}%`})`
            : fullText,
        );
      }
      if (query.mainCategoryId) conditions.push(eq(products.mainCategoryId, query.mainCategoryId));
      if (query.subCategoryId) conditions.push(eq(products.subCategoryId, query.subCategoryId));
      if (query.categoryId) conditions.push(eq(products.categoryId, query.categoryId));
      if (query.minPrice !== undefined) conditions.push(gte(products.price, query.minPrice));
      if (query.maxPrice !== undefined) conditions.push(lte(products.price, query.maxPrice));
      // Unpublished products are hidden from shoppers everywhere.
      const where = and(eq(products.published, true), ...conditions);

      const sort = query.sort ?? (tsq ? 'relevance' : 'best-selling');
      const order: SQL[] = {
        relevance: query.search
          ? [
              // An exact name first, then names that start with the query, then text rank.
              sql`(lower(${products.nameEn}) = ${query.search.toLowerCase()} or ${products.nameKh} = ${query.search}) desc`,
              sql`(lower(${products.nameEn}) like ${`${escapeLike(query.search.toLowerCase())}%`} or ${products.nameKh} like ${`${escapeLike(query.search)}%`}) desc`,
              ...(tsq ? [sql`ts_rank(${products.search}, ${tsq}) desc`] : []),
              desc(products.soldCount),
              asc(products.id),
            ]
          : [desc(products.soldCount), asc(products.id)],
        'price-asc': [asc(products.price), asc(products.id)],
        'price-desc': [desc(products.price), desc(products.id)],
        newest: [desc(products.createdAt), desc(products.id)],
        'best-selling': [desc(products.soldCount), asc(products.id)],
        rating: [desc(products.rating), asc(products.id)],
      }[sort];

      const [rows, { total, estimate }] = await Promise.all([
        reads
          .select(summaryColumns)
          .from(products)
          .leftJoin(promotions, eq(promotions.id, products.promotionId))
          .where(where)
          .orderBy(...order)
          .limit(query.perPage + 1)
          .offset((query.page - 1) * query.perPage),
        countUpTo(
          where,
          query.search ? EXACT_SEARCH_COUNT_LIMIT : EXACT_COUNT_LIMIT,
          conditions.length === 0,
        ),
      ]);
      return {
        items: await withMainImages(reads, rows.slice(0, query.perPage).map(toSummary)),
        hasNext: rows.length > query.perPage,
        total,
        totalIsEstimate: estimate,
      };
    },

    async listDeals(page: number, perPage: number, now = clockNow()) {
      const where = and(
        eq(products.published, true),
        isNotNull(products.promotionId),
        eq(promotions.isActive, true),
        lte(promotions.startDate, now),
        gt(promotions.endDate, now),
      );
      const rows = await reads
        .select(summaryColumns)
        .from(products)
        .innerJoin(promotions, eq(promotions.id, products.promotionId))
        .where(where)
        .orderBy(asc(promotions.endDate), desc(products.soldCount), asc(products.id))
        .limit(perPage + 1)
        .offset((page - 1) * perPage);
      const [count] = await reads
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(promotions, eq(promotions.id, products.promotionId))
        .where(where);
      return {
        items: await withMainImages(reads, rows.slice(0, perPage).map(toSummary)),
        hasNext: rows.length > perPage,
        total: count?.n ?? 0,
        totalIsEstimate: false,
      };
    },

    async getProduct(id: number): Promise<CatalogProduct | null> {
      const [row] = await reads
        .select({
          ...summaryColumns,
          descriptionEn: products.descriptionEn,
          descriptionKh: products.descriptionKh,
          deliveryFee: products.deliveryFee,
          options: products.options,
          store: stores,
        })
        .from(products)
        .leftJoin(promotions, eq(promotions.id, products.promotionId))
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(and(eq(products.id, id), eq(products.published, true)))
        .limit(1);
      if (!row) return null;
      const [variantRows, conditionRows, pictures] = await Promise.all([
        reads
          .select({
            id: variants.id,
            attributes: variants.attributes,
            stock: variants.stock,
            price: variants.price,
          })
          .from(variants)
          .where(eq(variants.productId, id))
          .orderBy(asc(variants.id)),
        reads
          .select({
            minimumQuantity: deliveryConditions.minimumQuantity,
            totalFee: deliveryConditions.totalFee,
            perUnitFee: deliveryConditions.perUnitFee,
          })
          .from(deliveryConditions)
          .where(eq(deliveryConditions.productId, id))
          .orderBy(asc(deliveryConditions.minimumQuantity)),
        productPageImages(
          reads,
          id,
          [0, 1, 2].map((index) => productImageUrl(id, index)),
        ),
      ]);
      return {
        ...toSummary(row),
        image: pictures.image,
        imageUrl: pictures.image?.src ?? productImageUrl(id),
        description: { en: row.descriptionEn, kh: row.descriptionKh },
        images: pictures.images,
        photos: pictures.photos,
        variants: variantRows,
        options: row.options,
        deliveryFee: row.deliveryFee,
        deliveryConditions: conditionRows,
        store: { id: row.store.id, name: row.store.name },
      };
    },

    /** A product's reviews, newest first, with the star distribution; null for an unknown product. */
    async listReviews(productId: number, page: number, perPage: number) {
      const [product] = await reads
        .select({ rating: products.rating, reviewCount: products.reviewCount })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.published, true)))
        .limit(1);
      if (!product) return null;
      const [rows, distributionRows] = await Promise.all([
        reads
          .select({
            id: reviews.id,
            rating: reviews.rating,
            body: reviews.body,
            photos: reviews.photos,
            createdAt: reviews.createdAt,
            authorName: users.name,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(eq(reviews.productId, productId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(perPage + 1)
          .offset((page - 1) * perPage),
        reads
          .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
          .from(reviews)
          .where(eq(reviews.productId, productId))
          .groupBy(reviews.rating),
      ]);
      const distribution: Record<'1' | '2' | '3' | '4' | '5', number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const row of distributionRows)
        distribution[String(row.rating) as keyof typeof distribution] = row.n;
      const total = distributionRows.reduce((sum, row) => sum + row.n, 0);
      return {
        items: rows.slice(0, perPage).map((row) => ({
          id: row.id,
          rating: row.rating,
          body: row.body,
          photos: row.photos,
          createdAt: row.createdAt.toISOString(),
          author: reviewerName(row.authorName),
        })),
        hasNext: rows.length > perPage,
        total,
        summary: { rating: product.rating, reviewCount: product.reviewCount, distribution },
      };
    },

    async imageSource(id: number) {
      const [row] = await db
        .select({ icon: products.icon, hue: products.hue, name: products.nameEn })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      return row ?? null;
    },

    async categoryTree(): Promise<Category[]> {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
      const nodes = new Map<number, Category>();
      const roots: Category[] = [];
      for (const row of rows) {
        const node: Category = {
          id: row.id,
          name: { en: row.nameEn, kh: row.nameKh },
          subCategories: [],
        };
        nodes.set(row.id, node);
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
        (parent ? parent.subCategories : roots).push(node);
      }
      return roots;
    },

    async listPromotions(
      options: { isActive?: boolean; orderBy: 'endDate' | 'startDate' },
      now = clockNow(),
    ) {
      const conditions =
        options.isActive === undefined
          ? []
          : options.isActive
            ? [eq(promotions.isActive, true), lte(promotions.startDate, now), gt(promotions.endDate, now)]
            : [];
      const rows = await db
        .select()
        .from(promotions)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(options.orderBy === 'endDate' ? asc(promotions.endDate) : asc(promotions.startDate));
      return rows.map((row) => toPromotion(row)!);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
