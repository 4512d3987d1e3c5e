import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import DataLoader from 'dataloader';
import type { z } from 'zod';
import {
  productSummarySchema,
  type Category,
  type Product,
  type ProductSummary,
  type Promotion,
  type Store,
  type productListQuery,
} from '@storefront/shared/contract/catalog';
import { shopperReads, type Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { createResponseCache, lastCatalogWriteAt } from './response-cache';
import { searchTerms, type SearchFilters } from './search-index';
import { createSearchIndexSync } from './search-index-sync';
import { createSummaryCache } from './summary-cache';
import { productPageImages, responsiveImage, type PhotoSize } from '../files/product-images';
import { users } from '../auth/schema';
import {
  categories,
  deliveryConditions,
  productPhotos,
  products,
  promotions,
  reviews,
  stores,
  variants,
} from './schema';

/** `GET /products` query after validation and defaults. */
type ProductListFilters = z.output<typeof productListQuery>;

/** A product without the signed-in shopper's flags (isWishlisted, store.isFollowed): routes add them. */
export type CatalogProduct = Omit<Product, 'isWishlisted' | 'store'> & { store: Store };

/**
 * Counting stops here: past it a filtered list reports an estimate ("About 12,000") instead of
 * visiting every product on every request (a main category is a tenth of the catalogue).
 */
const EXACT_COUNT_LIMIT = 1_000;

export const productImageUrl = (id: number, index = 0) =>
  `/api/images/products/${id}${index ? `-${index}` : ''}.svg`;

/** "Sreymom Chea" → "Sreymom C.": reviews show who wrote them without the full name. */
export function reviewerName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]}.` : first;
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
  const words = searchTerms(search);
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
    // The main photo, if any, comes from withMainImages (summariesOf: one statement for a whole page).
    image: null,
    rating: row.rating,
    reviewCount: row.reviewCount,
    categoryId: row.categoryId,
  };
}

/**
 * Rows by id, read by `read` for all the ids asked for while the process handles one burst of
 * requests: under load one statement, round trip and pooled connection for many answers instead of
 * one each. Asked for alone, a row waits for nothing (setImmediate runs once the burst is read).
 * No cache: each row is read when asked for.
 */
function readTogether<Row extends { id: number }>(read: (ids: number[]) => Promise<Row[]>, most: number) {
  return new DataLoader<number, Row | null>(
    async (ids) => {
      const rows = new Map((await read([...ids])).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    },
    { cache: false, batchScheduleFn: (callback) => setImmediate(callback), maxBatchSize: most },
  );
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
/**
 * Product summaries each process keeps (about 1.2 KB each with their JSON, so some 120 MB): every
 * product of a 100,000-product catalogue, and a million's best sellers and most visited pages.
 */
const SUMMARIES_KEPT = 100_000;
/** Summaries read per statement when the process starts (well within shoppers' statement timeout). */
const WARM_BATCH = 1_000;

export function createCatalogService(
  db: Database,
  options: {
    /** How stale the search index may be before a search waits for the latest changes (see config). */
    searchMaxAgeMs: number;
  },
) {
  // Shoppers' reads carry a statement timeout on PostgreSQL (db/client.ts).
  const reads = shopperReads(db);
  // Lists and searches pick their page of ids from memory (search-index.ts), and their summaries
  // too once read (summary-cache.ts); both follow the same changes.
  const summaries = createSummaryCache<ProductSummary>(SUMMARIES_KEPT);
  const searchIndex = createSearchIndexSync({
    db,
    reads,
    maxAgeMs: options.searchMaxAgeMs,
    onChange: (ids) => summaries.forget(ids),
    // After a write here, the next list shows it at once, whatever CATALOG_SEARCH_MAX_AGE_MS allows.
    writtenAt: lastCatalogWriteAt,
  });
  // Serialized answers by request; see routes.ts. Writes that change products call invalidate().
  const responses = createResponseCache<Buffer | null>({
    ttlMs: CATALOG_CACHE_TTL_MS,
    staleMs: CATALOG_CACHE_STALE_MS,
    maxEntries: 2_000,
  });
  /**
   * Product pages in one statement: each product, its store, promotion, variants, delivery
   * conditions and photos. Prepared once (named, so each connection parses and plans it once).
   */
  const productsByIds = reads
    .select({
      ...summaryColumns,
      descriptionEn: products.descriptionEn,
      descriptionKh: products.descriptionKh,
      deliveryFee: products.deliveryFee,
      options: products.options,
      store: stores,
      variants: sql<{ id: number; attributes: Record<string, string>; stock: number; price: number }[]>`(
        select coalesce(json_agg(json_build_object('id', v.id, 'attributes', v.attributes,
          'stock', v.stock, 'price', v.price) order by v.id), '[]'::json)
        from ${variants} v where v.product_id = ${products.id})`,
      deliveryConditions: sql<
        { minimumQuantity: number; totalFee: number | null; perUnitFee: number | null }[]
      >`(
        select coalesce(json_agg(json_build_object('minimumQuantity', c.minimum_quantity,
          'totalFee', c.total_fee, 'perUnitFee', c.per_unit_fee) order by c.minimum_quantity), '[]'::json)
        from ${deliveryConditions} c where c.product_id = ${products.id})`,
      photoSizes: sql<PhotoSize[][]>`(
        select coalesce(json_agg(p.sizes order by p.position, p.id), '[]'::json)
        from ${productPhotos} p where p.product_id = ${products.id})`,
    })
    .from(products)
    .leftJoin(promotions, eq(promotions.id, products.promotionId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, eq(products.published, true)))
    .prepare('catalog_products_by_ids');
  const productPages = readTogether((ids) => productsByIds.execute({ ids }), 100);

  /** Published products' summaries with their main photo, by id (any order; prepared like productsByIds). */
  const summariesByIds = reads
    .select({
      ...summaryColumns,
      photo: sql<PhotoSize[] | null>`(
        select ${productPhotos.sizes} from ${productPhotos} where ${productPhotos.productId} = ${products.id}
        order by ${productPhotos.position}, ${productPhotos.id} limit 1)`,
    })
    .from(products)
    .leftJoin(promotions, eq(promotions.id, products.promotionId))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, eq(products.published, true)))
    .prepare('catalog_summaries_by_ids');
  const summaryRows = readTogether((ids) => summariesByIds.execute({ ids }), WARM_BATCH);

  /**
   * Summaries of `ids` (published products) in that order, with their main photo: from memory, and
   * those not seen yet (or changed since) in one statement, with those of the burst's other answers.
   */
  async function summariesOf(ids: number[]): Promise<ProductSummary[]> {
    // Applies the latest changes to the summaries kept, as to the index.
    await searchIndex.current();
    const since = summaries.generation;
    const missing = ids.filter((id) => summaries.get(id) === undefined);
    const read = new Map<number, ProductSummary>();
    for (const row of await Promise.all(missing.map((id) => summaryRows.load(id)))) {
      if (!row) continue;
      const summary = toSummary(row);
      const image = row.photo ? responsiveImage(row.photo) : null;
      // Checked once here, not in every answer that shows it (routes.ts: summaryPage).
      read.set(
        row.id,
        productSummarySchema.parse({ ...summary, image, imageUrl: image?.src ?? summary.imageUrl }),
      );
    }
    summaries.keep(read, since);
    return ids.flatMap((id) => {
      const summary = summaries.get(id) ?? read.get(id);
      return summary ? [summary] : [];
    });
  }

  return {
    responses,
    /** Forget cached catalog answers (after a write to products, stock, promotions or reviews). */
    invalidate() {
      responses.clear();
    },
    /** Loads the search index ahead of the first search (when the app starts). */
    async warmSearch() {
      await searchIndex.current();
    },
    /**
     * Reads the summaries of the best sellers, which most lists and searches start with (after
     * warmSearch, while shoppers are served), until done or `stopped()`.
     */
    async warmSummaries(stopped: () => boolean) {
      const index = await searchIndex.current();
      const bestSellers = index.list({}, 'best-selling', 0, SUMMARIES_KEPT, 0).ids;
      for (let start = 0; start < bestSellers.length && !stopped(); start += WARM_BATCH)
        await summariesOf(bestSellers.slice(start, start + WARM_BATCH));
    },

    async listProducts(query: ProductListFilters) {
      // From memory (search-index.ts): perPage + 1 ids tell whether a next page exists.
      const index = await searchIndex.current();
      const offset = (query.page - 1) * query.perPage;
      const filters: SearchFilters = {
        mainCategoryId: query.mainCategoryId,
        subCategoryId: query.subCategoryId,
        categoryId: query.categoryId,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
      };
      let page: { ids: number[]; total: number; estimate: boolean };
      if (query.search) {
        let found = index.search(query.search, filters, query.sort, offset, query.perPage + 1);
        // Nothing found: perhaps a misspelt word ("shrit"). Search again with the nearest known words.
        if (found.total === 0) {
          const corrected = index.corrected(query.search);
          if (corrected) found = index.search(corrected, filters, query.sort, offset, query.perPage + 1);
        }
        page = found;
      } else {
        page = index.list(filters, query.sort, offset, query.perPage + 1, EXACT_COUNT_LIMIT);
      }

      const items = await summariesOf(page.ids.slice(0, query.perPage));
      return {
        items,
        hasNext: page.ids.length > query.perPage,
        total: page.total,
        totalIsEstimate: page.estimate,
      };
    },

    async listDeals(page: number, perPage: number, now = clockNow()) {
      // Per running promotion (a handful), its best sellers from the (promotion_id, sold_count)
      // index, as deep as the page needs: never a sort of every product on promotion.
      const running = sql`${promotions.isActive} and ${promotions.startDate} <= ${now} and ${promotions.endDate} > ${now}`;
      const depth = page * perPage + 1;
      const onPromotion = sql`${products.promotionId} in (select ${promotions.id} from ${promotions} where ${running})
        and ${products.published}`;
      const [{ rows }, count] = await Promise.all([
        reads.execute<{ id: number }>(sql`
          select deal.id from (
            select ${promotions.id} as promotion, ${promotions.endDate} as ends from ${promotions} where ${running}
          ) running
          cross join lateral (
            select ${products.id} as id, ${products.soldCount} as sold from ${products}
            where ${products.promotionId} = running.promotion and ${products.published}
            order by ${products.soldCount} desc, ${products.id} limit ${depth}
          ) deal
          order by running.ends, deal.sold desc, deal.id
          limit ${perPage + 1} offset ${(page - 1) * perPage}`),
        reads.execute<{ n: number }>(
          sql`select count(*)::int as n from (select 1 from ${products} where ${onPromotion} limit ${EXACT_COUNT_LIMIT + 1}) capped`,
        ),
      ]);
      const ids = rows.map((row) => Number(row.id));
      const counted = Number(count.rows[0]?.n ?? 0);
      return {
        items: await summariesOf(ids.slice(0, perPage)),
        hasNext: ids.length > perPage,
        total: counted,
        totalIsEstimate: counted > EXACT_COUNT_LIMIT,
      };
    },

    async getProduct(id: number): Promise<CatalogProduct | null> {
      const row = await productPages.load(id);
      if (!row) return null;
      const pictures = productPageImages(
        row.photoSizes,
        [0, 1, 2].map((index) => productImageUrl(id, index)),
      );
      return {
        ...toSummary(row),
        image: pictures.image,
        imageUrl: pictures.image?.src ?? productImageUrl(id),
        description: { en: row.descriptionEn, kh: row.descriptionKh },
        images: pictures.images,
        photos: pictures.photos,
        variants: row.variants,
        options: row.options,
        deliveryFee: row.deliveryFee,
        deliveryConditions: row.deliveryConditions,
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
