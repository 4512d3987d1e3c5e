import { z } from 'zod';
import { errorSchema, MAX_ROW_ID } from './common';
import { code } from './error-codes';
import { named } from './registry';
import { MAX_PRODUCT_PHOTOS } from '../rules/product-photos';

/**
 * Stored files and product photos. Every uploaded file (product photos in their sizes, review and
 * return photos, seller documents, CVs, ticket attachments) is stored by key, where every API
 * replica reads it: in PostgreSQL by default, in an S3-compatible bucket when configured. Keys
 * under `public/` are served to anyone at `GET /api/files/<key>` with immutable cache headers
 * (a key is random and never reused); every other key is private to the route that owns it.
 *
 * Product photos (`/api/backoffice/products/{id}/photos…`, staff: owner and catalog_manager) are
 * resized once on upload into `PRODUCT_PHOTO_WIDTHS` (never upscaled), each in AVIF and WebP.
 */

/** Where public files are served: `${FILES_PATH}<key>`, e.g. `/api/files/public/products/7/ab12-640.webp`. */
export const FILES_PATH = '/api/files/';

/** The widths a product photo is resized to, in pixels (a smaller original stops at its own width). */
export const PRODUCT_PHOTO_WIDTHS = [160, 320, 640, 1280] as const;
/** The width of the rendition `src` / `imageUrl` point to (WebP), when the photo is that wide. */
export const PRODUCT_PHOTO_FALLBACK_WIDTH = 640;
/** The formats each width is stored in, best first (the order of `<source>` elements). */
export const PRODUCT_PHOTO_FORMATS = ['image/avif', 'image/webp'] as const;
export type ProductPhotoFormat = (typeof PRODUCT_PHOTO_FORMATS)[number];
// The upload limits (types, bytes, photos per product) are zod-free rules the forms check too.
export {
  PRODUCT_PHOTO_UPLOAD_TYPES,
  MAX_PRODUCT_PHOTO_BYTES,
  MAX_PRODUCT_PHOTOS,
} from '../rules/product-photos';
/** The most pixels an uploaded photo may have once decoded (40 megapixels). */
export const MAX_PRODUCT_PHOTO_MEGAPIXELS = 40;

/** The longest file key. */
export const MAX_FILE_KEY_LENGTH = 300;

/** `GET /api/files/*`: the key after `/api/files/`. Not a component (a path parameter). */
export const fileKeyParams = z.object({
  '*': z
    .string()
    .max(MAX_FILE_KEY_LENGTH)
    .describe(
      'The file key, e.g. public/products/7/3f9a0c1d2e4b5a690b1c2d3e-640.webp; only keys under public/ are served',
    ),
});

/** `/api/backoffice/products/{id}/photos/{photoId}`. */
export const productPhotoParams = z.object({
  id: z.coerce
    .number<number>(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .positive(code('number.not_positive'))
    .max(MAX_ROW_ID, code('number.above_max'))
    .describe('The product'),
  photoId: z.coerce
    .number<number>(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .positive(code('number.not_positive'))
    .max(MAX_ROW_ID, code('number.above_max'))
    .describe('The photo'),
});

export const imageSourceSchema = named(
  'ImageSource',
  z.object({
    type: z.enum(PRODUCT_PHOTO_FORMATS).describe("The <source> element's type"),
    srcset: z
      .string()
      .describe(
        'Width descriptors, smallest first, e.g. "/api/files/public/…-160.avif 160w, …-320.avif 320w"',
      ),
  }),
);
export type ImageSource = z.output<typeof imageSourceSchema>;

/**
 * A photo ready for `<picture>`: one `<source type srcset sizes>` per entry of `sources` (AVIF,
 * then WebP), and `<img src width height>` with `src` (a WebP about 640 pixels wide) for browsers
 * that take neither. `width` and `height` are those of `src`: set them on the `<img>` so the page
 * keeps the photo's place before it loads.
 */
export const responsiveImageSchema = named(
  'ResponsiveImage',
  z.object({
    src: z.string().describe('The WebP rendition nearest 640 pixels wide (the <img> src)'),
    width: z.number().int().describe('Width of src in pixels'),
    height: z.number().int().describe('Height of src in pixels'),
    sources: z.array(imageSourceSchema).describe('AVIF then WebP, each with every stored width'),
  }),
);
export type ResponsiveImage = z.output<typeof responsiveImageSchema>;

/** One photo of a product, in its place (0 is the first photo, the product's main picture). */
export const productPhotoSchema = named(
  'ProductPhoto',
  responsiveImageSchema.extend({
    id: z.number().int(),
    position: z.number().int().describe('0 for the first photo (the main picture), then 1, 2…'),
    originalWidth: z.number().int().describe('Width of the photo as uploaded (upright), in pixels'),
    originalHeight: z.number().int().describe('Height of the photo as uploaded (upright), in pixels'),
  }),
);
export type ProductPhoto = z.output<typeof productPhotoSchema>;

/** A product's photos in order, with the product's version after the change. */
export const productPhotoListSchema = named(
  'ProductPhotoList',
  z.object({
    productId: z.number().int(),
    version: z
      .number()
      .int()
      .describe("The product's version now: every photo change bumps it, so save product edits with it"),
    photos: z.array(productPhotoSchema).describe('In order, the first one is the main picture'),
  }),
);
export type ProductPhotoList = z.output<typeof productPhotoListSchema>;

/** `POST /api/backoffice/products/{id}/photos` (201): the new photo and the product's photos now. */
export const productPhotoUploadSchema = named(
  'ProductPhotoUpload',
  productPhotoListSchema.extend({
    photo: productPhotoSchema.describe('The photo just added (last in place)'),
  }),
);
export type ProductPhotoUpload = z.output<typeof productPhotoUploadSchema>;

/** The multipart fields of an upload: none besides the file (documented as the form's fields). */
export const productPhotoUploadFields = z.object({});

/** `PUT /api/backoffice/products/{id}/photos/order`: every photo of the product, once, in the new order. */
export const productPhotoOrderBody = named(
  'ProductPhotoOrder',
  z.object({
    photoIds: z
      .array(
        z
          .number(code('number.not_a_number'))
          .int(code('number.not_whole'))
          .positive(code('number.not_positive'))
          .max(MAX_ROW_ID, code('number.above_max')),
      )
      .min(1, code('product_photo.order_mismatch'))
      .max(MAX_PRODUCT_PHOTOS, code('product_photo.order_mismatch'))
      .describe('Every photo id of the product, each once, first one becomes the main picture'),
  }),
);
export type ProductPhotoOrderInput = z.input<typeof productPhotoOrderBody>;

/** 409 of a reorder: with `current`, the product's photos as they are now (changed meanwhile). */
export const productPhotoConflictSchema = named(
  'ProductPhotoConflictError',
  errorSchema.extend({
    current: productPhotoListSchema
      .optional()
      .describe("On product_photo.order_mismatch: the product's photos as they are now"),
  }),
);
export type ProductPhotoConflictErrorBody = z.output<typeof productPhotoConflictSchema>;
