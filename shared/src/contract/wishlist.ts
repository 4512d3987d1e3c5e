import { z } from 'zod';
import { productSummarySchema, rowId } from './catalog';
import { itemOf, listOf } from './common';
import { named } from './registry';

/** The signed-in shopper's wishlist and followed stores (`/api/wishlists`, `/api/followed-stores`). */

/** A wishlist entry: the product's summary and when the shopper added it. */
export const wishlistItemSchema = named(
  'WishlistItem',
  productSummarySchema.extend({
    addedAt: z.string().describe('When the shopper added it, ISO 8601 date-time'),
  }),
);
export type WishlistItem = z.output<typeof wishlistItemSchema>;

export const followedStoreSchema = named(
  'FollowedStore',
  z.object({
    id: z.number().int(),
    name: z.string(),
    followedAt: z.string().describe('When the shopper started following it, ISO 8601 date-time'),
  }),
);
export type FollowedStore = z.output<typeof followedStoreSchema>;

export const wishlistListSchema = listOf(wishlistItemSchema);
export type WishlistListResponse = z.output<typeof wishlistListSchema>;
export const followedStoreListSchema = listOf(followedStoreSchema);
export type FollowedStoreListResponse = z.output<typeof followedStoreListSchema>;

/** Whether a product is on the wishlist now (the answer of adding and removing it). */
export const wishlistStateSchema = named(
  'WishlistState',
  z.object({ productId: z.number().int(), isWishlisted: z.boolean() }),
);
export type WishlistState = z.output<typeof wishlistStateSchema>;

/** Whether a store is followed now (the answer of following and unfollowing it). */
export const storeFollowStateSchema = named(
  'StoreFollowState',
  z.object({ storeId: z.number().int(), isFollowed: z.boolean() }),
);
export type StoreFollowState = z.output<typeof storeFollowStateSchema>;

export const wishlistStateResponse = itemOf(wishlistStateSchema);
export const storeFollowStateResponse = itemOf(storeFollowStateSchema);

/** Messages name the field from its path (`{{field}}`): productId, storeId. */
export const wishlistProductParams = z.object({ productId: rowId() });
export const storeIdParams = z.object({ storeId: rowId() });
