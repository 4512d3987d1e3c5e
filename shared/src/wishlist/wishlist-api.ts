import { api } from '../api/api';
import type {
  FollowedStore,
  ItemResponse,
  ListResponse,
  PageQuery,
  StoreFollowState,
  WishlistItem,
  WishlistState,
} from '../contract';

/**
 * Wishlist and followed stores (`/api/wishlists`, `/api/followed-stores`, `/api/stores/:id/follow`).
 * Mutations answer the new state, so callers can show it without refetching the product.
 */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<ListResponse<WishlistItem>, PageQuery | void>({
      query: (params) => ({ url: '/wishlists', params: params ?? {} }),
    }),
    addToWishlist: build.mutation<WishlistState, number>({
      query: (productId) => ({ url: `/wishlists/${productId}`, method: 'PUT' }),
      transformResponse: (response: ItemResponse<WishlistState>) => response.data,
    }),
    removeFromWishlist: build.mutation<WishlistState, number>({
      query: (productId) => ({ url: `/wishlists/${productId}`, method: 'DELETE' }),
      transformResponse: (response: ItemResponse<WishlistState>) => response.data,
    }),
    getFollowedStores: build.query<ListResponse<FollowedStore>, PageQuery | void>({
      query: (params) => ({ url: '/followed-stores', params: params ?? {} }),
    }),
    followStore: build.mutation<StoreFollowState, number>({
      query: (storeId) => ({ url: `/stores/${storeId}/follow`, method: 'PUT' }),
      transformResponse: (response: ItemResponse<StoreFollowState>) => response.data,
    }),
    unfollowStore: build.mutation<StoreFollowState, number>({
      query: (storeId) => ({ url: `/stores/${storeId}/follow`, method: 'DELETE' }),
      transformResponse: (response: ItemResponse<StoreFollowState>) => response.data,
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
