import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, attributesEqual } from '@storefront/shared/rules';
import type { Attributes } from '@storefront/shared/contract/catalog';
import type { CartItem } from '@storefront/shared/contract/cart';
import type { Database } from '../../db/client';
import type { Problem } from '../../lib/errors/codes';
import { badRequest, notFound } from '../../lib/http-errors';
import { products, promotions, variants } from '../catalog/schema';
import { productImageUrl } from '../catalog/service';
import { loadMainImages } from '../files/product-images';
import { cartItems } from './schema';

/** What a line cannot have more than the stock of: out of stock, or only `stock` left. */
function stockProblem(stock: number): Problem {
  return stock === 0 ? 'stock.out' : { code: 'stock.insufficient', params: { count: stock } };
}

const notEnoughStock = (stock: number) => badRequest(stockProblem(stock), { quantity: stockProblem(stock) });

const tooMany = () =>
  badRequest(
    { code: 'cart.quantity_limit', params: { max: MAX_LINE_QUANTITY } },
    { quantity: { code: 'cart.quantity_at_most', params: { max: MAX_LINE_QUANTITY } } },
  );

export function createCartService(db: Database) {
  async function line(userId: number, cartId: number) {
    const [row] = await db
      .select({
        id: cartItems.id,
        quantity: cartItems.quantity,
        stock: variants.stock,
        published: products.published,
      })
      .from(cartItems)
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
      .limit(1);
    // Someone else's line is answered exactly like a missing one.
    if (!row) throw notFound('cart.line_not_found');
    // An unpublished product stays in the cart as out of stock: it cannot be bought.
    return { ...row, stock: row.published ? row.stock : 0 };
  }

  async function items(userId: number): Promise<CartItem[]> {
    const rows = await db
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        attributes: cartItems.attributes,
        unitPrice: variants.price,
        stock: variants.stock,
        product: products,
        promotion: promotions,
      })
      .from(cartItems)
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(promotions, eq(promotions.id, products.promotionId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.id));
    const images = await loadMainImages(
      db,
      rows.map((row) => row.product.id),
    );
    return rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      quantity: row.quantity,
      attributes: row.attributes,
      unitPrice: row.unitPrice,
      // An unpublished product shows as out of stock (unavailable) until it is published again.
      stock: row.product.published ? row.stock : 0,
      product: {
        id: row.product.id,
        name: { en: row.product.nameEn, kh: row.product.nameKh },
        price: row.product.price,
        discount: row.product.discount,
        promotion: row.promotion
          ? {
              id: row.promotion.id,
              title: { en: row.promotion.titleEn, kh: row.promotion.titleKh },
              startDate: row.promotion.startDate.toISOString(),
              endDate: row.promotion.endDate.toISOString(),
              discount: row.promotion.discount,
              isActive: row.promotion.isActive,
            }
          : null,
        imageUrl: images.get(row.product.id)?.src ?? productImageUrl(row.product.id),
        image: images.get(row.product.id) ?? null,
        rating: row.product.rating,
        reviewCount: row.product.reviewCount,
        categoryId: row.product.categoryId,
      },
    }));
  }

  return {
    items,

    async add(
      userId: number,
      input: { productId: number; quantity: number; attributes: Attributes },
    ): Promise<CartItem> {
      const options = await db
        .select({ variant: variants })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(variants.productId, input.productId), eq(products.published, true)))
        .then((rows) => rows.map((row) => row.variant));
      // Unpublished products are answered like missing ones.
      if (!options.length) throw notFound('product.not_found');
      const variant = options.find((option) => attributesEqual(option.attributes, input.attributes));
      if (!variant) throw badRequest('product.option_unavailable', { attributes: 'product.option_no_match' });
      if (input.quantity > variant.stock) throw notEnoughStock(variant.stock);
      if (input.quantity > MAX_LINE_QUANTITY) throw tooMany();
      // One statement that checks and grows the line: a new line only while the variant has the
      // stock, an existing one only while the sum stays within the stock and the limit. Two
      // concurrent adds cannot both pass a check made before either wrote (no read-then-write).
      const inserted = await db.execute<{ id: number }>(sql`
        insert into ${cartItems} (${sql.identifier(cartItems.userId.name)}, ${sql.identifier(cartItems.productId.name)}, ${sql.identifier(cartItems.variantId.name)}, ${sql.identifier(cartItems.quantity.name)}, ${sql.identifier(cartItems.attributes.name)})
        select ${userId}::int, ${variants.productId}, ${variants.id}, ${input.quantity}::int, ${variants.attributes}
        from ${variants}
        where ${variants.id} = ${variant.id} and ${variants.stock} >= ${input.quantity}
        on conflict (${sql.identifier(cartItems.userId.name)}, ${sql.identifier(cartItems.variantId.name)}) do update
        set ${sql.identifier(cartItems.quantity.name)} = ${cartItems.quantity} + excluded.${sql.identifier(cartItems.quantity.name)}
        where ${cartItems.quantity} + excluded.${sql.identifier(cartItems.quantity.name)} <= least(${MAX_LINE_QUANTITY}::int, (select ${variants.stock} from ${variants} where ${variants.id} = ${variant.id}))
        returning ${cartItems.id}`);
      const saved = inserted.rows[0];
      if (!saved) {
        // Refused: say why, from the figures as they are now.
        const [now] = await db
          .select({ stock: variants.stock })
          .from(variants)
          .where(eq(variants.id, variant.id));
        const [inCart] = await db
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variant.id)));
        const stock = now?.stock ?? 0;
        if ((inCart?.quantity ?? 0) + input.quantity > stock) throw notEnoughStock(stock);
        throw tooMany();
      }
      const all = await items(userId);
      return all.find((item) => item.id === Number(saved.id))!;
    },

    async update(userId: number, cartId: number, quantity: number): Promise<CartItem> {
      const current = await line(userId, cartId);
      if (quantity > current.stock) throw notEnoughStock(current.stock);
      if (quantity > MAX_LINE_QUANTITY) throw tooMany();
      await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, current.id));
      return (await items(userId)).find((item) => item.id === cartId)!;
    },

    async remove(userId: number, cartId: number): Promise<void> {
      const current = await line(userId, cartId);
      await db.delete(cartItems).where(eq(cartItems.id, current.id));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
