import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '@storefront/shared/contract/after-sales';
import { HttpError, badRequest } from '../../lib/http-errors';
import type { Executor, FileStore } from '../files/store';

/** Return and review photos: at most 3 per form, 5 MB each, JPEG, PNG or WebP by their bytes. */
export { MAX_PHOTO_BYTES, MAX_PHOTOS };

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** What the bytes are (the client's file name and type are never trusted). */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

const EXTENSIONS: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const TYPES_BY_EXTENSION: Record<string, PhotoType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const photoBytes = z.instanceof(Buffer).describe("The photo's bytes");

/** A photo route's 200 answer for its schema: the image itself, not JSON. */
export const photoAnswer = {
  description: 'The photo (JPEG, PNG or WebP, as its bytes are)',
  content: {
    'image/jpeg': { schema: photoBytes },
    'image/png': { schema: photoBytes },
    'image/webp': { schema: photoBytes },
  },
};

export interface PhotoForm {
  fields: Record<string, string>;
  photos: { bytes: Buffer; type: PhotoType }[];
}

/**
 * Reads a multipart form with text fields and up to `MAX_PHOTOS` files in `photos`. Too large →
 * 413, not an image → 415, too many → 400; each with a field problem under `photos`.
 */
export async function readPhotoForm(request: FastifyRequest): Promise<PhotoForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'upload.multipart_required');
  const fields: Record<string, string> = {};
  const photos: PhotoForm['photos'] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fields: 20, fieldSize: 20_000 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        const type = sniffPhotoType(bytes);
        if (!type) {
          throw new HttpError(415, 'photo.type_invalid', { photos: 'photo.type_invalid_field' });
        }
        photos.push({ bytes, type });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'photo.too_large', { photos: 'photo.too_large_field' });
    }
    if (code === 'FST_FILES_LIMIT') {
      const tooMany = { code: 'photo.too_many', params: { max: MAX_PHOTOS } } as const;
      throw badRequest(tooMany, { photos: tooMany });
    }
    throw error;
  }
  return { fields, photos };
}

const PHOTO_NAME = /^(return|review)-[0-9a-f]{24}\.(jpg|png|webp)$/;

/**
 * Where each kind of photo is stored: return photos are private (served only to their shopper by
 * `GET /api/returns/{id}/photos/{name}`), review photos public (they show on product pages, and
 * are also served by `GET /api/files/public/review-photos/{name}`).
 */
const FOLDERS = { return: 'private/return-photos', review: 'public/review-photos' } as const;

const keyOf = (name: string) => `${FOLDERS[name.startsWith('return-') ? 'return' : 'review']}/${name}`;

/**
 * Return and review photos in the shared file store (PostgreSQL or S3, see files/store.ts), by
 * the names their rows record (`return-<random>.png`): every API replica reads them.
 */
export function createPhotoStore(files: FileStore) {
  return {
    /**
     * Stores the photo under a random name and returns that name. Pass the transaction that records
     * the name, if any: the file's row then commits (or rolls back) with it.
     */
    async save(
      prefix: 'return' | 'review',
      photo: { bytes: Buffer; type: PhotoType },
      db?: Executor,
    ): Promise<string> {
      const name = `${prefix}-${randomBytes(12).toString('hex')}.${EXTENSIONS[photo.type]}`;
      await files.put(keyOf(name), photo.bytes, photo.type, db);
      return name;
    },
    /** Deletes a photo this store made; other names (and photos already gone) are left alone. */
    async remove(name: string): Promise<void> {
      if (!PHOTO_NAME.test(name)) return;
      await files.delete(keyOf(name));
    },
    /** The stored photo, or null for names this store did not make. */
    async read(name: string): Promise<{ bytes: Buffer; type: PhotoType } | null> {
      const match = PHOTO_NAME.exec(name);
      if (!match) return null;
      const file = await files.get(keyOf(name));
      return file ? { bytes: file.bytes, type: TYPES_BY_EXTENSION[match[2]!]! } : null;
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;

/**
 * Runs `work` (typically a database transaction that saves photos with `store.save` and records
 * their names in `saved`). When `work` fails, the transaction is rolled back, so the photos it
 * wrote are deleted too: no file stays stored that no row points to. The original error is
 * what the caller gets, even if a deletion fails.
 */
export async function deletingPhotosOnFailure<T>(
  store: PhotoStore,
  work: (saved: string[]) => Promise<T>,
): Promise<T> {
  const saved: string[] = [];
  try {
    return await work(saved);
  } catch (error) {
    await Promise.allSettled(saved.map((name) => store.remove(name)));
    throw error;
  }
}
