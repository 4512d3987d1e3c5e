import { z } from 'zod';
import { attributesSchema, productSummarySchema } from './catalog';
import { listOf, MAX_ROW_ID } from './common';
import { code } from './error-codes';
import { named } from './registry';

/** The signed-in shopper's cart (`/api/carts`). Money is in US dollars. */

/** The most of one product option a cart line holds (the shared rules' MAX_LINE_QUANTITY). */
export const MAX_CART_QUANTITY = 99;
/** Attribute names and values as stored on variants (e.g. "color": "Black"), with room to spare. */
export const MAX_ATTRIBUTE_NAME_LENGTH = 40;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 80;

export const cartItemSchema = named(
  'CartItem',
  z.object({
    id: z.number().int().describe('The cart line id (cartId in the path)'),
    productId: z.number().int(),
    quantity: z.number().int(),
    attributes: attributesSchema,
    unitPrice: z.number().describe("The chosen variant's price in US dollars, before any discount"),
    stock: z.number().int().describe('How many of the chosen variant are left'),
    product: productSummarySchema,
  }),
);
export type CartItem = z.output<typeof cartItemSchema>;

export const cartListSchema = listOf(cartItemSchema);
export type CartListResponse = z.output<typeof cartListSchema>;

const quantity = z
  .number(code('number.not_a_number'))
  .int(code('number.not_whole'))
  .min(1, code('number.below_min'))
  .max(MAX_CART_QUANTITY, code('number.above_max'));

export const addCartItemBody = named(
  'AddCartItemBody',
  z.object({
    productId: z
      .number(code('number.not_a_number'))
      .int()
      .positive()
      .max(MAX_ROW_ID, code('number.above_max')),
    quantity: quantity.describe('How many to add; an existing line of the same option grows by it'),
    attributes: z
      .record(
        z.string().max(MAX_ATTRIBUTE_NAME_LENGTH),
        z.string().max(MAX_ATTRIBUTE_VALUE_LENGTH),
        code('cart.attributes_invalid'),
      )
      .default({})
      .describe(
        "The chosen option: exactly one variant's attributes (key order does not matter); {} for a product without options",
      ),
  }),
);
export type AddCartItemBody = z.input<typeof addCartItemBody>;

export const updateCartItemBody = named(
  'UpdateCartItemBody',
  z.object({ quantity: quantity.describe('The new quantity of the line') }),
);
export type UpdateCartItemBody = z.input<typeof updateCartItemBody>;

export const cartIdParams = z.object({
  cartId: z.coerce
    .number<number>(code('number.not_a_number'))
    .int()
    .positive()
    .max(MAX_ROW_ID, code('number.above_max')),
});

export const removedCartItemSchema = z.object({ data: z.null() });
