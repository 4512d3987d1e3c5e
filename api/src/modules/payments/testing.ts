// Helpers of the payments tests: placing KHQR orders and top-ups through the API, as a shopper does.
import { asc, eq, gte } from 'drizzle-orm';
import { CLIENT, type TestApp } from '../../testing/test-app';
import { variants } from '../catalog/schema';
import { payments } from './schema';

export interface PlacedKhqr {
  orderId: number;
  number: string;
  total: number;
  paymentId: number;
  md5: string;
  variantId: number;
  quantity: number;
}

let keySeq = 0;

/** A KHQR order (buy now) of `quantity` of the first variant with enough stock, by the shopper of `cookie`. */
export async function placeKhqrOrder(t: TestApp, cookie: string, quantity = 1): Promise<PlacedKhqr> {
  const [row] = await t.database.db
    .select()
    .from(variants)
    .where(gte(variants.stock, quantity + 5))
    .orderBy(asc(variants.id))
    .limit(1);
  if (!row) throw new Error('no variant with stock');
  const buyNow = { productId: row.productId, attributes: row.attributes, quantity };
  const headers = { ...CLIENT, cookie };
  const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
  const addressId = profile.json().data.addressBooks[0].id as number;
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    headers,
    payload: { buyNow },
  });
  if (quote.statusCode !== 200) throw new Error(`quote failed: ${quote.body}`);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': `payments-test-${Date.now()}-${(keySeq += 1)}` },
    payload: { buyNow, addressId, paymentMethod: 'khqr', expectedTotal: quote.json().data.total },
  });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  const order = placed.json().data;
  return {
    orderId: order.id,
    number: order.number,
    total: order.total,
    paymentId: order.payment.id,
    md5: order.payment.md5,
    variantId: row.id,
    quantity,
  };
}

/** A KHQR wallet top-up of `amount`. */
export async function createTopUp(t: TestApp, cookie: string, amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/wallet/top-ups',
    headers: { ...CLIENT, cookie },
    payload: { amount },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`top-up failed: ${response.body}`);
  return response.json().data as { id: number; md5: string; amount: number };
}

export async function getJson(t: TestApp, cookie: string, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...CLIENT, cookie } });
  return { statusCode: response.statusCode, body: response.json() };
}

export async function paymentRow(t: TestApp, paymentId: number) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`no payment ${paymentId}`);
  return row;
}

export async function stockOf(t: TestApp, variantId: number) {
  const [row] = await t.database.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row!.stock;
}

/** The code's time ran out (set in the past: the clock is not moved). */
export async function runOut(t: TestApp, paymentId: number) {
  await t.database.db
    .update(payments)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(payments.id, paymentId));
}

/** Asks `read` until `done` holds (every 50 ms, at most `timeoutMs`); the last value either way. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
