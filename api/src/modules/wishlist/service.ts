import { and, desc, eq, sql } from 'drizzle-orm';
import type { FollowedStore, WishlistItem } from '@storefront/shared/contract/wishlist';
import type { Database } from '../../db/client';
import { products, promotions, stores } from '../catalog/schema';
import { summaryColumns, toSummary } from '../catalog/service';
import { withMainImages } from '../files/product-images';
import { storeFollows, wishlistItems } from './schema';

/** A shopper's wishlist and followed stores. Adding twice or removing what is not there is fine. */
export function createWishlistService(db: Database) {
  return {
    async listWishlist(
      userId: number,
      page: number,
      perPage: number,
    ): Promise<{ items: WishlistItem[]; hasNext: boolean; total: number }> {
      const [rows, all] = await Promise.all([
        db
          .select({ ...summaryColumns, addedAt: wishlistItems.createdAt })
          .from(wishlistItems)
          .innerJoin(products, eq(products.id, wishlistItems.productId))
          .leftJoin(promotions, eq(promotions.id, products.promotionId))
          // An unpublished product leaves the wishlist while it is unpublished (and comes back after).
          .where(and(eq(wishlistItems.userId, userId), eq(products.published, true)))
          .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
          .limit(perPage + 1)
          .offset((page - 1) * perPage),
        db.$count(
          wishlistItems,
          and(
            eq(wishlistItems.userId, userId),
            sql`exists (select 1 from ${products} where ${products.id} = ${wishlistItems.productId} and ${products.published})`,
          ),
        ),
      ]);
      return {
        items: await withMainImages(
          db,
          rows.slice(0, perPage).map((row) => ({ ...toSummary(row), addedAt: row.addedAt.toISOString() })),
        ),
        hasNext: rows.length > perPage,
        total: all,
      };
    },

    /** False when the product does not exist. */
    async addToWishlist(userId: number, productId: number): Promise<boolean> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.published, true)))
        .limit(1);
      if (!product) return false;
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
      return true;
    },

    async removeFromWishlist(userId: number, productId: number): Promise<void> {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },

    async listFollowedStores(
      userId: number,
      page: number,
      perPage: number,
    ): Promise<{ items: FollowedStore[]; hasNext: boolean; total: number }> {
      const [rows, all] = await Promise.all([
        db
          .select({ id: stores.id, name: stores.name, followedAt: storeFollows.createdAt })
          .from(storeFollows)
          .innerJoin(stores, eq(stores.id, storeFollows.storeId))
          .where(eq(storeFollows.userId, userId))
          .orderBy(desc(storeFollows.createdAt), desc(storeFollows.storeId))
          .limit(perPage + 1)
          .offset((page - 1) * perPage),
        db.$count(storeFollows, eq(storeFollows.userId, userId)),
      ]);
      return {
        items: rows
          .slice(0, perPage)
          .map((row) => ({ id: row.id, name: row.name, followedAt: row.followedAt.toISOString() })),
        hasNext: rows.length > perPage,
        total: all,
      };
    },

    /** False when the store does not exist. */
    async followStore(userId: number, storeId: number): Promise<boolean> {
      const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1);
      if (!store) return false;
      await db.insert(storeFollows).values({ userId, storeId }).onConflictDoNothing();
      return true;
    },

    async unfollowStore(userId: number, storeId: number): Promise<void> {
      await db
        .delete(storeFollows)
        .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)));
    },

    /** What the product page shows a signed-in shopper: one round trip for both flags. */
    async viewerFlags(
      userId: number,
      productId: number,
      storeId: number,
    ): Promise<{ isWishlisted: boolean; isFollowed: boolean }> {
      const [wished, followed] = await Promise.all([
        db
          .select({ one: wishlistItems.productId })
          .from(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
          .limit(1),
        db
          .select({ one: storeFollows.storeId })
          .from(storeFollows)
          .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)))
          .limit(1),
      ]);
      return { isWishlisted: wished.length > 0, isFollowed: followed.length > 0 };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
