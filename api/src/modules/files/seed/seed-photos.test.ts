import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { productPhotos, products } from '../../catalog/schema';
import { createPostgresFileStore } from '../store';
import { seedProductPhotos } from './seed-photos';

describe('the seed photos', () => {
  let t: TestApp;
  let cacheDir: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 40 });
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'psar-seed-photos-test-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const homeProducts = async () => {
    const get = async (url: string) =>
      ((await t.app.inject({ method: 'GET', url })).json() as { data: { id: number; image: unknown }[] })
        .data;
    return [
      ...(await get('/api/products?sort=best-selling&perPage=24')),
      ...(await get('/api/products?sort=newest&perPage=12')),
      ...(await get('/api/products/deals-of-the-day')),
    ];
  };

  it('gives every product the home page shows a photo, from the committed renditions', async () => {
    const files = createPostgresFileStore(t.database.db);
    const seeded = await seedProductPhotos(t.database.db, files, { cacheDir });

    const shown = await homeProducts();
    expect(seeded).toBe(new Set(shown.map((product) => product.id)).size);
    for (const product of shown) {
      expect(product.image).toMatchObject({
        src: expect.stringMatching(/^\/api\/files\/public\/products\/\d+\/[0-9a-f]{24}-640\.webp$/),
        width: 640,
        height: 640,
      });
    }
    // Nothing was resized at seed time: `pnpm --filter @storefront/api seed:photos` is up to date.
    expect(await readdir(cacheDir)).toEqual([]);
    const image = shown[0]!.image as { src: string };
    const served = await t.app.inject({ method: 'GET', url: image.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('adds nothing on the next start, and leaves alone products that staff changed', async () => {
    const files = createPostgresFileStore(t.database.db);
    expect(await seedProductPhotos(t.database.db, files, { cacheDir })).toBe(0);

    // Staff deleted a seed photo: the product's version moved on, so the seed does not put it back.
    const [first] = await t.database.db.select().from(productPhotos).limit(1);
    await t.database.db.delete(productPhotos).where(eq(productPhotos.id, first!.id));
    await t.database.db.update(products).set({ version: 2 }).where(eq(products.id, first!.productId));
    expect(await seedProductPhotos(t.database.db, files, { cacheDir })).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(productPhotos)
        .where(inArray(productPhotos.productId, [first!.productId])),
    ).toEqual([]);
  });
});
