import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import { svgForProduct } from './seed/generate-products';
import { categorySchema, productListQuery, productSchema, productSummarySchema, promotionSchema, promotionsQuery } from './schemas';
import type { CatalogService } from './service';

const imageParams = z.object({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0).max(2).default(0),
});

export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
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
      querystring: z.object({ page: z.coerce.number().int().min(1).default(1), perPage: z.coerce.number().int().min(1).max(60).default(24) }),
      response: { 200: listOf(productSummarySchema), ...errorResponses },
    },
  }, async (request) => {
    const { page, perPage } = request.query;
    const result = await catalog.listDeals(page, perPage);
    return { data: result.items, ...pageOf({ path: '/api/products/deals-of-the-day', query: request.query, page, perPage, total: result.total, totalIsEstimate: false, hasNext: result.hasNext }) };
  });

  r.get('/products/:id', {
    schema: { tags: ['catalog'], summary: 'One product with variants, delivery conditions, promotion and store', params: z.object({ id: z.coerce.number({ message: 'id must be a number' }).int().positive({ message: 'id must be positive' }) }), response: { 200: itemOf(productSchema), ...errorResponses } },
  }, async (request) => {
    const product = await catalog.getProduct(request.params.id);
    if (!product) throw notFound('This product does not exist or is no longer sold.');
    return { data: product };
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
