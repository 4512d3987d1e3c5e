import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf, localizedSchema } from '../../lib/schemas';
import { readPhotoForm, type PhotoForm } from '../after-sales/photos';
import { parseFields } from '../content/form-fields';
import type { ReviewsService } from './service';

const pendingSchema = z.object({
  orderLineId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  productId: z.number().int(),
  name: localizedSchema,
  imageUrl: z.string(),
  attributes: z.record(z.string(), z.string()),
  deliveredAt: z.string(),
});

const myReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  orderLineId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  name: localizedSchema,
  imageUrl: z.string(),
  attributes: z.record(z.string(), z.string()),
  rating: z.number().int(),
  body: z.string(),
  photos: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const pageQuery = z.object({
  page: z.coerce
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .default(1),
  perPage: z.coerce
    .number(code('number.not_a_number'))
    .int()
    .min(1, code('number.below_min'))
    .max(50, code('number.above_max'))
    .default(10),
});

const rating = z.coerce
  .number(code('review.rating_range'))
  .int(code('review.rating_range'))
  .min(1, code('review.rating_range'))
  .max(5, code('review.rating_range'));
const body = z
  .string(code('review.comment_required'))
  .trim()
  .min(10, code('review.comment_too_short'))
  .max(2000, code('review.comment_too_long'));

const createFields = z.object({
  orderLineId: z.coerce.number(code('number.not_a_number')).int().positive(code('number.not_a_number')),
  rating,
  body,
});
const updateFields = z.object({
  rating,
  body,
  /** URLs of the current photos to keep (JSON list in multipart); all of them when absent. */
  keepPhotos: z.union([z.array(z.string()), z.string().transform((text) => parseList(text))]).optional(),
});

/** A JSON list of strings sent as one multipart field; anything else keeps nothing. */
function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A review form as multipart (with photos) or JSON (text only). */
async function readReviewForm(
  request: FastifyRequest,
): Promise<{ fields: unknown; photos: PhotoForm['photos'] }> {
  if (request.isMultipart()) return readPhotoForm(request);
  return { fields: request.body ?? {}, photos: [] };
}

export async function reviewsRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reviews/pending',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Delivered items waiting for the shopper’s review',
        querystring: pageQuery,
        response: { 200: listOf(pendingSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { items, total } = await reviews.pending(request.auth!.userId, page, perPage);
      return {
        data: items,
        ...pageOf({
          path: '/api/reviews/pending',
          query: { perPage },
          page,
          perPage,
          total,
          totalIsEstimate: false,
          hasNext: page * perPage < total,
        }),
      };
    },
  );

  r.get(
    '/reviews/mine',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Reviews the shopper has written, latest first',
        querystring: pageQuery,
        response: { 200: listOf(myReviewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { items, total } = await reviews.mine(request.auth!.userId, page, perPage);
      return {
        data: items,
        ...pageOf({
          path: '/api/reviews/mine',
          query: { perPage },
          page,
          perPage,
          total,
          totalIsEstimate: false,
          hasNext: page * perPage < total,
        }),
      };
    },
  );

  r.post(
    '/reviews',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Review a delivered order line (JSON, or multipart with up to 3 photos)',
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          201: itemOf(myReviewSchema),
          ...errorResponses,
          413: errorResponses[400],
          415: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const form = await readReviewForm(request);
      const input = parseFields(createFields, form.fields);
      return reply.status(201).send({ data: await reviews.create(request.auth!.userId, input, form.photos) });
    },
  );

  r.put(
    '/reviews/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Edit the shopper’s own review',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParam,
        response: {
          200: itemOf(myReviewSchema),
          ...errorResponses,
          413: errorResponses[400],
          415: errorResponses[400],
        },
      },
    },
    async (request) => {
      const form = await readReviewForm(request);
      const input = parseFields(updateFields, form.fields);
      return { data: await reviews.update(request.auth!.userId, request.params.id, input, form.photos) };
    },
  );

  r.get(
    '/review-photos/:name',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A review photo (public: reviews show on product pages)',
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const photo = await reviews.photo(request.params.name);
      if (!photo) throw notFound('photo.not_found');
      return reply
        .type(photo.type)
        .header('Cache-Control', 'public, max-age=604800, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(photo.bytes);
    },
  );
}
