import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import { MAX_ROW_ID, productSummarySchema } from '../catalog/schemas';
import type { CartService } from './service';

const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
  attributes: z.record(z.string(), z.string()),
  unitPrice: z.number(),
  stock: z.number().int(),
  product: productSummarySchema,
});
const quantity = z
  .number(code('number.not_a_number'))
  .int(code('number.not_whole'))
  .min(1, code('number.below_min'))
  .max(99, code('number.above_max'));
const cartIdParams = z.object({
  cartId: z.coerce
    .number(code('number.not_a_number'))
    .int()
    .positive()
    .max(MAX_ROW_ID, code('number.above_max')),
});

export async function cartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/carts',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "The signed-in shopper's cart",
        response: { 200: listOf(cartItemSchema), ...errorResponses },
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
        tags: ['cart'],
        summary: 'Add a product option; the same option again grows its line',
        body: z.object({
          productId: z
            .number(code('number.not_a_number'))
            .int()
            .positive()
            .max(MAX_ROW_ID, code('number.above_max')),
          quantity,
          attributes: z.record(z.string(), z.string(), code('cart.attributes_invalid')).default({}),
        }),
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
        tags: ['cart'],
        summary: 'Change the quantity of a cart line',
        params: cartIdParams,
        body: z.object({ quantity }),
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
        tags: ['cart'],
        summary: 'Remove a cart line',
        params: cartIdParams,
        response: { 200: z.object({ data: z.null() }), ...errorResponses },
      },
    },
    async (request) => {
      await cart.remove(request.auth!.userId, request.params.cartId);
      return { data: null };
    },
  );
}
