import { asc, eq } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@storefront/shared/rules';
import { CLIENT, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { variants } from '../catalog/schema';

describe('cart API', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 24 });
    demo = await signIn(t.app);
    const signUp = await t.app.inject({ method: 'POST', url: '/api/sign-up', headers: CLIENT, payload: { name: 'Other Shopper', email: 'other@example.com', password: 'Other1234' } });
    other = signUp.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });

  async function productWithStock() {
    for (let id = 1; id <= 24; id += 1) {
      const product = (await call('GET', `/api/products/${id}`, '')).json().data;
      const variant = product.variants.find((v: { stock: number }) => v.stock >= 5);
      if (variant) return { product, variant };
    }
    throw new Error('no product with stock');
  }

  it('needs a signed-in shopper', async () => {
    expect((await call('GET', '/api/carts', '')).statusCode).toBe(401);
  });

  it('adds a line, and the same option again grows that line', async () => {
    const { product, variant } = await productWithStock();
    // Key order of the attributes does not matter.
    const attributes = Object.fromEntries(Object.entries(variant.attributes as Record<string, string>).reverse());
    const first = await call('POST', '/api/carts', demo, { productId: product.id, quantity: 1, attributes });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/carts', demo, { productId: product.id, quantity: 2, attributes: variant.attributes });
    expect(again.json().data).toMatchObject({ id: first.json().data.id, quantity: 3, unitPrice: variant.price, stock: variant.stock });
    const cart = (await call('GET', '/api/carts', demo)).json();
    expect(cart.data).toHaveLength(1);
    expect(cart.meta).toMatchObject({ total: 1, currentPage: 1 });
  });

  it('refuses attributes that match no variant, and quantities beyond stock, with field messages', async () => {
    const { product, variant } = await productWithStock();
    const wrong = await call('POST', '/api/carts', demo, { productId: product.id, quantity: 1, attributes: { ...variant.attributes, bogus: 'x' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.attributes).toBeDefined();
    const tooMany = await call('POST', '/api/carts', demo, { productId: product.id, quantity: 99, attributes: variant.attributes });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.quantity).toMatch(/left in stock|out of stock|At most/);
  });

  // Straight from the database (product answers may be cached), skipping products other tests use.
  async function freshVariant(skipProducts: number[]) {
    const rows = await t.database.db.select().from(variants).orderBy(asc(variants.id));
    const row = rows.find((candidate) => !skipProducts.includes(candidate.productId));
    if (!row) throw new Error('no variant left');
    return row;
  }
  const linesOf = async (cookie: string) => (await call('GET', '/api/carts', cookie)).json().data as { id: number; productId: number; quantity: number }[];

  it('concurrent adds of one item never take the line beyond the stock', async () => {
    const used = (await linesOf(demo)).map((line) => line.productId);
    const variant = await freshVariant(used);
    await t.database.db.update(variants).set({ stock: 5 }).where(eq(variants.id, variant.id));
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('POST', '/api/carts', other, { productId: variant.productId, quantity: 1, attributes: variant.attributes })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 400)).toHaveLength(7);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) expect(refused.json().fields.quantity).toBe('Only 5 left in stock.');
    expect((await linesOf(other)).filter((line) => line.productId === variant.productId).map((line) => line.quantity)).toEqual([5]);
  });

  it(`concurrent adds of one item never take the line beyond ${MAX_LINE_QUANTITY}`, async () => {
    const used = (await linesOf(other)).map((line) => line.productId);
    const variant = await freshVariant(used);
    await t.database.db.update(variants).set({ stock: 500 }).where(eq(variants.id, variant.id));
    const add = (quantity: number) => call('POST', '/api/carts', other, { productId: variant.productId, quantity, attributes: variant.attributes });
    expect((await add(MAX_LINE_QUANTITY - 4)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(1)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(4);
    expect(codes.filter((code) => code === 400)).toHaveLength(6);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) expect(refused.json().fields.quantity).toBe(`At most ${MAX_LINE_QUANTITY}.`);
    expect((await linesOf(other)).filter((line) => line.productId === variant.productId).map((line) => line.quantity)).toEqual([MAX_LINE_QUANTITY]);
  });

  it("answers 404 for another shopper's cart line, and leaves it alone", async () => {
    const line = (await call('GET', '/api/carts', demo)).json().data[0];
    expect((await call('PUT', `/api/carts/${line.id}`, other, { quantity: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/carts/${line.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/carts', demo)).json().data[0].quantity).toBe(line.quantity);
  });

  it('updates and removes own lines', async () => {
    const line = (await call('GET', '/api/carts', demo)).json().data[0];
    expect((await call('PUT', `/api/carts/${line.id}`, demo, { quantity: 1 })).json().data.quantity).toBe(1);
    expect((await call('PUT', `/api/carts/${line.id}`, demo, { quantity: 0 })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/carts/${line.id}`, demo)).statusCode).toBe(200);
    expect((await call('GET', '/api/carts', demo)).json().data).toEqual([]);
  });
});
