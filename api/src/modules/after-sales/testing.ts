// Test fixtures for after-sales and reviews: orders written straight to the database, so these
// tests do not depend on how checkout prices or places them.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/schema';
import { products, variants } from '../catalog/schema';
import {
  orderLines,
  orders,
  type ORDER_STATUSES,
  type PAYMENT_METHODS,
  type PAYMENT_STATUSES,
} from '../orders/schema';

let sequence = 900_000;

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** An order of `lineCount` different products (quantity 2 each at $10), in the given state. */
export async function insertOrder(
  db: Database,
  userId: number,
  options: {
    status: (typeof ORDER_STATUSES)[number];
    paymentMethod?: (typeof PAYMENT_METHODS)[number];
    paymentStatus?: (typeof PAYMENT_STATUSES)[number];
    deliveredAt?: Date | null;
    lineCount?: number;
    productOffset?: number;
  },
) {
  const picks = await db
    .select({
      variantId: variants.id,
      productId: products.id,
      storeId: products.storeId,
      nameEn: products.nameEn,
      nameKh: products.nameKh,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .orderBy(products.id, variants.id)
    .limit(200);
  const byProduct = [...new Map(picks.map((pick) => [pick.productId, pick])).values()];
  const chosen = byProduct.slice(
    options.productOffset ?? 0,
    (options.productOffset ?? 0) + (options.lineCount ?? 1),
  );
  const total = chosen.length * 20;
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      number: `PS-${sequence}`,
      status: options.status,
      paymentMethod: options.paymentMethod ?? 'cod',
      paymentStatus: options.paymentStatus ?? 'unpaid',
      subtotal: total,
      discountTotal: 0,
      deliveryFeeTotal: 0,
      total,
      addressSnapshot: {
        id: 1,
        type: 'home',
        province: 'Siem Reap',
        building: '',
        home: '12',
        street: 'Street 6',
        village: 'Mondul 1',
        commune: 'Svay Dangkum',
        district: 'Siem Reap',
        email: '',
        postCode: '',
      },
      deliveredAt: options.deliveredAt ?? (options.status === 'delivered' ? new Date() : null),
      paidAt: options.paymentStatus === 'paid' ? new Date() : null,
    })
    .returning();
  const lines = await db
    .insert(orderLines)
    .values(
      chosen.map((pick) => ({
        orderId: order!.id,
        productId: pick.productId,
        storeId: pick.storeId,
        variantId: pick.variantId,
        attributes: {},
        nameEn: pick.nameEn,
        nameKh: pick.nameKh,
        imageUrl: `/images/${pick.productId}.svg`,
        unitPrice: 10,
        discount: 0,
        quantity: 2,
        deliveryFee: 0,
        lineTotal: 20,
      })),
    )
    .returning();
  return { order: order!, lines };
}

/** A multipart/form-data body for `app.inject`: text fields and files (name, bytes). */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Buffer; type?: string }[] = [],
) {
  const boundary = `----psar${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG (1×1): its first bytes are what the upload check looks at. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
