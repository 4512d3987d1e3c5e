import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  FILES_PATH,
  PRODUCT_PHOTO_FALLBACK_WIDTH,
  type ProductPhoto,
  type ResponsiveImage,
} from '@storefront/shared/contract/files';
import type { Database } from '../../db/client';
import { productPhotos } from '../catalog/schema';
import type { Executor } from './store';

/**
 * The one place that turns `product_photos` rows into what shoppers' answers carry: the main
 * photo of each product of a page (`image`, `imageUrl`), a product's photos (`photos`, `images`).
 */

export type PhotoSize = (typeof productPhotos.$inferSelect)['sizes'][number];
type PhotoRow = Pick<typeof productPhotos.$inferSelect, 'id' | 'position' | 'width' | 'height' | 'sizes'>;

/** A stored file's public URL: `/api/files/<key>`. */
export const fileUrl = (key: string) => `${FILES_PATH}${key}`;

const SOURCE_TYPES = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

/** `<picture>` material from a photo's stored sizes: srcsets smallest first, src the WebP nearest 640 wide. */
export function responsiveImage(sizes: readonly PhotoSize[]): ResponsiveImage | null {
  const webp = sizes.filter((size) => size.format === 'webp').sort((a, b) => a.width - b.width);
  if (!webp.length) return null;
  const src =
    webp.find((size) => size.width === PRODUCT_PHOTO_FALLBACK_WIDTH) ??
    webp.filter((size) => size.width <= PRODUCT_PHOTO_FALLBACK_WIDTH).at(-1) ??
    webp[0]!;
  return {
    src: fileUrl(src.key),
    width: src.width,
    height: src.height,
    sources: SOURCE_TYPES.flatMap(([format, type]) => {
      const list = sizes.filter((size) => size.format === format).sort((a, b) => a.width - b.width);
      return list.length
        ? [{ type, srcset: list.map((size) => `${fileUrl(size.key)} ${size.width}w`).join(', ') }]
        : [];
    }),
  };
}

/** A photo as the back office lists it. */
export function toProductPhoto(row: PhotoRow): ProductPhoto | null {
  const image = responsiveImage(row.sizes);
  if (!image) return null;
  return {
    ...image,
    id: row.id,
    position: row.position,
    originalWidth: row.width,
    originalHeight: row.height,
  };
}

/** Every photo of a product, in order. */
export async function loadProductPhotos(db: Executor, productId: number): Promise<PhotoRow[]> {
  return db
    .select({
      id: productPhotos.id,
      position: productPhotos.position,
      width: productPhotos.width,
      height: productPhotos.height,
      sizes: productPhotos.sizes,
    })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
}

/**
 * The main photo of each of `productIds` (a page of a list): one query on the
 * `(product_id, position)` index, whatever the page's size.
 */
export async function loadMainImages(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, ResponsiveImage>> {
  const ids = [...new Set(productIds)];
  const images = new Map<number, ResponsiveImage>();
  if (!ids.length) return images;
  const rows = await db
    .selectDistinctOn([productPhotos.productId], {
      productId: productPhotos.productId,
      sizes: productPhotos.sizes,
    })
    .from(productPhotos)
    .where(inArray(productPhotos.productId, ids))
    .orderBy(productPhotos.productId, asc(productPhotos.position), asc(productPhotos.id));
  for (const row of rows) {
    const image = responsiveImage(row.sizes);
    if (image) images.set(row.productId, image);
  }
  return images;
}

/** Summaries (with `id` and the pictogram as `imageUrl`) with their main photo: `image`, and `imageUrl` its src. */
export async function withMainImages<T extends { id: number; imageUrl: string }>(
  db: Database,
  items: T[],
): Promise<(T & { image: ResponsiveImage | null })[]> {
  const images = await loadMainImages(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const image = images.get(item.id) ?? null;
    return { ...item, image, imageUrl: image?.src ?? item.imageUrl };
  });
}

/**
 * A product's photos for its page, from their stored sizes in photo order: `photos`, and `images`
 * their srcs (else the pictograms kept).
 */
export function productPageImages(
  photoSizes: readonly (readonly PhotoSize[])[],
  pictograms: string[],
): { photos: ResponsiveImage[]; images: string[]; image: ResponsiveImage | null } {
  const photos = photoSizes
    .map((sizes) => responsiveImage(sizes))
    .filter((image): image is ResponsiveImage => image !== null);
  return {
    photos,
    images: photos.length ? photos.map((photo) => photo.src) : pictograms,
    image: photos[0] ?? null,
  };
}

/** How many photos a product has (for the limit of 8). */
export async function countProductPhotos(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId));
  return row?.n ?? 0;
}
