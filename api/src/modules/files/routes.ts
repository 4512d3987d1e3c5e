import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileKeyParams,
  MAX_PRODUCT_PHOTO_BYTES,
  MAX_PRODUCT_PHOTOS,
  PRODUCT_PHOTO_UPLOAD_TYPES,
  productPhotoConflictSchema,
  productPhotoListSchema,
  productPhotoOrderBody,
  productPhotoParams,
  productPhotoUploadFields,
  productPhotoUploadSchema,
} from '@storefront/shared/contract/files';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { errorResponses, idParam, itemOf } from '../../lib/schemas';
import { sniffType } from '../content/uploads';
import { useMultipart } from '../content/form-fields';
import type { ProductPhotoService } from './photo-service';
import { etagOf, isPublicKey, type FileStore } from './store';

const fileBytes = z.instanceof(Buffer).describe("The file's bytes");

/** `GET /api/files/*`'s 200 answer: the file itself, of the type it was stored with. */
const fileAnswer = {
  description: 'The file, with the content type it was stored with',
  content: Object.fromEntries(
    ['image/avif', 'image/webp', 'image/jpeg', 'image/png'].map((type) => [type, { schema: fileBytes }]),
  ),
};

/** Kept a year and never revalidated: a key's bytes never change (keys are random, never reused). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const MEGABYTES = Math.round(MAX_PRODUCT_PHOTO_BYTES / (1024 * 1024));

/**
 * Reads the one photo of a product photo upload (multipart, file part `file`). Over 10 MB → 413,
 * not JPEG/PNG/WebP by its bytes → 415, none → 400, more than one → 400; each naming `file`.
 */
async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'upload.multipart_required');
  let photo: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_PRODUCT_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1_000 },
    })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (bytes.length > 0) photo = { bytes, fileName: part.filename ?? '' };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const problem = { code: 'product_photo.too_large', params: { megabytes: MEGABYTES } } as const;
      throw new HttpError(413, problem, { file: problem });
    }
    if (code === 'FST_FILES_LIMIT')
      throw badRequest('upload.one_file_only', { file: 'upload.one_file_only' });
    throw error;
  }
  if (!photo) throw badRequest('product_photo.file_required', { file: 'product_photo.file_required' });
  // By its bytes: a PNG named .jpg is a PNG, an HTML page named .jpg is refused.
  const type = sniffType(photo.bytes, photo.fileName);
  if (!type || !(PRODUCT_PHOTO_UPLOAD_TYPES as readonly string[]).includes(type)) {
    throw new HttpError(415, 'product_photo.type_not_accepted', { file: 'product_photo.type_not_accepted' });
  }
  return photo.bytes;
}

/** Public stored files, and the back office's product photos. */
export async function filesRoutes(
  app: FastifyInstance,
  { files, photos }: { files: FileStore; photos: ProductPhotoService },
) {
  await useMultipart(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/files/*',
    {
      schema: {
        operationId: 'getFile',
        tags: ['files'],
        summary: 'A public stored file (product photos in each size, review photos)',
        description:
          'The bytes of a stored file whose key starts with public/, for anyone, e.g. the srcset URLs of product photos. A key never changes its bytes, so the answer may be cached for a year without revalidation (Cache-Control: public, max-age=31536000, immutable), with an ETag (If-None-Match answers 304). Any other key (private files, unknown keys) answers 404 file.not_found; a key over 300 characters 400.',
        params: fileKeyParams,
        response: {
          200: fileAnswer,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isPublicKey(key)) throw notFound('file.not_found');
      const etag = etagOf(key);
      const headers = {
        'Cache-Control': IMMUTABLE,
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      };
      const conditional = request.headers['if-none-match'];
      if (conditional && conditional.split(',').some((tag) => tag.trim() === etag)) {
        if (!(await files.head(key))) throw notFound('file.not_found');
        // 304 has no body, so no schema: the untyped reply sends it.
        return (reply as FastifyReply).code(304).headers(headers).send();
      }
      const file = await files.get(key);
      if (!file) throw notFound('file.not_found');
      return reply.headers(headers).type(file.contentType).send(file.bytes);
    },
  );

  const staff = app.requireStaff('owner', 'catalog_manager');

  r.get(
    '/backoffice/products/:id/photos',
    {
      preHandler: staff,
      schema: {
        operationId: 'listProductPhotos',
        tags: ['files'],
        summary: "A product's photos, in order",
        description:
          "The product's photos (the first is its main picture), each with its AVIF and WebP srcsets, and the product's current version. Answers 404 product.not_found for an unknown product.",
        params: idParam,
        response: { 200: itemOf(productPhotoListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await photos.list(request.params.id) }),
  );

  r.post(
    '/backoffice/products/:id/photos',
    {
      preHandler: staff,
      config: {
        form: {
          fields: productPhotoUploadFields,
          files: {
            file: {
              maxItems: 1,
              maxBytes: MAX_PRODUCT_PHOTO_BYTES,
              description: 'The photo: JPEG, PNG or WebP (by its bytes, whatever its name), up to 10 MB',
            },
          },
        },
      },
      schema: {
        operationId: 'uploadProductPhoto',
        tags: ['files'],
        summary: 'Add a photo to a product (multipart, one file)',
        description: `Adds a photo last in place, as multipart/form-data with one file in the part file: JPEG, PNG or WebP by its content (a PNG named .jpg is fine), up to 10 MB and 40 megapixels. The photo is turned upright (EXIF), stripped of its metadata and resized once into widths 160, 320, 640 and 1280 (never enlarged), each in AVIF and WebP, served from /api/files/public/products/... with immutable caching. Bumps the product's version, shows to shoppers at once and is recorded in the audit log (product.photo_add). Answers 201 with the new photo and the product's photos; 400 product_photo.file_required without a file, product_photo.too_many past ${MAX_PRODUCT_PHOTOS} photos; 404 product.not_found; 413 product_photo.too_large or product_photo.too_many_pixels; 415 product_photo.type_not_accepted for another type (an HTML page named .jpg) or upload.multipart_required; 422 product_photo.undecodable for an image that cannot be read.`,
        params: idParam,
        consumes: ['multipart/form-data'],
        response: {
          201: itemOf(productPhotoUploadSchema),
          ...errorResponses,
          413: errorResponses[400],
          415: errorResponses[400],
          422: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const bytes = await readPhotoUpload(request);
      const data = await photos.add(request.staff!, request.params.id, bytes);
      return reply.status(201).send({ data });
    },
  );

  r.put(
    '/backoffice/products/:id/photos/order',
    {
      preHandler: staff,
      schema: {
        operationId: 'reorderProductPhotos',
        tags: ['files'],
        summary: "Put a product's photos in a new order",
        description:
          "Sets the order of the product's photos: photoIds lists every photo of the product once, the first becomes the main picture. Bumps the product's version and is recorded in the audit log (product.photo_reorder). Answers 409 product_photo.order_mismatch, with current (the photos as they are now), when the list is not exactly the product's photos (one was added or deleted meanwhile); 404 product.not_found.",
        params: idParam,
        body: productPhotoOrderBody,
        response: { 200: itemOf(productPhotoListSchema), ...errorResponses, 409: productPhotoConflictSchema },
      },
    },
    async (request) => ({
      data: await photos.reorder(request.staff!, request.params.id, request.body.photoIds),
    }),
  );

  r.delete(
    '/backoffice/products/:id/photos/:photoId',
    {
      preHandler: staff,
      schema: {
        operationId: 'deleteProductPhoto',
        tags: ['files'],
        summary: 'Delete a photo of a product',
        description:
          "Deletes the photo and its stored sizes; the photos after it move up a place (the next one becomes the main picture when the first is deleted). Bumps the product's version and is recorded in the audit log (product.photo_delete). Answers the product's photos now; 404 product_photo.not_found for a photo that is not the product's, product.not_found for an unknown product.",
        params: productPhotoParams,
        response: { 200: itemOf(productPhotoListSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await photos.remove(request.staff!, request.params.id, request.params.photoId),
    }),
  );
}
