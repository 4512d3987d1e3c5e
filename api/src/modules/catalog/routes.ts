import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryTreeSchema,
  productIdParams,
  MAX_RESULT_WINDOW,
  MAX_SEARCH_RESULTS,
  productImageParams,
  productListQuery,
  productPageQuery,
  productReviewsPageSchema,
  productReviewsQuery,
  productSchema,
  productSummarySchema,
  promotionListSchema,
  promotionsQuery,
  type ProductSummary,
} from '@storefront/shared/contract/catalog';
import { MAX_ROW_ID } from '@storefront/shared/contract/common';
import type { Problem } from '../../lib/errors/codes';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../lib/http-errors';
import { ACCESS_COOKIE } from '../../plugins/auth';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import { createClientGate, createClientLimiter, createRejectionPacer } from './client-limiter';
import { svgForProduct } from './seed/generate-products';
import type { CatalogProduct, CatalogService } from './service';

/** The parts of a picture's file name (already matched by the route's params pattern). */
const imageParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
  index: z.coerce.number().int().min(0).max(2).default(0),
});

/** The signed-in shopper when the access cookie is present and valid; anonymous otherwise, never an error. */
async function optionalUserId(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  if (!request.cookies[ACCESS_COOKIE]) return null;
  try {
    await request.server.requireUser(request, reply);
    return request.auth?.userId ?? null;
  } catch {
    return null;
  }
}

/** What the product page shows a signed-in shopper (the wishlist module answers it). */
export type ViewerFlags = (
  userId: number,
  productId: number,
  storeId: number,
) => Promise<{ isWishlisted: boolean; isFollowed: boolean }>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** A whole number setting from the environment (see api/.env.example), else `fallback`. */
function numberSetting(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** PostgreSQL's query_canceled: the statement_timeout of shoppers' reads (db/client.ts) ran out. */
function isStatementTimeout(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: unknown }).code === '57014') return true;
  return false;
}

/**
 * `meta.lastPage` and the `last`/`next` links never point past MAX_RESULT_WINDOW, so the shop's
 * pagination offers no page the API refuses (meta.total still tells how many match).
 */
export function withinResultWindow<T extends ReturnType<typeof pageOf>>(
  page: T,
  perPage: number,
  window = MAX_RESULT_WINDOW,
): T {
  const deepest = Math.max(1, Math.floor(window / perPage));
  if (page.meta.lastPage <= deepest) return page;
  const at = (target: number) => page.links.first.replace(/page=1$/, `page=${target}`);
  return {
    ...page,
    links: {
      ...page.links,
      last: at(deepest),
      next: page.meta.currentPage < deepest ? page.links.next : null,
    },
    meta: { ...page.meta, lastPage: deepest },
  };
}

/** A cache key for parsed parameters: the same request spelled differently shares one entry. */
function cacheKey(route: string, values: Record<string, unknown>): string {
  return `${route}?${Object.keys(values)
    .sort()
    .filter((key) => values[key] !== undefined)
    .map((key) => `${key}=${String(values[key])}`)
    .join('&')}`;
}

/** An answer as JSON bytes, once checked against `schema`. */
const checkedJson = (schema: z.ZodType) => (body: unknown) => Buffer.from(JSON.stringify(schema.parse(body)));

/**
 * A page of the catalog service's summaries: each was checked against productSummarySchema when read
 * from the database (the service keeps them in memory), so an answer checks only the page around them.
 */
const summaryPage = listOf(z.custom<ProductSummary>());
/** Each kept summary's JSON, made once: the service hands the same summary to every answer that shows it. */
const summaryJson = new WeakMap<ProductSummary, string>();

/** A page of summaries as JSON bytes: the page around them checked, each summary's JSON made once. */
export function summaryPageJson(body: unknown): Buffer {
  const { data, ...page } = summaryPage.parse(body);
  const items = data.map((summary) => {
    let json = summaryJson.get(summary);
    if (json === undefined) summaryJson.set(summary, (json = JSON.stringify(summary)));
    return json;
  });
  // The same bytes as JSON.stringify of the whole page: data first, then the page's links and meta.
  return Buffer.from(`{"data":[${items.join(',')}],${JSON.stringify(page).slice(1)}`);
}

export async function catalogRoutes(
  app: FastifyInstance,
  { catalog, viewerFlags }: { catalog: CatalogService; viewerFlags?: ViewerFlags },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Uncached list and search reads per client (by address, as trustProxy resolves it); see client-limiter.ts.
  const listReads = createClientLimiter({
    perSecond: numberSetting(process.env.CATALOG_CLIENT_READS_PER_SECOND, 20),
    burst: numberSetting(process.env.CATALOG_CLIENT_READS_BURST, 40),
  });
  const clientReads = createClientGate({
    maxInFlight: numberSetting(process.env.CATALOG_CLIENT_READS_IN_FLIGHT, 2),
  });
  const rejections = createRejectionPacer({
    holdMs: numberSetting(process.env.CATALOG_CLIENT_REJECT_HOLD_MS, 1_000),
    maxHeld: 5_000,
  });

  /**
   * Answers from the short-lived cache of serialized JSON (checked against the response schema by
   * `serialize`, once, on the miss). `build` returning null means 404, which is cached too.
   */
  async function sendCached(
    reply: FastifyReply,
    key: string,
    serialize: (body: unknown) => Buffer,
    build: () => Promise<unknown>,
    missing: Problem = 'resource.not_found',
    /** Charge an answer that must come from the database to the caller's list reads (429 past them). */
    limited = false,
  ) {
    const rawKey = `url:${reply.request.url}`;
    // Before the cache's get: a request that joins another's load or gets a stale answer costs nothing.
    const charged = limited && catalog.responses.wouldLoad(key);
    if (charged) {
      const wait = listReads.take(reply.request.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        await rejections.hold();
        throw tooManyRequests('catalog.too_many_searches');
      }
    }
    const load = async () => {
      const body = await build();
      // Kept as bytes: each hit is written out without serializing or encoding again.
      return body === null ? null : serialize(body);
    };
    const json = await catalog.responses
      .get(key, () => (charged ? clientReads.run(reply.request.ip, load) : load()))
      .catch((error: unknown) => {
        if (!isStatementTimeout(error)) throw error;
        reply.header('Retry-After', '1');
        throw new HttpError(503, 'catalog.busy');
      });
    if (json === null) throw notFound(missing);
    // Also under the URL as sent, so the next identical request skips parsing (see fromCache); it
    // expires with the entry itself, so a stale answer is never stored again as a fresh one.
    catalog.responses.alias(rawKey, key);
    return reply.type(JSON_TYPE).send(json);
  }

  /**
   * onRequest: a URL answered moments ago is answered again before validation and routing work.
   * Only valid requests are ever stored under their URL. `personal` routes skip signed-in visitors.
   */
  const fromCache = (personal: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (personal && request.cookies[ACCESS_COOKIE]) return;
    const hit = catalog.responses.peek(`url:${request.url}`);
    if (hit) return reply.type(JSON_TYPE).send(hit);
  };
  const cachedByUrl = { onRequest: fromCache(false) };

  r.get(
    '/products',
    {
      ...cachedByUrl,
      schema: {
        operationId: 'listProducts',
        tags: ['catalog'],
        summary: 'Search, filter, sort and page through products',
        description:
          'Product summaries matching a search and filters (categories, price range), sorted and paged; anyone may call it. Only the first 10,000 results of a list and 1,000 of a search are reachable (page × perPage at most that; deeper: 400 catalog.page_too_deep). A search matches the start of name words in English or Khmer and Khmer text anywhere inside Khmer names; when nothing matches, misspelt English words are corrected to the nearest word of a product name. Answers 400 for an invalid filter, e.g. a minPrice above maxPrice (catalog.price_range_invalid) or a search over 100 characters; 429 catalog.too_many_searches with Retry-After when one client asks for too many answers that no cache holds; 503 catalog.busy with Retry-After when the database is too slow to answer.',
        querystring: productListQuery,
        response: { 200: listOf(productSummarySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const window = query.search ? MAX_SEARCH_RESULTS : MAX_RESULT_WINDOW;
      if (query.page * query.perPage > window)
        throw badRequest({ code: 'catalog.page_too_deep', params: { max: window } });
      return sendCached(
        reply,
        cacheKey('products', query),
        summaryPageJson,
        async () => {
          const result = await catalog.listProducts(query);
          return {
            data: result.items,
            ...withinResultWindow(
              pageOf({
                path: '/api/products',
                query,
                page: query.page,
                perPage: query.perPage,
                total: result.total,
                totalIsEstimate: result.totalIsEstimate,
                hasNext: result.hasNext,
              }),
              query.perPage,
              window,
            ),
          };
        },
        'resource.not_found',
        true,
      );
    },
  );

  r.get(
    '/products/deals-of-the-day',
    {
      ...cachedByUrl,
      schema: {
        operationId: 'listDeals',
        tags: ['catalog'],
        summary: 'Products whose promotion is active now, ending soonest first',
        description:
          'The deals of the day: products with a promotion running now, the one ending soonest first, paged; anyone may call it. Answers 400 for an invalid page or perPage.',
        querystring: productPageQuery,
        response: { 200: listOf(productSummarySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, perPage } = request.query;
      return sendCached(reply, cacheKey('deals', request.query), summaryPageJson, async () => {
        const result = await catalog.listDeals(page, perPage);
        return {
          data: result.items,
          ...pageOf({
            path: '/api/products/deals-of-the-day',
            query: request.query,
            page,
            perPage,
            total: result.total,
            totalIsEstimate: result.totalIsEstimate,
            hasNext: result.hasNext,
          }),
        };
      });
    },
  );

  r.get(
    '/products/:id',
    {
      onRequest: fromCache(true),
      schema: {
        operationId: 'getProduct',
        tags: ['catalog'],
        summary: 'One product with variants, delivery conditions, promotion and store',
        description:
          "A product's page; anyone may call it. For a signed-in shopper isWishlisted and store.isFollowed say whether they keep it and follow its store (both false when anonymous). Answers 404 (product.not_found) for an unknown id.",
        params: productIdParams,
        // Anonymous or signed in: the session only adds the shopper's flags.
        security: [{}, { session: [] }],
        response: { 200: itemOf(productSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = await optionalUserId(request, reply);
      const withFlags = (product: CatalogProduct, flags: { isWishlisted: boolean; isFollowed: boolean }) => ({
        data: {
          ...product,
          isWishlisted: flags.isWishlisted,
          store: { ...product.store, isFollowed: flags.isFollowed },
        },
      });
      // Anonymous visitors all see the same page: cached. A shopper's flags are read every time.
      if (!userId || !viewerFlags) {
        return sendCached(
          reply,
          `product:${id}`,
          checkedJson(itemOf(productSchema)),
          async () => {
            const product = await catalog.getProduct(id);
            return product && withFlags(product, { isWishlisted: false, isFollowed: false });
          },
          'product.not_found',
        );
      }
      const product = await catalog.getProduct(id);
      if (!product) throw notFound('product.not_found');
      return withFlags(product, await viewerFlags(userId, product.id, product.store.id));
    },
  );

  r.get(
    '/products/:id/reviews',
    {
      ...cachedByUrl,
      schema: {
        operationId: 'listProductReviews',
        tags: ['catalog'],
        summary: "A product's reviews, newest first, with its star distribution",
        description:
          "A page of a product's reviews, newest first, with its average rating and how many reviews gave each number of stars; anyone may call it. Answers 404 (product.not_found) for an unknown product.",
        params: productIdParams,
        querystring: productReviewsQuery,
        response: { 200: productReviewsPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, perPage } = request.query;
      const { id } = request.params;
      return sendCached(
        reply,
        cacheKey(`reviews:${id}`, request.query),
        checkedJson(productReviewsPageSchema),
        async () => {
          const result = await catalog.listReviews(id, page, perPage);
          if (!result) return null;
          return {
            data: result.items,
            summary: result.summary,
            ...pageOf({
              path: `/api/products/${id}/reviews`,
              query: request.query,
              page,
              perPage,
              total: result.total,
              totalIsEstimate: false,
              hasNext: result.hasNext,
            }),
          };
        },
        'product.not_found',
      );
    },
  );

  r.get(
    '/images/products/:file',
    {
      schema: {
        operationId: 'getProductImage',
        tags: ['catalog'],
        summary: 'Generated product picture (SVG)',
        description:
          "One of a product's three pictures as an SVG image, cacheable for a year; anyone may call it. Answers 400 (image.unknown) for a file name that is not a product picture's, 404 (image.not_found) for an unknown product.",
        params: productImageParams,
        response: {
          200: {
            description: 'The picture',
            content: { 'image/svg+xml': { schema: z.string().describe('An SVG document') } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const [idPart = '', indexPart = '0'] = request.params.file.replace('.svg', '').split('-');
      // The file name's pattern allows a product id of 0, which no product has.
      const parsed = imageParams.safeParse({ id: idPart, index: indexPart });
      if (!parsed.success) throw notFound('image.not_found');
      const { id, index } = parsed.data;
      const source = await catalog.imageSource(id);
      if (!source) throw notFound('image.not_found');
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(svgForProduct({ icon: source.icon, hue: (source.hue + index * 40) % 360, name: source.name }));
    },
  );

  r.get(
    '/categories',
    {
      ...cachedByUrl,
      schema: {
        operationId: 'listCategories',
        tags: ['catalog'],
        summary: 'The three-level category tree',
        description:
          'Every category, main → sub → leaf, in display order and both languages; anyone may call it (cacheable for five minutes).',
        response: { 200: categoryTreeSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return sendCached(reply, 'categories', checkedJson(categoryTreeSchema), async () => ({
        data: await catalog.categoryTree(),
      }));
    },
  );

  r.get(
    '/promotions',
    {
      ...cachedByUrl,
      schema: {
        operationId: 'listPromotions',
        tags: ['catalog'],
        summary: 'Promotions, e.g. the active ones by end date',
        description:
          'All promotions, or with isActive=true only those running now, ordered by end or start date; anyone may call it. Answers 400 for an unknown orderBy (catalog.promotion_order_invalid) or isActive value.',
        querystring: promotionsQuery,
        response: { 200: promotionListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { orderBy, isActive } = request.query;
      return sendCached(
        reply,
        cacheKey('promotions', request.query),
        checkedJson(promotionListSchema),
        async () => ({
          data: await catalog.listPromotions({
            orderBy,
            isActive: isActive === undefined ? undefined : isActive === 'true',
          }),
        }),
      );
    },
  );
}
