import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@storefront/shared/rules';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError, badRequest } from '../../lib/http-errors';
import type { FileStore } from '../files/store';
import { uploads } from './schema';

export type UploadKind = (typeof uploads.$inferInsert)['kind'];
export type SniffedType =
  | 'application/pdf'
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export { MAX_UPLOAD_BYTES };

/** What the bytes are, from their first bytes (the client's name and type are not trusted). */
export function sniffType(bytes: Buffer, fileName: string): SniffedType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  // A .docx is a zip holding word/document.xml; the zip's file names are stored uncompressed.
  if (starts(0x50, 0x4b, 0x03, 0x04) && /\.docx$/i.test(fileName) && bytes.includes('word/')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

export interface ReceivedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

/**
 * Reads a multipart form: text fields into an object, at most one file. A file over `maxBytes`
 * answers 413 before anything is stored.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  if (!request.isMultipart()) throw new HttpError(415, 'upload.multipart_required');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 20_000 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = { field: part.fieldname, fileName: part.filename, bytes };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, {
        code: 'upload.too_large',
        params: { megabytes: Math.round(maxBytes / (1024 * 1024)) },
      });
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('upload.one_file_only');
    throw error;
  }
  return { fields, file };
}

/**
 * The sets of file types a form accepts, by the name their messages use
 * (`values.file_types.<name>` in `shared/locales/{en,kh}/errors.json`).
 */
export const FILE_TYPES = {
  image_or_pdf: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  cv: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
} as const satisfies Record<string, readonly SniffedType[]>;

export type FileTypes = keyof typeof FILE_TYPES;

export interface UploadStore {
  /** Checks the file's real type against the `allowed` set (415 otherwise), writes it and records it. */
  save(db: Database, kind: UploadKind, file: ReceivedFile, allowed: FileTypes): Promise<number>;
}

/**
 * Seller documents, CVs and ticket attachments in the shared file store (PostgreSQL or S3, see
 * files/store.ts), under private keys (`private/uploads/<kind>-<random>`, the row's `storedName`):
 * every API replica reads them, no route serves them to the public.
 */
export function createUploadStore(files: FileStore): UploadStore {
  return {
    async save(db, kind, file, allowed) {
      const type = sniffType(file.bytes, file.fileName);
      if (!type || !(FILE_TYPES[allowed] as readonly SniffedType[]).includes(type)) {
        const params = { types: allowed };
        throw new HttpError(
          415,
          { code: 'upload.type_not_accepted', params },
          { [file.field]: { code: 'upload.type_field', params } },
        );
      }
      const storedName = `private/uploads/${kind}-${randomBytes(12).toString('hex')}`;
      await files.put(storedName, file.bytes, type, db);
      try {
        const [row] = await db
          .insert(uploads)
          .values({
            kind,
            storedName,
            originalName: file.fileName.slice(0, 200),
            mimeType: type,
            sizeBytes: file.bytes.length,
          })
          .returning({ id: uploads.id });
        return row!.id;
      } catch (error) {
        await files.delete(storedName).catch(() => undefined);
        throw error;
      }
    },
  };
}
