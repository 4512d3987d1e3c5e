import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { invalidInput, notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf, localizedSchema } from '../../lib/schemas';
import { readPhotoForm, type PhotoForm } from '../after-sales/photos';
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
  page: z.coerce.number({ message: 'page must be a number' }).int({ message: 'page must be a whole number' }).min(1, { message: 'page must be at least 1' }).default(1),
  perPage: z.coerce.number({ message: 'perPage must be a number' }).int().min(1, { message: 'perPage must be at least 1' }).max(50, { message: 'perPage is at most 50' }).default(10),
});

const rating = z.coerce
  .number({ message: 'Choose from 1 to 5 stars.' })
  .int({ message: 'Choose from 1 to 5 stars.' })
  .min(1, { message: 'Choose from 1 to 5 stars.' })
  .max(5, { message: 'Choose from 1 to 5 stars.' });
const body = z
  .string({ message: 'Write a few words about the item.' })
  .trim()
  .min(10, { message: 'Write at least 10 characters.' })
  .max(2000, { message: 'Keep your review under 2000 characters.' });

const createFields = z.object({
  orderLineId: z.coerce.number({ message: 'orderLineId must be a number' }).int().positive({ message: 'orderLineId must be a number' }),
  rating,
  body,
});
const updateFields = z.object({
  rating,
  body,
  /** URLs of the current photos to keep (JSON list in multipart); all of them when absent. */
  keepPhotos: z
    .union([z.array(z.string()), z.string().transform((text) => parseList(text))])
    .optional(),
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

function parseFields<T extends z.ZodType>(schema: T, fields: unknown): z.infer<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.') || 'body'] ??= issue.message;
  throw invalidInput(messages);
}

/** A review form as multipart (with photos) or JSON (text only). */
async function readReviewForm(request: FastifyRequest): Promise<{ fields: unknown; photos: PhotoForm['photos'] }> {
  if (request.isMultipart()) return readPhotoForm(request);
  return { fields: request.body ?? {}, photos: [] };
}

export async function reviewsRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/reviews/pending', {
    preHandler: app.requireUser,
    schema: { tags: ['reviews'], summary: 'Delivered items waiting for the shopper’s review', querystring: pageQuery, response: { 200: listOf(pendingSchema), ...errorResponses } },
  }, async (request) => {
    const { page, perPage } = request.query;
    const { items, total } = await reviews.pending(request.auth!.userId, page, perPage);
    return { data: items, ...pageOf({ path: '/api/reviews/pending', query: { perPage }, page, perPage, total, totalIsEstimate: false, hasNext: page * perPage < total }) };
  });

  r.get('/reviews/mine', {
    preHandler: app.requireUser,
    schema: { tags: ['reviews'], summary: 'Reviews the shopper has written, latest first', querystring: pageQuery, response: { 200: listOf(myReviewSchema), ...errorResponses } },
  }, async (request) => {
    const { page, perPage } = request.query;
    const { items, total } = await reviews.mine(request.auth!.userId, page, perPage);
    return { data: items, ...pageOf({ path: '/api/reviews/mine', query: { perPage }, page, perPage, total, totalIsEstimate: false, hasNext: page * perPage < total }) };
  });

  r.post('/reviews', {
    preHandler: app.requireUser,
    schema: {
      tags: ['reviews'],
      summary: 'Review a delivered order line (JSON, or multipart with up to 3 photos)',
      consumes: ['application/json', 'multipart/form-data'],
      response: { 201: itemOf(myReviewSchema), ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] },
    },
  }, async (request, reply) => {
    const form = await readReviewForm(request);
    const input = parseFields(createFields, form.fields);
    return reply.status(201).send({ data: await reviews.create(request.auth!.userId, input, form.photos) });
  });

  r.put('/reviews/:id', {
    preHandler: app.requireUser,
    schema: {
      tags: ['reviews'],
      summary: 'Edit the shopper’s own review',
      consumes: ['application/json', 'multipart/form-data'],
      params: idParam,
      response: { 200: itemOf(myReviewSchema), ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] },
    },
  }, async (request) => {
    const form = await readReviewForm(request);
    const input = parseFields(updateFields, form.fields);
    return { data: await reviews.update(request.auth!.userId, request.params.id, input, form.photos) };
  });

  r.get('/review-photos/:name', {
    schema: { tags: ['reviews'], summary: 'A review photo (public: reviews show on product pages)', params: z.object({ name: z.string().max(100) }) },
  }, async (request, reply) => {
    const photo = await reviews.photo(request.params.name);
    if (!photo) throw notFound('Photo not found.');
    return reply
      .type(photo.type)
      .header('Cache-Control', 'public, max-age=604800, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(photo.bytes);
  });
}
