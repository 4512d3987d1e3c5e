import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Problem } from '../../lib/errors/codes';
import { code } from '../../lib/errors/zod-issues';
import { notFound } from '../../lib/http-errors';
import { ACCESS_COOKIE } from '../../plugins/auth';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import { svgForProduct } from './seed/generate-products';
import {
  categorySchema,
  pageQuery,
  productIdParams,
  productListQuery,
  productSchema,
  productSummarySchema,
  promotionSchema,
  promotionsQuery,
  reviewSchema,
  reviewSummarySchema,
} from './schemas';
import type { Product } from '@storefront/shared/domain';
import type { CatalogService } from './service';

const imageParams = z.object({
  id: z.coerce.number().int().positive().max(2147483647),
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

/** A cache key for parsed parameters: the same request spelled differently shares one entry. */
function cacheKey(route: string, values: Record<string, unknown>): string {
  return `${route}?${Object.keys(values)
    .sort()
    .filter((key) => values[key] !== undefined)
    .map((key) => `${key}=${String(values[key])}`)
    .join('&')}`;
}

export async function catalogRoutes(
  app: FastifyInstance,
  { catalog, viewerFlags }: { catalog: CatalogService; viewerFlags?: ViewerFlags },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Answers from the short-lived cache of serialized JSON (validated against the response schema
   * once, on the miss). `build` returning null means 404, which is cached too.
   */
  async function sendCached(
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    build: () => Promise<unknown>,
    missing: Problem = 'resource.not_found',
  ) {
    const rawKey = `url:${reply.request.url}`;
    const json = await catalog.responses.get(key, async () => {
      const body = await build();
      // Kept as bytes: each hit is written out without serializing or encoding again.
      return body === null ? null : Buffer.from(JSON.stringify(schema.parse(body)));
    });
    if (json === null) throw notFound(missing);
    // Also under the URL as sent, so the next identical request skips parsing (see fromCache).
    catalog.responses.set(rawKey, json);
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
        tags: ['catalog'],
        summary: 'Search, filter, sort and page through products',
        querystring: productListQuery,
        response: { 200: listOf(productSummarySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return sendCached(reply, cacheKey('products', query), listOf(productSummarySchema), async () => {
        const result = await catalog.listProducts(query);
        return {
          data: result.items,
          ...pageOf({
            path: '/api/products',
            query,
            page: query.page,
            perPage: query.perPage,
            total: result.total,
            totalIsEstimate: result.totalIsEstimate,
            hasNext: result.hasNext,
          }),
        };
      });
    },
  );

  r.get(
    '/products/deals-of-the-day',
    {
      ...cachedByUrl,
      schema: {
        tags: ['catalog'],
        summary: 'Products whose promotion is active now, ending soonest first',
        querystring: pageQuery(60, 24),
        response: { 200: listOf(productSummarySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, perPage } = request.query;
      return sendCached(reply, cacheKey('deals', request.query), listOf(productSummarySchema), async () => {
        const result = await catalog.listDeals(page, perPage);
        return {
          data: result.items,
          ...pageOf({
            path: '/api/products/deals-of-the-day',
            query: request.query,
            page,
            perPage,
            total: result.total,
            totalIsEstimate: false,
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
        tags: ['catalog'],
        summary: 'One product with variants, delivery conditions, promotion and store',
        params: productIdParams,
        response: { 200: itemOf(productSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = await optionalUserId(request, reply);
      const withFlags = (product: Product, flags: { isWishlisted: boolean; isFollowed: boolean }) => ({
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
          itemOf(productSchema),
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
        tags: ['catalog'],
        summary: "A product's reviews, newest first, with its star distribution",
        params: productIdParams,
        querystring: pageQuery(50, 10),
        response: { 200: listOf(reviewSchema).extend({ summary: reviewSummarySchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, perPage } = request.query;
      const { id } = request.params;
      return sendCached(
        reply,
        cacheKey(`reviews:${id}`, request.query),
        listOf(reviewSchema).extend({ summary: reviewSummarySchema }),
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
        tags: ['catalog'],
        summary: 'Generated product picture (SVG)',
        params: z.object({ file: z.string().regex(/^\d+(-[0-2])?\.svg$/, code('image.unknown')) }),
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
        tags: ['catalog'],
        summary: 'The three-level category tree',
        response: { 200: z.object({ data: z.array(categorySchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return sendCached(reply, 'categories', z.object({ data: z.array(categorySchema) }), async () => ({
        data: await catalog.categoryTree(),
      }));
    },
  );

  r.get(
    '/promotions',
    {
      ...cachedByUrl,
      schema: {
        tags: ['catalog'],
        summary: 'Promotions, e.g. the active ones by end date',
        querystring: promotionsQuery,
        response: { 200: z.object({ data: z.array(promotionSchema) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { orderBy, isActive } = request.query;
      return sendCached(
        reply,
        cacheKey('promotions', request.query),
        z.object({ data: z.array(promotionSchema) }),
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
