import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../../db/client';
import { runtimePath } from '../../../lib/runtime-files';
import { productPhotos, products } from '../../catalog/schema';
import { createCatalogService } from '../../catalog/service';
import type { Icon } from '../../catalog/seed/product-vocabulary';
import {
  PROCESSING_FINGERPRINT,
  processProductPhoto,
  type ProcessedPhoto,
  type RenditionFormat,
} from '../images';
import { storeRenditions } from '../photo-service';
import type { FileStore } from '../store';
import { ILLUSTRATIONS } from './illustrations';

/**
 * Photos for the products the home page shows (best sellers, today's deals, new arrivals: the
 * same queries as the page), so a fresh shop looks like one. Each department has one
 * illustration (illustrations.ts), rendered to a JPEG as a camera would give it and stored
 * through the upload path: decoded and resized once into every size and format, then stored
 * under the product's own random keys, with its `product_photos` row.
 *
 * Products the seed already gave a photo, or that staff have changed (version above 1), are left
 * alone, so this runs on every start and only fills in products that newly reach the home page.
 *
 * Resizing is done once, ahead of time: the renditions of each illustration are committed in
 * `rendered/` (about 0.8 MB, `pnpm --filter @storefront/api seed:photos` writes them again after
 * an illustration or the processing changes), since resizing all ten takes 4 to 18 seconds on
 * two cores and every fresh database (tests, `pnpm start`) would pay it. An illustration whose
 * rendition is missing or stale is resized at seed time and kept in a cache folder instead.
 */

/** As many as the home page shows of each (best sellers 24, deals 12 of 24 loaded, new arrivals 12). */
const HOME_QUERIES = { bestSellers: 24, deals: 24, newArrivals: 12 } as const;

interface CachedPhoto {
  width: number;
  height: number;
  renditions: { format: RenditionFormat; width: number; height: number; bytes: string }[];
}

/** The illustration as an uploaded photo would arrive: a 1280-pixel JPEG. */
async function illustrationJpeg(icon: Icon): Promise<Buffer> {
  return sharp(Buffer.from(ILLUSTRATIONS[icon]()))
    .resize({ width: 1280 })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}

/** The renditions made ahead of time (committed). */
export const RENDERED_DIR = runtimePath('seedPhotos');

/** The file name of an illustration's renditions: it changes with the drawing and the processing. */
export function renditionsFileName(icon: Icon): string {
  const hash = createHash('sha256')
    .update(ILLUSTRATIONS[icon]())
    .update(PROCESSING_FINGERPRINT)
    .digest('hex')
    .slice(0, 24);
  return `${icon}-${hash}.json`;
}

async function readRenditions(file: string): Promise<ProcessedPhoto | null> {
  try {
    const cached = JSON.parse(await readFile(file, 'utf8')) as CachedPhoto;
    return {
      width: cached.width,
      height: cached.height,
      renditions: cached.renditions.map((r) => ({ ...r, bytes: Buffer.from(r.bytes, 'base64') })),
    };
  } catch {
    return null;
  }
}

/** Resizes an illustration as an upload would be, and writes the renditions to `file`. */
export async function renderIllustration(icon: Icon, file: string): Promise<ProcessedPhoto> {
  const processed = await processProductPhoto(await illustrationJpeg(icon));
  const cached: CachedPhoto = {
    width: processed.width,
    height: processed.height,
    renditions: processed.renditions.map((r) => ({ ...r, bytes: r.bytes.toString('base64') })),
  };
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Whole or not at all, even with two seeds at once.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(cached));
    await rename(partial, file);
  } catch {
    // A cache that cannot be written only costs the next seed the same work again.
  }
  return processed;
}

/** An illustration's renditions: committed, else cached, else made now (and cached). */
async function processedIllustration(icon: Icon, cacheDir: string): Promise<ProcessedPhoto> {
  const name = renditionsFileName(icon);
  return (
    (await readRenditions(path.join(RENDERED_DIR, name))) ??
    (await readRenditions(path.join(cacheDir, name))) ??
    renderIllustration(icon, path.join(cacheDir, name))
  );
}

/** The products the home page shows now, in its own queries' order, without repeats. */
async function homePageProductIds(db: Database): Promise<number[]> {
  // Lists only: the search index is never loaded.
  const catalog = createCatalogService(db, { searchMaxAgeMs: 0 });
  const [bestSellers, newArrivals, deals] = await Promise.all([
    catalog.listProducts({ sort: 'best-selling', page: 1, perPage: HOME_QUERIES.bestSellers }),
    catalog.listProducts({ sort: 'newest', page: 1, perPage: HOME_QUERIES.newArrivals }),
    catalog.listDeals(1, HOME_QUERIES.deals),
  ]);
  return [...new Set([...deals.items, ...bestSellers.items, ...newArrivals.items].map((item) => item.id))];
}

export interface SeedPhotosOptions {
  log?: (line: string) => void;
  /** Where processed illustrations are kept between seeds. */
  cacheDir?: string;
}

/** Gives the home page's products a photo (see above); answers how many products got one. */
export async function seedProductPhotos(
  db: Database,
  files: FileStore,
  options: SeedPhotosOptions = {},
): Promise<number> {
  const cacheDir = options.cacheDir ?? path.join(os.tmpdir(), 'psar-seed-photos');
  const ids = await homePageProductIds(db);
  if (!ids.length) return 0;
  // Untouched by staff (version 1) and without a photo yet.
  const todo = await db
    .select({ id: products.id, icon: products.icon })
    .from(products)
    .leftJoin(productPhotos, eq(productPhotos.productId, products.id))
    .where(and(inArray(products.id, ids), eq(products.version, 1), isNull(productPhotos.id)));
  if (!todo.length) return 0;
  const started = Date.now();
  const processed = new Map<Icon, ProcessedPhoto>();
  for (const { icon } of todo) {
    const known = icon as Icon;
    if (ILLUSTRATIONS[known] && !processed.has(known))
      processed.set(known, await processedIllustration(known, cacheDir));
  }
  // One transaction for them all: all or none, and quicker than one per product.
  const seeded = await db.transaction(async (tx) => {
    let count = 0;
    for (const product of todo) {
      const photo = processed.get(product.icon as Icon);
      if (!photo) continue;
      const sizes = await storeRenditions(files, product.id, photo, [], tx);
      await tx
        .insert(productPhotos)
        .values({ productId: product.id, position: 0, width: photo.width, height: photo.height, sizes });
      count += 1;
    }
    return count;
  });
  options.log?.(`product photos: ${seeded} products of the home page in ${Date.now() - started} ms`);
  return seeded;
}
