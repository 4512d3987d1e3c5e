import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_PRODUCT_PHOTOS,
  type ProductPhoto,
  type ProductPhotoList,
  type ProductPhotoUpload,
} from '@storefront/shared/contract/files';
import type { Database } from '../../db/client';
import { badRequest, notFound, HttpError } from '../../lib/http-errors';
import type { StaffActor } from '../../plugins/auth';
import { products, productPhotos } from '../catalog/schema';
import { invalidateCatalogCaches } from '../catalog/response-cache';
import { recordAudit } from '../staff/audit';
import { processProductPhoto, RENDITION_TYPES, type ProcessedPhoto } from './images';
import { countProductPhotos, loadProductPhotos, toProductPhoto, type PhotoSize } from './product-images';
import { randomKeyPart, type Executor, type FileStore } from './store';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const tooMany = () => {
  const problem = { code: 'product_photo.too_many', params: { max: MAX_PRODUCT_PHOTOS } } as const;
  return badRequest(problem, { file: problem });
};

/** The product's row, locked for the change (404 when there is none). */
async function lockProduct(tx: Transaction, productId: number): Promise<{ id: number }> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound('product.not_found');
  return row;
}

/** A photo change is a product change: the version moves on (an edit opened before must reload). */
async function bumpVersion(tx: Transaction, productId: number): Promise<number> {
  const [row] = await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ version: products.version });
  return row!.version;
}

async function photoList(db: Executor, productId: number, version: number): Promise<ProductPhotoList> {
  const rows = await loadProductPhotos(db, productId);
  return {
    productId,
    version,
    photos: rows.map(toProductPhoto).filter((photo): photo is ProductPhoto => photo !== null),
  };
}

/** Stores a processed photo's renditions under `public/products/<productId>/<random>-<width>.<ext>`. */
export async function storeRenditions(
  files: FileStore,
  productId: number,
  processed: ProcessedPhoto,
  stored: string[],
  db?: Executor,
): Promise<PhotoSize[]> {
  const base = `public/products/${productId}/${randomKeyPart()}`;
  const sizes: PhotoSize[] = [];
  for (const rendition of processed.renditions) {
    const key = `${base}-${rendition.width}.${rendition.format}`;
    await files.put(key, rendition.bytes, RENDITION_TYPES[rendition.format], db);
    stored.push(key);
    sizes.push({ format: rendition.format, width: rendition.width, height: rendition.height, key });
  }
  return sizes;
}

/**
 * Runs `work`, which stores files and records their keys in `stored`; when it fails, those files
 * are deleted (their rows rolled back with the transaction; a bucket's objects need deleting).
 */
async function deletingFilesOnFailure<T>(
  files: FileStore,
  work: (stored: string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (error) {
    await files.delete(stored).catch(() => undefined);
    throw error;
  }
}

/** Product photos for the back office: add (resized once), delete, reorder. */
export function createProductPhotoService(db: Database, files: FileStore) {
  return {
    /** The product's photos in order, with its version. */
    async list(productId: number): Promise<ProductPhotoList> {
      const [product] = await db
        .select({ version: products.version })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      if (!product) throw notFound('product.not_found');
      return photoList(db, productId, product.version);
    },

    /**
     * Adds a photo (already checked to be JPEG, PNG or WebP by its bytes) last in place. It is
     * decoded and resized before the transaction (sharp's work); the renditions, the row, the
     * version bump and the audit entry then commit together.
     */
    async add(actor: StaffActor, productId: number, bytes: Buffer): Promise<ProductPhotoUpload> {
      // Refuse early what would be refused anyway, before spending a second of CPU on it.
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      if (!product) throw notFound('product.not_found');
      if ((await countProductPhotos(db, productId)) >= MAX_PRODUCT_PHOTOS) throw tooMany();

      const processed = await processProductPhoto(bytes);
      const result = await deletingFilesOnFailure(files, (stored) =>
        db.transaction(async (tx) => {
          await lockProduct(tx, productId);
          // Checked again under the lock: two uploads at once cannot both take the 8th place.
          const [{ count, next } = { count: 0, next: 0 }] = await tx
            .select({
              count: sql<number>`count(*)::int`,
              next: sql<number>`coalesce(max(${productPhotos.position}) + 1, 0)::int`,
            })
            .from(productPhotos)
            .where(eq(productPhotos.productId, productId));
          if (count >= MAX_PRODUCT_PHOTOS) throw tooMany();
          const sizes = await storeRenditions(files, productId, processed, stored, tx);
          const [row] = await tx
            .insert(productPhotos)
            .values({ productId, position: next, width: processed.width, height: processed.height, sizes })
            .returning();
          const version = await bumpVersion(tx, productId);
          await recordAudit(tx as unknown as Database, actor, {
            action: 'product.photo_add',
            entityType: 'product',
            entityId: productId,
            after: { photoId: row!.id, position: row!.position, width: row!.width, height: row!.height },
          });
          const list = await photoList(tx, productId, version);
          return { ...list, photo: list.photos.find((photo) => photo.id === row!.id)! };
        }),
      );
      invalidateCatalogCaches();
      return result;
    },

    /** Deletes a photo; the ones after it move up a place. Its files go once the change is committed. */
    async remove(actor: StaffActor, productId: number, photoId: number): Promise<ProductPhotoList> {
      const { list, keys } = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const [row] = await tx
          .delete(productPhotos)
          .where(and(eq(productPhotos.id, photoId), eq(productPhotos.productId, productId)))
          .returning();
        if (!row) throw notFound('product_photo.not_found');
        const rest = await loadProductPhotos(tx, productId);
        for (const [position, photo] of rest.entries()) {
          if (photo.position !== position)
            await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, photo.id));
        }
        const version = await bumpVersion(tx, productId);
        await recordAudit(tx as unknown as Database, actor, {
          action: 'product.photo_delete',
          entityType: 'product',
          entityId: productId,
          before: { photoId: row.id, position: row.position, width: row.width, height: row.height },
        });
        return { list: await photoList(tx, productId, version), keys: row.sizes.map((size) => size.key) };
      });
      invalidateCatalogCaches();
      // After the commit: a bucket cannot roll back. A failure here only leaves unused files.
      await files.delete(keys).catch(() => undefined);
      return list;
    },

    /**
     * Puts the photos in the order given, which must list every photo of the product once; when
     * the photos changed meanwhile (added or deleted elsewhere) → 409 with the current list.
     */
    async reorder(actor: StaffActor, productId: number, photoIds: number[]): Promise<ProductPhotoList> {
      const list = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const rows = await loadProductPhotos(tx, productId);
        const current = rows.map((row) => row.id);
        const sameSet =
          photoIds.length === current.length &&
          new Set(photoIds).size === photoIds.length &&
          photoIds.every((id) => current.includes(id));
        if (!sameSet) {
          const [product] = await tx
            .select({ version: products.version })
            .from(products)
            .where(eq(products.id, productId));
          throw new HttpError(
            409,
            'product_photo.order_mismatch',
            { photoIds: 'product_photo.order_mismatch' },
            { current: await photoList(tx, productId, product!.version) },
          );
        }
        for (const [position, id] of photoIds.entries()) {
          await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, id));
        }
        const version = await bumpVersion(tx, productId);
        await recordAudit(tx as unknown as Database, actor, {
          action: 'product.photo_reorder',
          entityType: 'product',
          entityId: productId,
          before: { photoIds: current },
          after: { photoIds },
        });
        return photoList(tx, productId, version);
      });
      invalidateCatalogCaches();
      return list;
    },
  };
}

export type ProductPhotoService = ReturnType<typeof createProductPhotoService>;
