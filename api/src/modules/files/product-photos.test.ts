import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import type {
  ProductPhotoList,
  ProductPhotoUpload,
  ResponsiveImage,
} from '@storefront/shared/contract/files';
import { CLIENT, createTestApp, signInWithRole, type TestApp } from '../../testing/test-app';
import { multipartBody, TINY_PNG } from '../after-sales/testing';
import { products } from '../catalog/schema';
import { auditLog } from '../staff/schema';
import { storedFiles } from './schema';
import { testImage } from './testing';

let t: TestApp;
let owner: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  owner = (await signInWithRole(t, 'owner')).cookie;
  manager = (await signInWithRole(t, 'catalog_manager')).cookie;
});
afterAll(() => t.close());

const photosUrl = (productId: number) => `/api/backoffice/products/${productId}/photos`;

function upload(
  productId: number,
  cookie: string | null,
  file?: { name: string; bytes: Buffer; type?: string },
) {
  const body = multipartBody({}, file ? [{ field: 'file', ...file }] : []);
  return t.app.inject({
    method: 'POST',
    url: photosUrl(productId),
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}), ...body.headers },
    payload: body.payload,
  });
}

async function uploaded(productId: number, bytes: Buffer, name = 'photo.jpg'): Promise<ProductPhotoUpload> {
  const response = await upload(productId, manager, { name, bytes });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: ProductPhotoUpload }).data;
}

const auditFor = (productId: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(productId)), eq(auditLog.action, action)));

const versionOf = async (productId: number) =>
  (
    await t.database.db.select({ version: products.version }).from(products).where(eq(products.id, productId))
  )[0]!.version;

/** `url 160w, url 320w` → [[url, 160], [url, 320]]. */
const srcsetEntries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return [url!, Number(width!.replace('w', ''))] as const;
  });

describe('uploading product photos', () => {
  it('takes a PNG named .jpg (the type is read from the bytes) and resizes it once, never upscaled', async () => {
    const png = await testImage(800, 600, 'png');
    const response = await upload(1, manager, { name: 'holiday.jpg', bytes: png, type: 'image/jpeg' });

    expect(response.statusCode).toBe(201);
    const { photo, photos, productId } = (response.json() as { data: ProductPhotoUpload }).data;
    expect(productId).toBe(1);
    expect(photos.map((p) => p.id)).toEqual([photo.id]);
    expect(photo).toMatchObject({
      position: 0,
      originalWidth: 800,
      originalHeight: 600,
      width: 640,
      height: 480,
    });
    expect(photo.src).toMatch(/^\/api\/files\/public\/products\/1\/[0-9a-f]{24}-640\.webp$/);
    expect(photo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of photo.sources) {
      // 1280 would be larger than the photo: not made.
      expect(srcsetEntries(source.srcset).map(([, width]) => width)).toEqual([160, 320, 640]);
    }
    const keys = await t.database.db
      .select({ key: storedFiles.key, type: storedFiles.contentType })
      .from(storedFiles)
      .where(like(storedFiles.key, 'public/products/1/%'));
    expect(keys).toHaveLength(6);
    expect(new Set(keys.map((key) => key.type))).toEqual(new Set(['image/avif', 'image/webp']));
  });

  it('stores real AVIF and WebP files of the stated sizes, upright and without metadata', async () => {
    // A camera photo 400 × 300 whose EXIF says "turn 90°": upright it is 300 × 400.
    const sideways = await testImage(400, 300, 'jpeg', { orientation: 6 });
    const { photo } = await uploaded(2, sideways);
    expect(photo).toMatchObject({ originalWidth: 300, originalHeight: 400 });

    for (const source of photo.sources) {
      for (const [url, width] of srcsetEntries(source.srcset)) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        const metadata = await sharp(response.rawPayload).metadata();
        expect(metadata.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((width * 400) / 300));
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation ?? 1).toBe(1);
      }
    }
  });

  it('refuses an HTML page named .jpg with 415 and a code for the file field', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const response = await upload(3, manager, { name: 'cat.jpg', bytes: html, type: 'image/jpeg' });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'product_photo.type_not_accepted',
      fields: { file: { code: 'product_photo.type_not_accepted' } },
    });
  });

  it('refuses a 20 MB file with 413 and a code, storing nothing', async () => {
    const huge = Buffer.concat([await testImage(64, 64, 'png'), Buffer.alloc(20 * 1024 * 1024, 1)]);
    const response = await upload(3, manager, { name: 'huge.png', bytes: huge, type: 'image/png' });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'product_photo.too_large',
      params: { megabytes: 10 },
      fields: { file: { code: 'product_photo.too_large', params: { megabytes: 10 } } },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: photosUrl(3), headers: { cookie: manager } })).json(),
    ).toMatchObject({
      data: { photos: [] },
    });
  });

  it('refuses a file that starts like a JPEG but is not an image (sharp cannot decode it)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const response = await upload(3, manager, { name: 'broken.jpg', bytes: broken });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'product_photo.undecodable',
      fields: { file: { code: 'product_photo.undecodable' } },
    });
  });

  it('asks for a file when none comes, and for multipart', async () => {
    const none = await upload(3, manager);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'product_photo.file_required',
      fields: { file: { code: 'product_photo.file_required' } },
    });

    const json = await t.app.inject({
      method: 'POST',
      url: photosUrl(3),
      headers: { ...CLIENT, cookie: manager },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'upload.multipart_required' });
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await upload(999_999, manager, { name: 'a.png', bytes: TINY_PNG });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'product.not_found' });
  });

  it('takes at most 8 photos a product: the 9th is refused with a code', async () => {
    const small = await testImage(200, 150, 'webp');
    for (let index = 0; index < 8; index += 1) await uploaded(4, small, `p${index}.webp`);

    const response = await upload(4, manager, { name: 'ninth.webp', bytes: small });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'product_photo.too_many',
      params: { max: 8 },
      fields: { file: { code: 'product_photo.too_many', params: { max: 8 } } },
    });
    expect(await auditFor(4, 'product.photo_add')).toHaveLength(8);
  });

  it('records each upload in the audit log and bumps the product version', async () => {
    const before = await versionOf(5);
    const { photo, version } = await uploaded(5, await testImage(300, 300, 'png'));

    expect(version).toBe(before + 1);
    expect(await versionOf(5)).toBe(before + 1);
    const [entry] = await auditFor(5, 'product.photo_add');
    expect(entry).toMatchObject({
      entityType: 'product',
      actorRole: 'catalog_manager',
      after: { photoId: photo.id, position: 0, width: 300, height: 300 },
    });
  });
});

describe('who may manage product photos', () => {
  it('refuses anonymous callers (401), shoppers and other staff roles (403), and records nothing', async () => {
    const shopper = (await signInWithRole(t, null)).cookie;
    const agent = (await signInWithRole(t, 'support_agent')).cookie;
    const handler = (await signInWithRole(t, 'order_handler')).cookie;
    const file = { name: 'a.png', bytes: TINY_PNG };

    expect((await upload(6, null, file)).statusCode).toBe(401);
    for (const cookie of [shopper, agent, handler]) {
      const response = await upload(6, cookie, file);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'staff.role_forbidden' });
      const list = await t.app.inject({ method: 'GET', url: photosUrl(6), headers: { cookie } });
      expect(list.statusCode).toBe(403);
      const reorder = await t.app.inject({
        method: 'PUT',
        url: `${photosUrl(6)}/order`,
        headers: { ...CLIENT, cookie },
        payload: { photoIds: [1] },
      });
      expect(reorder.statusCode).toBe(403);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `${photosUrl(6)}/1`,
        headers: { ...CLIENT, cookie },
      });
      expect(remove.statusCode).toBe(403);
    }
    expect(await auditFor(6, 'product.photo_add')).toEqual([]);
  });

  it('lets the owner and catalog managers upload', async () => {
    expect(
      (await upload(6, owner, { name: 'a.png', bytes: await testImage(200, 200, 'png') })).statusCode,
    ).toBe(201);
    expect(
      (await upload(6, manager, { name: 'b.png', bytes: await testImage(200, 200, 'png') })).statusCode,
    ).toBe(201);
  });
});

describe('serving stored files', () => {
  let photo: ProductPhotoUpload['photo'];
  beforeAll(async () => {
    ({ photo } = await uploaded(7, await testImage(700, 700, 'jpeg')));
  });

  it('serves a public file with immutable caching, its type, nosniff and an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: photo.src });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const avif = srcsetEntries(photo.sources[0]!.srcset)[0]![0];
    expect((await t.app.inject({ method: 'GET', url: avif })).headers['content-type']).toBe('image/avif');
  });

  it('answers 304 to a copy it already has', async () => {
    const first = await t.app.inject({ method: 'GET', url: photo.src });
    const again = await t.app.inject({
      method: 'GET',
      url: photo.src,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for private keys and keys it does not hold', async () => {
    const name = (
      await t.database.db
        .insert(storedFiles)
        .values({
          key: 'private/return-photos/return-0123456789abcdef01234567.png',
          contentType: 'image/png',
          sizeBytes: TINY_PNG.length,
          data: TINY_PNG,
        })
        .returning()
    )[0]!.key;
    for (const url of [
      `/api/files/${name}`,
      '/api/files/public/products/7/unknown-640.webp',
      '/api/files/public/../private/return-photos/x.png',
      '/api/files/private%2Freturn-photos%2Fx.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      if (response.statusCode === 404)
        expect(response.json().code).toMatch(/^(file\.not_found|route\.not_found)$/);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${name}` })).json()).toMatchObject({
      code: 'file.not_found',
    });
  });
});

describe('what shoppers see', () => {
  const product = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data as {
      imageUrl: string;
      image: ResponsiveImage | null;
      images: string[];
      photos: ResponsiveImage[];
    };

  it('shows a product without photos with its pictograms and no image', async () => {
    const page = await product(9);
    expect(page.image).toBeNull();
    expect(page.photos).toEqual([]);
    expect(page.imageUrl).toBe('/api/images/products/9.svg');
    expect(page.images).toEqual([
      '/api/images/products/9.svg',
      '/api/images/products/9-1.svg',
      '/api/images/products/9-2.svg',
    ]);
  });

  it('shows the photos at once on the product page and in lists, with AVIF and WebP srcsets', async () => {
    // Seen once before the upload, so a cached answer would show the pictogram.
    await product(8);
    await t.app.inject({ method: 'GET', url: '/api/products?perPage=60' });
    const first = (await uploaded(8, await testImage(1600, 1200, 'jpeg'))).photo;
    const second = (await uploaded(8, await testImage(500, 500, 'png'))).photo;

    const page = await product(8);
    expect(page.image).toEqual({ src: first.src, width: 640, height: 480, sources: first.sources });
    expect(page.imageUrl).toBe(first.src);
    expect(page.photos.map((photo) => photo.src)).toEqual([first.src, second.src]);
    expect(page.images).toEqual([first.src, second.src]);
    const [avif, webp] = page.image!.sources;
    expect(avif!.type).toBe('image/avif');
    expect(webp!.type).toBe('image/webp');
    expect(srcsetEntries(avif!.srcset).map(([, width]) => width)).toEqual([160, 320, 640, 1280]);
    expect(srcsetEntries(webp!.srcset).map(([url]) => url)).toContain(first.src);

    const list = (await t.app.inject({ method: 'GET', url: '/api/products?perPage=60' })).json().data as {
      id: number;
      image: ResponsiveImage | null;
      imageUrl: string;
    }[];
    const card = list.find((item) => item.id === 8)!;
    expect(card.image).toEqual(page.image);
    expect(card.imageUrl).toBe(first.src);
    expect(list.find((item) => item.id === 9)!.image).toBeNull();
  });

  it('shows the new order at once after a reorder, and refuses a stale list with 409 and the photos now', async () => {
    const { photos: before } = (
      (await t.app.inject({ method: 'GET', url: photosUrl(8), headers: { cookie: manager } })).json() as {
        data: ProductPhotoList;
      }
    ).data;
    const ids = before.map((photo) => photo.id);

    const stale = await t.app.inject({
      method: 'PUT',
      url: `${photosUrl(8)}/order`,
      headers: { ...CLIENT, cookie: manager },
      payload: { photoIds: [ids[1]] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'product_photo.order_mismatch',
      current: { productId: 8, photos: [{ id: ids[0] }, { id: ids[1] }] },
    });
    expect(await auditFor(8, 'product.photo_reorder')).toEqual([]);

    const version = await versionOf(8);
    const reordered = await t.app.inject({
      method: 'PUT',
      url: `${photosUrl(8)}/order`,
      headers: { ...CLIENT, cookie: manager },
      payload: { photoIds: [...ids].reverse() },
    });
    expect(reordered.statusCode).toBe(200);
    const list = (reordered.json() as { data: ProductPhotoList }).data;
    expect(list.photos.map((photo) => [photo.id, photo.position])).toEqual([
      [ids[1], 0],
      [ids[0], 1],
    ]);
    expect(list.version).toBe(version + 1);
    expect((await product(8)).image!.src).toBe(before[1]!.src);
    expect(await auditFor(8, 'product.photo_reorder')).toEqual([
      expect.objectContaining({ before: { photoIds: ids }, after: { photoIds: [...ids].reverse() } }),
    ]);
  });

  it('deletes a photo with its files; the next one becomes the main picture', async () => {
    const { photos } = (
      (await t.app.inject({ method: 'GET', url: photosUrl(8), headers: { cookie: manager } })).json() as {
        data: ProductPhotoList;
      }
    ).data;
    const [main, next] = photos;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `${photosUrl(8)}/${main!.id}`,
      headers: { ...CLIENT, cookie: manager },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: ProductPhotoList }).data.photos).toEqual([
      expect.objectContaining({ id: next!.id, position: 0 }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: main!.src })).statusCode).toBe(404);
    expect((await product(8)).image!.src).toBe(next!.src);
    expect(await auditFor(8, 'product.photo_delete')).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ photoId: main!.id }) }),
    ]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `${photosUrl(8)}/${main!.id}`,
      headers: { ...CLIENT, cookie: manager },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'product_photo.not_found' });
    // Another product's photo is not this product's.
    const other = await t.app.inject({
      method: 'DELETE',
      url: `${photosUrl(9)}/${next!.id}`,
      headers: { ...CLIENT, cookie: manager },
    });
    expect(other.statusCode).toBe(404);
  });
});
