import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  REVIEW_PHOTO_PATH,
  type CreateReviewInput,
  type UpdateReviewInput,
} from '@storefront/shared/contract/reviews';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { PhotoStore } from '../after-sales/photos';
import { MAX_PHOTOS, deletingPhotosOnFailure } from '../after-sales/photos';
import { products, reviews } from '../catalog/schema';
import { productImageUrl } from '../catalog/service';
import { orderLines, orders } from '../orders/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Photo = Parameters<PhotoStore['save']>[1];

/** Orders whose items have reached the shopper (a returned order was delivered first). */
const REVIEWABLE_STATUSES = ['delivered', 'returned'] as const;

/** products.rating (one decimal) and review_count from the product's reviews, inside `tx`. */
export async function recomputeProductRating(tx: Transaction, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${reviews.productId} = ${productId}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}

export function createReviewsService(db: Database, photos: PhotoStore) {
  const pendingWhere = (userId: number) =>
    and(
      eq(orders.userId, userId),
      inArray(orders.status, [...REVIEWABLE_STATUSES]),
      isNotNull(orders.deliveredAt),
      isNull(reviews.id),
    );

  /** Saves the photos, recording each file name in `saved` as soon as it is written; answers their URLs. */
  async function savePhotos(files: Photo[], saved: string[], tx: Transaction): Promise<string[]> {
    const urls: string[] = [];
    for (const file of files) {
      const name = await photos.save('review', file, tx);
      saved.push(name);
      urls.push(REVIEW_PHOTO_PATH + name);
    }
    return urls;
  }

  async function mineById(userId: number, id: number) {
    const { items } = await mine(userId, 1, 1, id);
    return items[0]!;
  }

  async function mine(userId: number, page: number, perPage: number, onlyId?: number) {
    const where = and(eq(reviews.userId, userId), onlyId ? eq(reviews.id, onlyId) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          review: reviews,
          nameEn: products.nameEn,
          nameKh: products.nameKh,
          lineImage: orderLines.imageUrl,
          attributes: orderLines.attributes,
          orderNumber: orders.number,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .leftJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
        .leftJoin(orders, eq(orders.id, orderLines.orderId))
        .where(where)
        .orderBy(desc(reviews.updatedAt), desc(reviews.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ value: count() }).from(reviews).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.review.id,
        productId: row.review.productId,
        orderLineId: row.review.orderLineId,
        orderNumber: row.orderNumber,
        name: { en: row.nameEn, kh: row.nameKh },
        imageUrl: row.lineImage ?? productImageUrl(row.review.productId),
        attributes: row.attributes ?? {},
        rating: row.review.rating,
        body: row.review.body,
        photos: row.review.photos,
        createdAt: row.review.createdAt.toISOString(),
        updatedAt: row.review.updatedAt.toISOString(),
      })),
      total: total?.value ?? 0,
    };
  }

  return {
    /** Delivered order lines the shopper has not reviewed yet, newest delivery first. */
    async pending(userId: number, page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            orderLineId: orderLines.id,
            orderId: orders.id,
            orderNumber: orders.number,
            productId: orderLines.productId,
            nameEn: orderLines.nameEn,
            nameKh: orderLines.nameKh,
            imageUrl: orderLines.imageUrl,
            attributes: orderLines.attributes,
            deliveredAt: orders.deliveredAt,
          })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
          .where(pendingWhere(userId))
          .orderBy(desc(orders.deliveredAt), desc(orderLines.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ value: count() })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
          .where(pendingWhere(userId)),
      ]);
      return {
        items: rows.map((row) => ({
          orderLineId: row.orderLineId,
          orderId: row.orderId,
          orderNumber: row.orderNumber,
          productId: row.productId,
          name: { en: row.nameEn, kh: row.nameKh },
          imageUrl: row.imageUrl,
          attributes: row.attributes,
          deliveredAt: row.deliveredAt!.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    },

    mine,

    /**
     * Writes the review of one delivered order line (one per line), then recomputes the product's
     * rating and review count in the same transaction. Another shopper's line answers 404.
     */
    async create(userId: number, input: CreateReviewInput, files: Photo[]) {
      if (files.length > MAX_PHOTOS) {
        const tooMany = { code: 'photo.too_many', params: { max: MAX_PHOTOS } } as const;
        throw badRequest(tooMany, { photos: tooMany });
      }
      // Photos are stored with the transaction; a rollback also deletes what a bucket holds of them.
      const id = await deletingPhotosOnFailure(photos, (saved) =>
        db.transaction(async (tx) => {
          const [line] = await tx
            .select({
              id: orderLines.id,
              productId: orderLines.productId,
              status: orders.status,
              deliveredAt: orders.deliveredAt,
            })
            .from(orderLines)
            .innerJoin(orders, eq(orders.id, orderLines.orderId))
            .where(and(eq(orderLines.id, input.orderLineId), eq(orders.userId, userId)));
          if (!line) throw notFound('review.order_line_not_found');
          if (!line.deliveredAt || !(REVIEWABLE_STATUSES as readonly string[]).includes(line.status)) {
            throw conflict('review.not_delivered', { orderLineId: 'review.not_delivered_field' });
          }
          const [existing] = await tx
            .select({ id: reviews.id })
            .from(reviews)
            .where(eq(reviews.orderLineId, line.id));
          if (existing)
            throw conflict('review.already_reviewed', { orderLineId: 'review.already_reviewed_field' });
          const urls = await savePhotos(files, saved, tx);
          const [row] = await tx
            .insert(reviews)
            .values({
              productId: line.productId,
              userId,
              orderLineId: line.id,
              rating: input.rating,
              body: input.body,
              photos: urls,
            })
            .onConflictDoNothing({ target: reviews.orderLineId })
            .returning({ id: reviews.id });
          // Two requests at once for the same line: the second finds the unique index taken.
          if (!row)
            throw conflict('review.already_reviewed', { orderLineId: 'review.already_reviewed_field' });
          await recomputeProductRating(tx, line.productId);
          return row.id;
        }),
      );
      return mineById(userId, id);
    },

    /** Changes the shopper's own review: rating, text, photos kept (by URL) plus new ones. */
    async update(userId: number, reviewId: number, input: UpdateReviewInput, files: Photo[]) {
      await deletingPhotosOnFailure(photos, (saved) =>
        db.transaction(async (tx) => {
          const [review] = await tx
            .select()
            .from(reviews)
            .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
            .for('update');
          if (!review) throw notFound('review.not_found');
          const kept = input.keepPhotos
            ? review.photos.filter((url) => input.keepPhotos!.includes(url))
            : review.photos;
          if (kept.length + files.length > MAX_PHOTOS) {
            const params = { max: MAX_PHOTOS };
            throw badRequest(
              { code: 'review.photos_limit', params },
              { photos: { code: 'review.photos_limit_field', params } },
            );
          }
          const added = await savePhotos(files, saved, tx);
          await tx
            .update(reviews)
            .set({
              rating: input.rating,
              body: input.body,
              photos: [...kept, ...added],
              updatedAt: new Date(),
            })
            .where(eq(reviews.id, review.id));
          await recomputeProductRating(tx, review.productId);
        }),
      );
      return mineById(userId, reviewId);
    },

    photo: (name: string) => photos.read(name),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
