import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  createReviewFields,
  myReviewSchema,
  pendingReviewSchema,
  reviewPhotoParams,
  reviewsPageQuery,
  updateReviewFields,
} from '@storefront/shared/contract/reviews';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  photoAnswer,
  readPhotoForm,
  type PhotoForm,
} from '../after-sales/photos';
import { parseFields } from '../content/form-fields';
import type { ReviewsService } from './service';

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
        operationId: 'listPendingReviews',
        summary: 'Delivered items waiting for the shopper’s review',
        description:
          "A page of the signed-in shopper's delivered order lines that have no review yet, newest delivery first. Answers 401 without a session.",
        tags: ['reviews'],
        querystring: reviewsPageQuery,
        response: { 200: listOf(pendingReviewSchema), ...errorResponses },
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
        }),
      };
    },
  );

  r.get(
    '/reviews/mine',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listMyReviews',
        summary: 'Reviews the shopper has written, latest first',
        description:
          "A page of the signed-in shopper's own reviews, most recently written or edited first, with the product's name and picture. Answers 401 without a session.",
        tags: ['reviews'],
        querystring: reviewsPageQuery,
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
        }),
      };
    },
  );

  r.post(
    '/reviews',
    {
      config: {
        form: {
          fields: createReviewFields,
          files: {
            photos: {
              maxItems: MAX_PHOTOS,
              maxBytes: MAX_PHOTO_BYTES,
              description: 'JPEG, PNG or WebP photos',
            },
          },
        },
      },
      preHandler: app.requireUser,
      schema: {
        operationId: 'createReview',
        summary: 'Review a delivered order line (JSON, or multipart with up to 3 photos)',
        description:
          "The signed-in shopper reviews one line of their own delivered order with orderLineId, rating (1 to 5) and body (10 to 2000 characters), as JSON or as multipart/form-data fields with up to 3 JPEG, PNG or WebP files of 5 MB in photos; the product's rating is recomputed. Answers 404 for someone else's or a missing order line, 409 when the order is not delivered or the line is already reviewed, 413 for a photo too large, 415 for a file that is not such an image.",
        tags: ['reviews'],
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
      const input = parseFields(createReviewFields, form.fields);
      return reply.status(201).send({ data: await reviews.create(request.auth!.userId, input, form.photos) });
    },
  );

  r.put(
    '/reviews/:id',
    {
      config: {
        form: {
          fields: updateReviewFields,
          files: {
            photos: {
              maxItems: MAX_PHOTOS,
              maxBytes: MAX_PHOTO_BYTES,
              description: 'JPEG, PNG or WebP photos',
            },
          },
        },
      },
      preHandler: app.requireUser,
      schema: {
        operationId: 'updateReview',
        summary: 'Edit the shopper’s own review',
        description:
          "The signed-in shopper changes the rating (1 to 5) and body (10 to 2000 characters) of their own review, as JSON or multipart/form-data, keeping the photos whose URLs keepPhotos lists (a JSON list in multipart; all when absent) and adding the files sent in photos, 3 at most in all. Answers 404 for someone else's or a missing review, 400 (review.photos_limit) when kept plus new photos exceed 3.",
        tags: ['reviews'],
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
      const input = parseFields(updateReviewFields, form.fields);
      return { data: await reviews.update(request.auth!.userId, request.params.id, input, form.photos) };
    },
  );

  r.get(
    '/review-photos/:name',
    {
      schema: {
        operationId: 'getReviewPhoto',
        summary: 'A review photo (public: reviews show on product pages)',
        description:
          'The image bytes (JPEG, PNG or WebP) of a review photo, for anyone: reviews show on product pages. A name the store did not make answers 404 (photo.not_found).',
        tags: ['reviews'],
        params: reviewPhotoParams,
        response: { 200: photoAnswer, ...errorResponses },
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
