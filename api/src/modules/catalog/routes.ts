import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { ACCESS_COOKIE } from '../../plugins/auth';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import { svgForProduct } from './seed/generate-products';
import { categorySchema, pageQuery, productIdParams, productListQuery, productSchema, productSummarySchema, promotionSchema, promotionsQuery, reviewSchema, reviewSummarySchema } from './schemas';
import type { CatalogService } from './service';

const imageParams = z.object({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0).max(2).default(0),
});

/** What the product page shows a signed-in shopper (the wishlist module answers it). */
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

export type ViewerFlags = (userId: number, productId: number, storeId: number) => Promise<{ isWishlisted: boolean; isFollowed: boolean }>;

export async function catalogRoutes(app: FastifyInstance, { catalog, viewerFlags }: { catalog: CatalogService; viewerFlags?: ViewerFlags }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/products', {
    schema: { tags: ['catalog'], summary: 'Search, filter, sort and page through products', querystring: productListQuery, response: { 200: listOf(productSummarySchema), ...errorResponses } },
  }, async (request) => {
    const query = request.query;
    const result = await catalog.listProducts(query);
    return {
      data: result.items,
      ...pageOf({ path: '/api/products', query, page: query.page, perPage: query.perPage, total: result.total, totalIsEstimate: result.totalIsEstimate, hasNext: result.hasNext }),
    };
  });

  r.get('/products/deals-of-the-day', {
    schema: {
      tags: ['catalog'],
      summary: 'Products whose promotion is active now, ending soonest first',
      querystring: pageQuery(60, 24),
      response: { 200: listOf(productSummarySchema), ...errorResponses },
    },
  }, async (request) => {
    const { page, perPage } = request.query;
    const result = await catalog.listDeals(page, perPage);
    return { data: result.items, ...pageOf({ path: '/api/products/deals-of-the-day', query: request.query, page, perPage, total: result.total, totalIsEstimate: false, hasNext: result.hasNext }) };
  });

  r.get('/products/:id', {
    schema: { tags: ['catalog'], summary: 'One product with variants, delivery conditions, promotion and store', params: productIdParams, response: { 200: itemOf(productSchema), ...errorResponses } },
  }, async (request, reply) => {
    const product = await catalog.getProduct(request.params.id);
    if (!product) throw notFound('This product does not exist or is no longer sold.');
    const userId = await optionalUserId(request, reply);
    const flags = userId && viewerFlags ? await viewerFlags(userId, product.id, product.store.id) : { isWishlisted: false, isFollowed: false };
    return { data: { ...product, isWishlisted: flags.isWishlisted, store: { ...product.store, isFollowed: flags.isFollowed } } };
  });

  r.get('/products/:id/reviews', {
    schema: {
      tags: ['catalog'],
      summary: "A product's reviews, newest first, with its star distribution",
      params: productIdParams,
      querystring: pageQuery(50, 10),
      response: { 200: listOf(reviewSchema).extend({ summary: reviewSummarySchema }), ...errorResponses },
    },
  }, async (request) => {
    const { page, perPage } = request.query;
    const result = await catalog.listReviews(request.params.id, page, perPage);
    if (!result) throw notFound('This product does not exist or is no longer sold.');
    return {
      data: result.items,
      summary: result.summary,
      ...pageOf({ path: `/api/products/${request.params.id}/reviews`, query: request.query, page, perPage, total: result.total, totalIsEstimate: false, hasNext: result.hasNext }),
    };
  });

  r.get('/images/products/:file', {
    schema: { tags: ['catalog'], summary: 'Generated product picture (SVG)', params: z.object({ file: z.string().regex(/^\d+(-[0-2])?\.svg$/, { message: 'Unknown image' }) }) },
  }, async (request, reply) => {
    const [idPart = '', indexPart = '0'] = request.params.file.replace('.svg', '').split('-');
    const { id, index } = imageParams.parse({ id: idPart, index: indexPart });
    const source = await catalog.imageSource(id);
    if (!source) throw notFound('No such image.');
    return reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(svgForProduct({ icon: source.icon, hue: (source.hue + index * 40) % 360, name: source.name }));
  });

  r.get('/categories', {
    schema: { tags: ['catalog'], summary: 'The three-level category tree', response: { 200: z.object({ data: z.array(categorySchema) }) } },
  }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { data: await catalog.categoryTree() };
  });

  r.get('/promotions', {
    schema: { tags: ['catalog'], summary: 'Promotions, e.g. the active ones by end date', querystring: promotionsQuery, response: { 200: z.object({ data: z.array(promotionSchema) }), ...errorResponses } },
  }, async (request) => {
    const { orderBy, isActive } = request.query;
    return { data: await catalog.listPromotions({ orderBy, isActive: isActive === undefined ? undefined : isActive === 'true' }) };
  });
}
