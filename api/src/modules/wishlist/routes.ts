import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import { MAX_ROW_ID, pageQuery, productSummarySchema } from '../catalog/schemas';
import type { WishlistService } from './service';

/** Messages name the field from its path (`{{field}}`): productId, storeId. */
const positiveId = () =>
  z.coerce
    .number(code('number.not_a_number'))
    .int(code('number.not_whole'))
    .positive(code('number.not_positive'))
    .max(MAX_ROW_ID, code('number.above_max'));

const wishlistItemSchema = productSummarySchema.extend({ addedAt: z.string() });
const followedStoreSchema = z.object({ id: z.number().int(), name: z.string(), followedAt: z.string() });

export async function wishlistRoutes(app: FastifyInstance, { wishlist }: { wishlist: WishlistService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  r.get(
    '/wishlists',
    {
      ...signedIn,
      schema: {
        tags: ['wishlist'],
        summary: "The shopper's wishlist, newest first",
        querystring: pageQuery(60, 24),
        response: { 200: listOf(wishlistItemSchema), ...errorResponses },
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
        tags: ['wishlist'],
        summary: 'Add a product to the wishlist (again is fine)',
        params: z.object({ productId: positiveId() }),
        response: {
          200: itemOf(z.object({ productId: z.number().int(), isWishlisted: z.boolean() })),
          ...errorResponses,
        },
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
        tags: ['wishlist'],
        summary: 'Remove a product from the wishlist',
        params: z.object({ productId: positiveId() }),
        response: {
          200: itemOf(z.object({ productId: z.number().int(), isWishlisted: z.boolean() })),
          ...errorResponses,
        },
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
        tags: ['wishlist'],
        summary: 'Stores the shopper follows, newest first',
        querystring: pageQuery(60, 24),
        response: { 200: listOf(followedStoreSchema), ...errorResponses },
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
        tags: ['wishlist'],
        summary: 'Follow a store (again is fine)',
        params: z.object({ storeId: positiveId() }),
        response: {
          200: itemOf(z.object({ storeId: z.number().int(), isFollowed: z.boolean() })),
          ...errorResponses,
        },
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
        tags: ['wishlist'],
        summary: 'Stop following a store',
        params: z.object({ storeId: positiveId() }),
        response: {
          200: itemOf(z.object({ storeId: z.number().int(), isFollowed: z.boolean() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { storeId } = request.params;
      await wishlist.unfollowStore(request.auth!.userId, storeId);
      return { data: { storeId, isFollowed: false } };
    },
  );
}
