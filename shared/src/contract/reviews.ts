import { z } from 'zod';
import { MAX_REVIEW_BODY_LENGTH } from '../rules/form-limits';
import { MAX_PHOTOS } from './after-sales';
import { localizedSchema, MAX_ROW_ID } from './common';
import { code } from './error-codes';
import { named } from './registry';

/** Where review photos are served from (public: reviews show on product pages). */
export const REVIEW_PHOTO_PATH = '/api/review-photos/';
/** The longest review text. */
export { MAX_REVIEW_BODY_LENGTH } from '../rules/form-limits';
/** The longest photo URL a review edit may name in `keepPhotos`. */
export const MAX_REVIEW_PHOTO_URL_LENGTH = 200;

const attributesSchema = z
  .record(z.string(), z.string())
  .describe('The chosen options of the bought variant, e.g. { "Color": "Red", "Size": "M" }');

/** A delivered order line the shopper has not reviewed yet. */
export const pendingReviewSchema = named(
  'PendingReview',
  z.object({
    orderLineId: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    productId: z.number().int(),
    name: localizedSchema,
    imageUrl: z.string(),
    attributes: attributesSchema,
    deliveredAt: z.string().describe('ISO 8601 date-time'),
  }),
);
export type PendingReview = z.output<typeof pendingReviewSchema>;

/** A review the shopper wrote, with the product it is about. */
export const myReviewSchema = named(
  'MyReview',
  z.object({
    id: z.number().int(),
    productId: z.number().int(),
    orderLineId: z
      .number()
      .int()
      .nullable()
      .describe('The reviewed order line; null when the review is not tied to an order line'),
    orderNumber: z.string().nullable(),
    name: localizedSchema,
    imageUrl: z.string(),
    attributes: attributesSchema,
    rating: z.number().int().describe('Stars, 1 to 5'),
    body: z.string(),
    photos: z.array(z.string()).describe('Public photo URLs (/api/review-photos/{name})'),
    createdAt: z.string().describe('ISO 8601 date-time'),
    updatedAt: z.string().describe('ISO 8601 date-time'),
  }),
);
export type MyReview = z.output<typeof myReviewSchema>;

/** `?page&perPage` of the pending and written review lists. */
export const reviewsPageQuery = z.object({
  page: z.coerce
    .number<number>(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .min(1, code('number.below_min'))
    .max(10_000, code('number.above_max'))
    .default(1),
  perPage: z.coerce
    .number<number>(code('number.not_a_number'))
    .int()
    .min(1, code('number.below_min'))
    .max(50, code('number.above_max'))
    .default(10),
});
export type ReviewsPageQuery = z.input<typeof reviewsPageQuery>;

/** `/review-photos/{name}`. */
export const reviewPhotoParams = z.object({
  name: z.string().max(80).describe("The photo's stored file name"),
});

const rating = z.coerce
  .number<number>(code('review.rating_range'))
  .int(code('review.rating_range'))
  .min(1, code('review.rating_range'))
  .max(5, code('review.rating_range'))
  .describe('Stars, 1 to 5 (a number, or its text in a multipart form)');
const body = z
  .string(code('review.comment_required'))
  .trim()
  .min(10, code('review.comment_too_short'))
  .max(MAX_REVIEW_BODY_LENGTH, code('review.comment_too_long'))
  .describe('The review text, 10 to 2000 characters (trimmed)');

/** The fields of a new review (JSON, or multipart/form-data with up to 3 files in `photos`). */
export const createReviewFields = named(
  'CreateReviewFields',
  z.object({
    orderLineId: z.coerce
      .number<number>(code('number.not_a_number'))
      .int()
      .positive(code('number.not_a_number'))
      .max(MAX_ROW_ID, code('number.above_max'))
      .describe('The delivered order line being reviewed'),
    rating,
    body,
  }),
);
/** What the front end's new-review form sends. */
export type CreateReviewFields = z.input<typeof createReviewFields>;
export type CreateReviewInput = z.output<typeof createReviewFields>;

const keptPhotos = z
  .array(z.string().max(MAX_REVIEW_PHOTO_URL_LENGTH))
  .max(MAX_PHOTOS)
  .describe("URLs of the review's current photos to keep; all of them when absent");

/** A JSON list of strings sent as one multipart field; anything else keeps nothing. */
function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The fields of a review edit (JSON, or multipart/form-data with new files in `photos`). */
export const updateReviewFields = named(
  'UpdateReviewFields',
  z.object({
    rating,
    body,
    /** URLs of the current photos to keep (JSON list in multipart); all of them when absent. */
    keepPhotos: z
      .union([
        keptPhotos,
        z
          .string()
          .max(2000)
          .describe('The same list as JSON text (multipart)')
          .transform((text) => parseList(text))
          .pipe(keptPhotos),
      ])
      .optional(),
  }),
);
/** What the front end's review-edit form sends. */
export type UpdateReviewFields = z.input<typeof updateReviewFields>;
export type UpdateReviewInput = z.output<typeof updateReviewFields>;
