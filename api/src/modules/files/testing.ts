import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { S3FileStoreOptions } from './store';

/** A promise that gives up after `ms` (so a stuck server never hangs a test run). */
function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface LocalS3 {
  options: S3FileStoreOptions;
  /** The same settings as the API reads them from its environment. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on 127.0.0.1, a random port and a temporary folder, with one
 * empty bucket. `close()` stops it and deletes the folder.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'psar-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await bounded(server.run(), 10_000, 'starting s3rver');
  const options: S3FileStoreOptions = {
    bucket: `psar-test-${randomBytes(4).toString('hex')}`,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  client.destroy();
  return {
    options,
    env: {
      S3_BUCKET: options.bucket,
      S3_ENDPOINT: options.endpoint!,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // Clients keep connections alive; close them so the server can stop at once.
      server.httpServer?.closeAllConnections();
      await bounded(server.close(), 5_000, 'stopping s3rver').catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A real photo-like image (gradient and noise) of the given size and type, for uploads. */
export async function testImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x * y) % 256;
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.orientation) image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}
