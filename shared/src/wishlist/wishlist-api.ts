import { api } from '../api/api';
import type { ListResponse, Product, ProductSummary, Store } from '../domain/types';

/** `GET /api/products/:id` for whoever asks: both flags are false when anonymous. */
export interface ProductForViewer extends Product {
  isWishlisted: boolean;
  store: Store & { isFollowed: boolean };
}

/** A wishlist entry: the product's summary and when the shopper added it. */
export interface WishlistItem extends ProductSummary {
  addedAt: string;
}

export interface FollowedStore {
  id: number;
  name: string;
  followedAt: string;
}

/**
 * Wishlist and followed stores (`/api/wishlists`, `/api/followed-stores`, `/api/stores/:id/follow`).
 * Mutations answer the new state, so callers can show it without refetching the product.
 */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<ListResponse<WishlistItem>, { page?: number; perPage?: number } | void>({
      query: (params) => ({ url: '/wishlists', params: params ?? {} }),
    }),
    addToWishlist: build.mutation<{ productId: number; isWishlisted: boolean }, number>({
      query: (productId) => ({ url: `/wishlists/${productId}`, method: 'PUT' }),
      transformResponse: (response: { data: { productId: number; isWishlisted: boolean } }) => response.data,
    }),
    removeFromWishlist: build.mutation<{ productId: number; isWishlisted: boolean }, number>({
      query: (productId) => ({ url: `/wishlists/${productId}`, method: 'DELETE' }),
      transformResponse: (response: { data: { productId: number; isWishlisted: boolean } }) => response.data,
    }),
    getFollowedStores: build.query<ListResponse<FollowedStore>, { page?: number; perPage?: number } | void>({
      query: (params) => ({ url: '/followed-stores', params: params ?? {} }),
    }),
    followStore: build.mutation<{ storeId: number; isFollowed: boolean }, number>({
      query: (storeId) => ({ url: `/stores/${storeId}/follow`, method: 'PUT' }),
      transformResponse: (response: { data: { storeId: number; isFollowed: boolean } }) => response.data,
    }),
    unfollowStore: build.mutation<{ storeId: number; isFollowed: boolean }, number>({
      query: (storeId) => ({ url: `/stores/${storeId}/follow`, method: 'DELETE' }),
      transformResponse: (response: { data: { storeId: number; isFollowed: boolean } }) => response.data,
    }),
  }),
});

export const {
  useGetWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useGetFollowedStoresQuery,
  useFollowStoreMutation,
  useUnfollowStoreMutation,
} = wishlistApi;
