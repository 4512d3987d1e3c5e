import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPageQuery } from '@storefront/shared/contract/catalog';
import {
  followedStoreListSchema,
  storeFollowStateResponse,
  storeIdParams,
  wishlistListSchema,
  wishlistProductParams,
  wishlistStateResponse,
} from '@storefront/shared/contract/wishlist';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses } from '../../lib/schemas';
import type { WishlistService } from './service';

export async function wishlistRoutes(app: FastifyInstance, { wishlist }: { wishlist: WishlistService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  r.get(
    '/wishlists',
    {
      ...signedIn,
      schema: {
        operationId: 'listWishlistItems',
        tags: ['wishlist'],
        summary: "The shopper's wishlist, newest first",
        description:
          "A page of the products on the signed-in shopper's wishlist, the last added first. Answers 401 without a valid session, 400 for an invalid page or perPage.",
        querystring: productPageQuery,
        response: { 200: wishlistListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const result = await wishlist.listWishlist(request.auth!.userId, page, perPage);
      return {
        data: result.items,
        ...pageOf({
          path: '/api/wishlists',
          query: request.query,
          page,
          perPage,
          total: result.total,
          totalIsEstimate: false,
          hasNext: result.hasNext,
        }),
      };
    },
  );

  r.put(
    '/wishlists/:productId',
    {
      ...signedIn,
      schema: {
        operationId: 'addWishlistItem',
        tags: ['wishlist'],
        summary: 'Add a product to the wishlist (again is fine)',
        description:
          "Puts a product on the signed-in shopper's wishlist; adding it again changes nothing. Answers 404 (product.not_found) for an unknown product, 401 without a valid session.",
        params: wishlistProductParams,
        response: { 200: wishlistStateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { productId } = request.params;
      if (!(await wishlist.addToWishlist(request.auth!.userId, productId)))
        throw notFound('product.not_found');
      return { data: { productId, isWishlisted: true } };
    },
  );

  r.delete(
    '/wishlists/:productId',
    {
      ...signedIn,
      schema: {
        operationId: 'removeWishlistItem',
        tags: ['wishlist'],
        summary: 'Remove a product from the wishlist',
        description:
          "Takes a product off the signed-in shopper's wishlist; a product that is not on it (or unknown) answers the same. Answers 401 without a valid session.",
        params: wishlistProductParams,
        response: { 200: wishlistStateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { productId } = request.params;
      await wishlist.removeFromWishlist(request.auth!.userId, productId);
      return { data: { productId, isWishlisted: false } };
    },
  );

  r.get(
    '/followed-stores',
    {
      ...signedIn,
      schema: {
        operationId: 'listFollowedStores',
        tags: ['wishlist'],
        summary: 'Stores the shopper follows, newest first',
        description:
          'A page of the stores the signed-in shopper follows, the last followed first. Answers 401 without a valid session, 400 for an invalid page or perPage.',
        querystring: productPageQuery,
        response: { 200: followedStoreListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const result = await wishlist.listFollowedStores(request.auth!.userId, page, perPage);
      return {
        data: result.items,
        ...pageOf({
          path: '/api/followed-stores',
          query: request.query,
          page,
          perPage,
          total: result.total,
          totalIsEstimate: false,
          hasNext: result.hasNext,
        }),
      };
    },
  );

  r.put(
    '/stores/:storeId/follow',
    {
      ...signedIn,
      schema: {
        operationId: 'followStore',
        tags: ['wishlist'],
        summary: 'Follow a store (again is fine)',
        description:
          'The signed-in shopper follows a store; following it again changes nothing. Answers 404 (store.not_found) for an unknown store, 401 without a valid session.',
        params: storeIdParams,
        response: { 200: storeFollowStateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { storeId } = request.params;
      if (!(await wishlist.followStore(request.auth!.userId, storeId))) throw notFound('store.not_found');
      return { data: { storeId, isFollowed: true } };
    },
  );

  r.delete(
    '/stores/:storeId/follow',
    {
      ...signedIn,
      schema: {
        operationId: 'unfollowStore',
        tags: ['wishlist'],
        summary: 'Stop following a store',
        description:
          'The signed-in shopper stops following a store; a store they do not follow (or unknown) answers the same. Answers 401 without a valid session.',
        params: storeIdParams,
        response: { 200: storeFollowStateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { storeId } = request.params;
      await wishlist.unfollowStore(request.auth!.userId, storeId);
      return { data: { storeId, isFollowed: false } };
    },
  );
}
