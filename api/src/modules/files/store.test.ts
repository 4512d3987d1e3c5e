import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createPhotoStore } from '../after-sales/photos';
import { TINY_PNG } from '../after-sales/testing';
import { createUploadStore } from '../content/uploads';
import { uploads } from '../content/schema';
import { storedFiles } from './schema';
import {
  createPostgresFileStore,
  createS3FileStore,
  etagOf,
  isPublicKey,
  randomKeyPart,
  type FileStore,
} from './store';
import { startLocalS3, type LocalS3 } from './testing';

let t: TestApp;
let s3: LocalS3;

beforeAll(async () => {
  [t, s3] = await Promise.all([createTestApp({ products: 2 }), startLocalS3()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), s3?.close()]);
});

const stores: [string, () => FileStore][] = [
  ['PostgreSQL (bytea)', () => createPostgresFileStore(t.database.db)],
  ['S3 (s3rver)', () => createS3FileStore(t.database.db, s3.options)],
];

describe.each(stores)('the file store on %s', (kind, makeStore) => {
  const row = async (key: string) =>
    (await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0];

  it('stores, reads and deletes a file by key, with its type and size', async () => {
    const files = makeStore();
    const key = `public/test/${randomKeyPart()}.png`;
    await files.put(key, TINY_PNG, 'image/png');

    const file = await files.get(key);
    expect(file).toMatchObject({ key, contentType: 'image/png', sizeBytes: TINY_PNG.length });
    expect(file!.bytes.equals(TINY_PNG)).toBe(true);
    expect(await files.head(key)).toMatchObject({
      key,
      contentType: 'image/png',
      sizeBytes: TINY_PNG.length,
    });
    // The row is there either way; the bytes in it only on PostgreSQL.
    const stored = await row(key);
    expect(stored?.sizeBytes).toBe(TINY_PNG.length);
    expect(stored?.data === null).toBe(kind.startsWith('S3'));

    await files.delete([key]);
    expect(await files.get(key)).toBeNull();
    expect(await files.head(key)).toBeNull();
    expect(await row(key)).toBeUndefined();
  });

  it('answers null for a key it never stored, and deleting one is fine', async () => {
    const files = makeStore();
    expect(await files.get('public/test/never-stored.png')).toBeNull();
    await expect(files.delete('public/test/never-stored.png')).resolves.toBeUndefined();
  });

  it('refuses a key that is not a plain path', async () => {
    const files = makeStore();
    await expect(files.put('public/../secret', TINY_PNG, 'image/png')).rejects.toThrow('invalid file key');
    await expect(files.put('/public/x.png', TINY_PNG, 'image/png')).rejects.toThrow('invalid file key');
  });

  it('writes the row with the transaction it is given: a rollback leaves nothing readable', async () => {
    const files = makeStore();
    const key = `public/test/${randomKeyPart()}.png`;
    await expect(
      t.database.db.transaction(async (tx) => {
        await files.put(key, TINY_PNG, 'image/png', tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await row(key)).toBeUndefined();
    expect(await files.get(key)).toBeNull();
  });

  it('keeps return and review photos (PhotoStore) and deletes them', async () => {
    const photos = createPhotoStore(makeStore());
    const review = await photos.save('review', { bytes: TINY_PNG, type: 'image/png' });
    const returned = await photos.save('return', { bytes: TINY_PNG, type: 'image/png' });
    expect(review).toMatch(/^review-[0-9a-f]{24}\.png$/);
    expect(await row(`public/review-photos/${review}`)).toBeDefined();
    expect(await row(`private/return-photos/${returned}`)).toBeDefined();
    expect((await photos.read(returned))?.bytes.equals(TINY_PNG)).toBe(true);
    expect(await photos.read('../../etc/passwd')).toBeNull();

    await photos.remove(returned);
    expect(await photos.read(returned)).toBeNull();
  });

  it('keeps seller documents, CVs and attachments (UploadStore) under a private key', async () => {
    const store = createUploadStore(makeStore());
    const pdf = Buffer.from('%PDF-1.4\n% a tiny document\n');
    const id = await store.save(t.database.db, 'cv', { field: 'cv', fileName: 'cv.pdf', bytes: pdf }, 'cv');
    const [upload] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(upload!.storedName).toMatch(/^private\/uploads\/cv-[0-9a-f]{24}$/);
    const file = await makeStore().get(upload!.storedName);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.bytes.equals(pdf)).toBe(true);
  });
});

describe('the S3 store', () => {
  it('keeps the bytes in the bucket under the same key (and none in the database)', async () => {
    const files = createS3FileStore(t.database.db, s3.options);
    const key = `public/test/${randomKeyPart()}.png`;
    await files.put(key, TINY_PNG, 'image/png');
    const client = new S3Client({
      region: s3.options.region,
      endpoint: s3.options.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.options.bucket, Key: key }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(TINY_PNG)).toBe(true);
      expect(object.ContentType).toBe('image/png');
    } finally {
      client.destroy();
      files.client.destroy();
    }
    const rows = await t.database.db.select().from(storedFiles).where(like(storedFiles.key, key));
    expect(rows).toEqual([expect.objectContaining({ key, data: null })]);
  });
});

describe('file keys', () => {
  it('serves only plain keys under public/', () => {
    expect(isPublicKey('public/products/7/ab-640.webp')).toBe(true);
    expect(isPublicKey('private/return-photos/return-ab.png')).toBe(false);
    expect(isPublicKey('public/../private/x')).toBe(false);
    expect(isPublicKey('public//x')).toBe(false);
    expect(isPublicKey('publicx/y')).toBe(false);
  });

  it('gives each key its own ETag', () => {
    expect(etagOf('public/a.png')).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('public/a.png')).not.toBe(etagOf('public/b.png'));
  });
});
