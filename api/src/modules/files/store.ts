import { createHash, randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { eq, inArray } from 'drizzle-orm';
import { MAX_FILE_KEY_LENGTH } from '@storefront/shared/contract/files';
import type { FileStorageConfig } from '../../config';
import type { Database } from '../../db/client';
import { storedFiles } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database, or a transaction on it: a file's row can be written with the change that uses it. */
export type Executor = Database | Transaction;

export interface StoredFileInfo {
  key: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  bytes: Buffer;
}

/**
 * Where uploaded files live, by key, so that every API replica reads them (never one replica's
 * disk). Each file has a row in `stored_files` (its type, size, when); the bytes are in that row
 * (PostgreSQL storage) or in an S3-compatible bucket under the same key.
 *
 * `put` takes the transaction of the change that records the file, when there is one: on PGlite
 * (one connection) a write outside the open transaction would wait for it forever, and on
 * PostgreSQL the row then commits or rolls back with the change. `delete` runs after the change
 * committed (a bucket cannot roll back).
 */
export interface FileStore {
  readonly kind: 'postgres' | 's3';
  put(key: string, bytes: Buffer, contentType: string, db?: Executor): Promise<void>;
  /** The file's type and size without its bytes, or null. */
  head(key: string): Promise<StoredFileInfo | null>;
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the files (keys that are not there are fine). */
  delete(keys: string | readonly string[]): Promise<void>;
}

/** Keys are paths of letters, digits, `.`, `_` and `-` segments: `public/products/7/ab12-640.webp`. */
export const FILE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Files under `public/` are served to anyone by `GET /api/files/<key>`; others only by their own routes. */
export const isPublicKey = (key: string) =>
  key.startsWith('public/') && FILE_KEY.test(key) && key.length <= MAX_FILE_KEY_LENGTH;

/** A random, never reused key segment (so a key's bytes never change and can be cached forever). */
export const randomKeyPart = (bytes = 12) => randomBytes(bytes).toString('hex');

/** The ETag of a key: its bytes never change, so the key says it all. */
export const etagOf = (key: string) =>
  `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;

function checkKey(key: string): void {
  if (!FILE_KEY.test(key) || key.length > MAX_FILE_KEY_LENGTH) throw new Error(`invalid file key: ${key}`);
}

const info = {
  key: storedFiles.key,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: storedFiles.createdAt,
};

async function headRow(db: Database, key: string): Promise<StoredFileInfo | null> {
  const [row] = await db.select(info).from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return row ?? null;
}

/** Bytes in `stored_files.data`: the default, nothing else to run. */
export function createPostgresFileStore(db: Database): FileStore {
  return {
    kind: 'postgres',
    async put(key, bytes, contentType, executor = db) {
      checkKey(key);
      await executor.insert(storedFiles).values({ key, contentType, sizeBytes: bytes.length, data: bytes });
    },
    head: (key) => headRow(db, key),
    async get(key) {
      const [row] = await db
        .select({ ...info, data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      if (!row?.data) return null;
      const { data, ...rest } = row;
      return { ...rest, bytes: data };
    },
    async delete(keys) {
      const list = typeof keys === 'string' ? [keys] : [...keys];
      if (list.length) await db.delete(storedFiles).where(inArray(storedFiles.key, list));
    },
  };
}

export interface S3FileStoreOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Bytes in an S3-compatible bucket (AWS S3, MinIO, R2…); `stored_files` keeps the row, `data` null. */
export function createS3FileStore(
  db: Database,
  options: S3FileStoreOptions,
): FileStore & { client: S3Client } {
  const clientConfig: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  };
  const client = new S3Client(clientConfig);
  const Bucket = options.bucket;
  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType, executor = db) {
      checkKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      try {
        await executor.insert(storedFiles).values({ key, contentType, sizeBytes: bytes.length, data: null });
      } catch (error) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw error;
      }
    },
    head: (key) => headRow(db, key),
    async get(key) {
      const row = await headRow(db, key);
      if (!row) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { ...row, bytes: Buffer.from(await object.Body.transformToByteArray()) };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(keys) {
      const list = typeof keys === 'string' ? [keys] : [...keys];
      if (!list.length) return;
      await db.delete(storedFiles).where(inArray(storedFiles.key, list));
      // One DeleteObject per key (a photo has 8): every S3-compatible server takes it, where the
      // batch call needs checksum headers some of them do not know.
      for (let start = 0; start < list.length; start += 8) {
        await Promise.all(
          list.slice(start, start + 8).map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
        );
      }
    },
  };
}

/** The store the configuration asks for: S3 when `S3_BUCKET` is set, else PostgreSQL. */
export function createFileStore(config: { fileStorage: FileStorageConfig }, db: Database): FileStore {
  const storage = config.fileStorage;
  return storage.kind === 's3' ? createS3FileStore(db, storage) : createPostgresFileStore(db);
}
