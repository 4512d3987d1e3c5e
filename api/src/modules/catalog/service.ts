import { and, asc, desc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Category,
  Product,
  ProductSummary,
  ProductSort,
  Promotion,
  Store,
  productListQuery,
} from '@storefront/shared/contract/catalog';
import { MAX_SEARCH_RESULTS } from '@storefront/shared/contract/catalog';
import { shopperReads, type Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { createResponseCache } from './response-cache';
import { productPageImages, responsiveImage, type PhotoSize } from '../files/product-images';
import { users } from '../auth/schema';
import {
  categories,
  deliveryConditions,
  productPhotos,
  products,
  productSearch,
  promotions,
  reviews,
  searchWords,
  stores,
  variants,
} from './schema';

/** `GET /products` query after validation and defaults. */
type ProductListFilters = z.output<typeof productListQuery>;

/** A product without the signed-in shopper's flags (isWishlisted, store.isFollowed): routes add them. */
export type CatalogProduct = Omit<Product, 'isWishlisted' | 'store'> & { store: Store };

/**
 * Counting stops here: past it a list reports the planner's estimate ("About 12,000") instead of
 * visiting every match on every request (a main category is a tenth of the catalogue).
 */
const EXACT_COUNT_LIMIT = 1_000;
const KHMER = /[\u1780-\u17FF]/;
/** pg_trgm indexes a text match of 3 characters or more; shorter Khmer text matches word starts only. */
const MIN_INFIX_LENGTH = 3;

/** Each sort of a list, on product_search's indexes (the id breaks ties, so pages never overlap). */
const SORT_ORDER: Record<ProductSort, SQL[]> = {
  relevance: [desc(productSearch.soldCount), asc(productSearch.productId)],
  'best-selling': [desc(productSearch.soldCount), asc(productSearch.productId)],
  'price-asc': [asc(productSearch.price), asc(productSearch.productId)],
  'price-desc': [desc(productSearch.price), desc(productSearch.productId)],
  newest: [desc(productSearch.createdAt), desc(productSearch.productId)],
  rating: [desc(productSearch.rating), asc(productSearch.productId)],
};

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

/** The non-relevance sorts over a search's candidates (the `hits` of searchPage). */
const CANDIDATE_ORDER: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  'best-selling': sql`sold desc, id`,
  'price-asc': sql`price, id`,
  'price-desc': sql`price desc, id desc`,
  newest: sql`created desc, id desc`,
  rating: sql`rating desc, id`,
};

/**
 * Which product_search rows a search matches: every word as the start of a name word, in English
 * or Khmer; Khmer text of 3+ characters also anywhere inside the Khmer name (Khmer is written
 * without spaces between words), through the trigram index.
 */
export function searchMatch(text: string): SQL | null {
  const tsQuery = prefixQuery(text);
  const words = tsQuery ? sql`${productSearch.words} @@ to_tsquery('simple', ${tsQuery})` : null;
  const khmer = text.trim();
  const inside =
    KHMER.test(khmer) && [...khmer].length >= MIN_INFIX_LENGTH
      ? sql`${productSearch.nameKh} like ${`%${escapeLike(khmer)}%`}`
      : null;
  return words && inside ? or(words, inside)! : (words ?? inside);
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
   * A product page in one statement: the product, its store, promotion, variants, delivery
   * conditions and photos. Prepared once (named, so each connection parses and plans it once).
   */
  const productById = reads
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
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.published, true)))
    .limit(1)
    .prepare('catalog_product_by_id');

  /** Published products' summaries with their main photo, by id (any order; prepared like productById). */
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

  /** The planner's estimate of the rows of product_search that `where` matches. */
  async function estimatedRows(where: SQL | undefined): Promise<number> {
    const plan = await reads.execute<{ 'QUERY PLAN': unknown }>(
      sql`explain (format json) select 1 from ${productSearch} ${where ? sql`where ${where}` : sql``}`,
    );
    return plannedRows(plan.rows[0]?.['QUERY PLAN']);
  }

  /**
   * How many published products match: exact up to `cap` (stopping there, so a broad filter never
   * counts 100,000 rows), else the planner's estimate for the same filter, never below what was counted.
   */
  async function countUpTo(
    where: SQL | undefined,
    cap: number,
    /** The whole catalogue: a large one is estimated from the table statistics. */
    whole = false,
  ): Promise<{ total: number; estimate: boolean }> {
    if (whole) {
      // The whole catalogue: the table statistics answer without touching an index.
      const {
        rows: [stats],
      } = await reads.execute<{ estimate: number }>(
        sql`select reltuples::bigint as estimate from pg_class where relname = 'product_search'`,
      );
      const estimate = Number(stats?.estimate ?? -1);
      if (estimate > cap) return { total: Math.round(estimate), estimate: true };
    }
    const capped = reads
      .select({ one: sql`1` })
      .from(productSearch)
      .where(where)
      .limit(cap + 1)
      .as('capped');
    const [row] = await reads.select({ n: sql<number>`count(*)::int` }).from(capped);
    const n = row?.n ?? 0;
    if (n <= cap) return { total: n, estimate: false };
    return { total: Math.max(n, await estimatedRows(where)), estimate: true };
  }

  /**
   * A page of a search: ids in order and how many match. The first MAX_SEARCH_RESULTS matches the
   * index yields are the candidates (a broad word never visits every product); relevance ranks them
   * (exact name, then names starting with the text, then sales), other sorts order them.
   */
  async function searchPage(
    text: string,
    filters: SQL[],
    sort: ProductSort | undefined,
    offset: number,
    perPage: number,
  ): Promise<{ ids: number[]; total: number; estimate: boolean }> {
    const match = searchMatch(text);
    if (!match) return { ids: [], total: 0, estimate: false };
    const where = and(match, ...filters)!;
    const lowered = text.toLowerCase();
    const order =
      !sort || sort === 'relevance'
        ? sql`(lower(name_en) = ${lowered} or name_kh = ${text}) desc,
            (lower(name_en) like ${`${escapeLike(lowered)}%`} or name_kh like ${`${escapeLike(text)}%`}) desc,
            sold desc, id`
        : CANDIDATE_ORDER[sort];
    const { rows } = await reads.execute<{ id: number; total: number }>(sql`
      with hits as (
        select ${productSearch.productId} as id, ${productSearch.nameEn} as name_en,
          ${productSearch.nameKh} as name_kh, ${productSearch.soldCount} as sold,
          ${productSearch.price} as price, ${productSearch.createdAt} as created,
          ${productSearch.rating} as rating
        from ${productSearch} where ${where} limit ${MAX_SEARCH_RESULTS + 1}
      )
      select id, count(*) over ()::int as total from hits
      order by ${order}
      limit ${perPage + 1} offset ${offset}`);
    const counted = rows[0]?.total;
    // Past the last page: count for the links.
    if (counted === undefined) return { ids: [], ...(await countUpTo(where, MAX_SEARCH_RESULTS)) };
    const ids = rows.map((row) => Number(row.id));
    if (counted <= MAX_SEARCH_RESULTS) return { ids, total: counted, estimate: false };
    return { ids, total: Math.max(counted, await estimatedRows(where)), estimate: true };
  }

  /** The search with each unknown English word (4+ letters) replaced by the nearest name word, or null. */
  async function correctedSearch(text: string): Promise<string | null> {
    const words = text
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean);
    const latin = [...new Set(words.filter((word) => /^[a-z]{4,30}$/.test(word)))];
    if (!latin.length) return null;
    // One edit for 4 letters, two from 5 (a swap of two letters is two edits); among equals the
    // same letters, then the same first letter. search_words is small (the distinct words of
    // names): a scan is cheap, and only a search that found nothing pays it.
    const { rows } = await reads.execute<{ typed: string; known: string | null }>(sql`
      select typed, (
        select word from ${searchWords}
        where length(word) between length(typed) - 2 and length(typed) + 2
          and levenshtein_less_equal(word, typed, 2) <= case when length(typed) >= 5 then 2 else 1 end
        order by levenshtein(word, typed),
          -- The same letters: a swap of two ("shrit" is "shirt" before "sheet").
          (array(select unnest(string_to_array(word, null)) order by 1)
            = array(select unnest(string_to_array(typed, null)) order by 1)) desc,
          (left(word, 1) = left(typed, 1)) desc, word
        limit 1
      ) as known
      from unnest(array[${sql.join(
        latin.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as typed`);
    const fixes = new Map(
      rows.filter((row) => row.known && row.known !== row.typed).map((row) => [row.typed, row.known!]),
    );
    if (!fixes.size) return null;
    return words.map((word) => fixes.get(word) ?? word).join(' ');
  }

  /** Summaries of `ids` in that order, with their main photo, in one statement. */
  async function summariesOf(ids: number[]) {
    const rows = ids.length ? await summariesByIds.execute({ ids }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const summary = toSummary(row);
      const image = row.photo ? responsiveImage(row.photo) : null;
      return [{ ...summary, image, imageUrl: image?.src ?? summary.imageUrl }];
    });
  }

  return {
    responses,
    /** Forget cached catalog answers (after a write to products, stock, promotions or reviews). */
    invalidate() {
      responses.clear();
    },

    async listProducts(query: ProductListFilters) {
      const filters: SQL[] = [];
      if (query.mainCategoryId) filters.push(eq(productSearch.mainCategoryId, query.mainCategoryId));
      if (query.subCategoryId) filters.push(eq(productSearch.subCategoryId, query.subCategoryId));
      if (query.categoryId) filters.push(eq(productSearch.categoryId, query.categoryId));
      if (query.minPrice !== undefined) filters.push(gte(productSearch.price, query.minPrice));
      if (query.maxPrice !== undefined) filters.push(lte(productSearch.price, query.maxPrice));
      const offset = (query.page - 1) * query.perPage;

      let page: { ids: number[]; total: number; estimate: boolean };
      if (!query.search) {
        const where = filters.length ? and(...filters) : undefined;
        const [rows, count] = await Promise.all([
          reads
            .select({ id: productSearch.productId })
            .from(productSearch)
            .where(where)
            .orderBy(...SORT_ORDER[query.sort ?? 'best-selling'])
            .limit(query.perPage + 1)
            .offset(offset),
          countUpTo(where, EXACT_COUNT_LIMIT, !where),
        ]);
        page = { ids: rows.map((row) => row.id), ...count };
      } else {
        page = await searchPage(query.search, filters, query.sort, offset, query.perPage);
        // Nothing found: perhaps a misspelt word ("shrit"). Search again with the nearest known words.
        if (page.total === 0) {
          const corrected = await correctedSearch(query.search);
          if (corrected) page = await searchPage(corrected, filters, query.sort, offset, query.perPage);
        }
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
      const [row] = await productById.execute({ id });
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
