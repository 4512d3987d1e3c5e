import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCartItemBody,
  cartIdParams,
  cartListSchema,
  cartItemSchema,
  removedCartItemSchema,
  updateCartItemBody,
} from '@storefront/shared/contract/cart';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf } from '../../lib/schemas';
import type { CartService } from './service';

export async function cartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/carts',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listCartItems',
        tags: ['cart'],
        summary: "The signed-in shopper's cart",
        description:
          "Every line of the signed-in shopper's cart, oldest first, in one page, with each product's summary and the chosen variant's price and stock. Answers 401 (auth.sign_in_required) without a valid session.",
        response: { 200: cartListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const items = await cart.items(request.auth!.userId);
      return {
        data: items,
        ...pageOf({
          path: '/api/carts',
          query: {},
          page: 1,
          perPage: Math.max(items.length, 1),
          total: items.length,
          totalIsEstimate: false,
          hasNext: false,
        }),
      };
    },
  );

  r.post(
    '/carts',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'addCartItem',
        tags: ['cart'],
        summary: 'Add a product option; the same option again grows its line',
        description:
          "Adds a product option to the signed-in shopper's cart, or grows the line that already holds it. Answers 404 (product.not_found) for an unknown product, 400 for attributes that match no variant (product.option_unavailable), more than the stock (stock.out, stock.insufficient) or more than 99 in a line (cart.quantity_limit).",
        body: addCartItemBody,
        response: { 201: itemOf(cartItemSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await cart.add(request.auth!.userId, request.body) }),
  );

  r.put(
    '/carts/:cartId',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'updateCartItem',
        tags: ['cart'],
        summary: 'Change the quantity of a cart line',
        description:
          "Sets the quantity of one of the signed-in shopper's cart lines. Answers 404 (cart.line_not_found) for a line that is not theirs, 400 for more than the stock (stock.out, stock.insufficient) or more than 99 (cart.quantity_limit).",
        params: cartIdParams,
        body: updateCartItemBody,
        response: { 200: itemOf(cartItemSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await cart.update(request.auth!.userId, request.params.cartId, request.body.quantity),
    }),
  );

  r.delete(
    '/carts/:cartId',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'removeCartItem',
        tags: ['cart'],
        summary: 'Remove a cart line',
        description:
          "Removes one of the signed-in shopper's cart lines; answers { data: null }. Answers 404 (cart.line_not_found) for a line that is not theirs.",
        params: cartIdParams,
        response: { 200: removedCartItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      await cart.remove(request.auth!.userId, request.params.cartId);
      return { data: null };
    },
  );
}
