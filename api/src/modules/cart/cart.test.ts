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
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: CLIENT,
      payload: { name: 'Other Shopper', email: 'other@example.com', password: 'Other1234' },
    });
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
    const anonymous = await call('GET', '/api/carts', '');
    expect({ status: anonymous.statusCode, code: anonymous.json().code }).toEqual({
      status: 401,
      code: 'auth.sign_in_required',
    });
  });

  it('answers bad input with a coded problem per field', async () => {
    const cases: [
      payload: object,
      field: string,
      problem: { code: string; params: Record<string, unknown> },
    ][] = [
      [
        { productId: 'x', quantity: 1 },
        'productId',
        { code: 'number.not_a_number', params: { field: 'productId' } },
      ],
      [
        { productId: 99999999999, quantity: 1 },
        'productId',
        { code: 'number.above_max', params: { field: 'productId', max: 2147483647 } },
      ],
      [{ productId: 1 }, 'quantity', { code: 'number.not_a_number', params: { field: 'quantity' } }],
      [
        { productId: 1, quantity: 1.5 },
        'quantity',
        { code: 'number.not_whole', params: { field: 'quantity' } },
      ],
      [
        { productId: 1, quantity: 0 },
        'quantity',
        { code: 'number.below_min', params: { field: 'quantity', min: 1 } },
      ],
      [
        { productId: 1, quantity: 100 },
        'quantity',
        { code: 'number.above_max', params: { field: 'quantity', max: 99 } },
      ],
      [
        { productId: 1, quantity: 1, attributes: ['red'] },
        'attributes',
        { code: 'cart.attributes_invalid', params: {} },
      ],
    ];
    for (const [payload, field, problem] of cases) {
      const response = await call('POST', '/api/carts', demo, payload);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({
        payload,
        status: 400,
        code: 'request.invalid_input',
      });
      expect({ payload, field: response.json().fields[field] }).toEqual({
        payload,
        field: { ...problem, message: expect.any(String) },
      });
    }
    const badId = await call('PUT', '/api/carts/abc', demo, { quantity: 1 });
    expect(badId.json().fields.cartId).toMatchObject({
      code: 'number.not_a_number',
      params: { field: 'cartId' },
    });
    const unknown = await call('POST', '/api/carts', demo, { productId: 999999, quantity: 1 });
    expect({ status: unknown.statusCode, code: unknown.json().code }).toEqual({
      status: 404,
      code: 'product.not_found',
    });
  });

  it('adds a line, and the same option again grows that line', async () => {
    const { product, variant } = await productWithStock();
    // Key order of the attributes does not matter.
    const attributes = Object.fromEntries(
      Object.entries(variant.attributes as Record<string, string>).reverse(),
    );
    const first = await call('POST', '/api/carts', demo, { productId: product.id, quantity: 1, attributes });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/carts', demo, {
      productId: product.id,
      quantity: 2,
      attributes: variant.attributes,
    });
    expect(again.json().data).toMatchObject({
      id: first.json().data.id,
      quantity: 3,
      unitPrice: variant.price,
      stock: variant.stock,
    });
    const cart = (await call('GET', '/api/carts', demo)).json();
    expect(cart.data).toHaveLength(1);
    expect(cart.meta).toMatchObject({ total: 1, currentPage: 1 });
  });

  it('refuses attributes that match no variant, and quantities beyond stock, with coded field problems', async () => {
    const { product, variant } = await productWithStock();
    const wrong = await call('POST', '/api/carts', demo, {
      productId: product.id,
      quantity: 1,
      attributes: { ...variant.attributes, bogus: 'x' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'product.option_unavailable',
      fields: { attributes: { code: 'product.option_no_match' } },
    });
    const tooMany = await call('POST', '/api/carts', demo, {
      productId: product.id,
      quantity: 99,
      attributes: variant.attributes,
    });
    expect(tooMany.statusCode).toBe(400);
    const stock = { code: 'stock.insufficient', params: { count: variant.stock } };
    expect(tooMany.json()).toMatchObject({ ...stock, fields: { quantity: stock } });
  });

  it('says when an option is out of stock', async () => {
    const variant = await freshVariant((await linesOf(demo)).map((line) => line.productId));
    await t.database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, variant.id));
    const refused = await call('POST', '/api/carts', demo, {
      productId: variant.productId,
      quantity: 1,
      attributes: variant.attributes,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'stock.out',
      message: 'This option is out of stock.',
      fields: { quantity: { code: 'stock.out' } },
    });
    await t.database.db.update(variants).set({ stock: variant.stock }).where(eq(variants.id, variant.id));
  });

  // Straight from the database (product answers may be cached), skipping products other tests use.
  async function freshVariant(skipProducts: number[]) {
    const rows = await t.database.db.select().from(variants).orderBy(asc(variants.id));
    const row = rows.find((candidate) => !skipProducts.includes(candidate.productId));
    if (!row) throw new Error('no variant left');
    return row;
  }
  const linesOf = async (cookie: string) =>
    (await call('GET', '/api/carts', cookie)).json().data as {
      id: number;
      productId: number;
      quantity: number;
    }[];

  it('concurrent adds of one item never take the line beyond the stock', async () => {
    const used = (await linesOf(demo)).map((line) => line.productId);
    const variant = await freshVariant(used);
    await t.database.db.update(variants).set({ stock: 5 }).where(eq(variants.id, variant.id));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('POST', '/api/carts', other, {
          productId: variant.productId,
          quantity: 1,
          attributes: variant.attributes,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 400)).toHaveLength(7);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json()).toMatchObject({
        code: 'stock.insufficient',
        params: { count: 5 },
        fields: { quantity: { code: 'stock.insufficient', params: { count: 5 } } },
      });
    }
    // The English wording is the one the API always answered.
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toMatchObject({
      message: 'Only 5 left in stock.',
      fields: { quantity: { message: 'Only 5 left in stock.' } },
    });
    expect(
      (await linesOf(other))
        .filter((line) => line.productId === variant.productId)
        .map((line) => line.quantity),
    ).toEqual([5]);
  });

  it(`concurrent adds of one item never take the line beyond ${MAX_LINE_QUANTITY}`, async () => {
    const used = (await linesOf(other)).map((line) => line.productId);
    const variant = await freshVariant(used);
    await t.database.db.update(variants).set({ stock: 500 }).where(eq(variants.id, variant.id));
    const add = (quantity: number) =>
      call('POST', '/api/carts', other, {
        productId: variant.productId,
        quantity,
        attributes: variant.attributes,
      });
    expect((await add(MAX_LINE_QUANTITY - 4)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(1)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(4);
    expect(codes.filter((code) => code === 400)).toHaveLength(6);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json()).toMatchObject({
        code: 'cart.quantity_limit',
        params: { max: MAX_LINE_QUANTITY },
        fields: { quantity: { code: 'cart.quantity_at_most', params: { max: MAX_LINE_QUANTITY } } },
      });
    }
    expect(
      (await linesOf(other))
        .filter((line) => line.productId === variant.productId)
        .map((line) => line.quantity),
    ).toEqual([MAX_LINE_QUANTITY]);
  });

  it("answers 404 for another shopper's cart line, and leaves it alone", async () => {
    const line = (await call('GET', '/api/carts', demo)).json().data[0];
    for (const answer of [
      await call('PUT', `/api/carts/${line.id}`, other, { quantity: 1 }),
      await call('DELETE', `/api/carts/${line.id}`, other),
    ]) {
      expect({ status: answer.statusCode, code: answer.json().code }).toEqual({
        status: 404,
        code: 'cart.line_not_found',
      });
    }
    expect((await call('GET', '/api/carts', demo)).json().data[0].quantity).toBe(line.quantity);
  });

  it('updates and removes own lines', async () => {
    const line = (await call('GET', '/api/carts', demo)).json().data[0];
    expect((await call('PUT', `/api/carts/${line.id}`, demo, { quantity: 1 })).json().data.quantity).toBe(1);
    expect(
      (await call('PUT', `/api/carts/${line.id}`, demo, { quantity: 0 })).json().fields.quantity.code,
    ).toBe('number.below_min');
    // More than the stock is refused the same way as on adding.
    await t.database.db.update(variants).set({ stock: 3 }).where(eq(variants.productId, line.productId));
    const beyondStock = await call('PUT', `/api/carts/${line.id}`, demo, { quantity: 4 });
    expect(beyondStock.statusCode).toBe(400);
    expect(beyondStock.json()).toMatchObject({
      code: 'stock.insufficient',
      params: { count: 3 },
      fields: { quantity: { code: 'stock.insufficient' } },
    });
    expect((await call('DELETE', `/api/carts/${line.id}`, demo)).statusCode).toBe(200);
    expect((await call('GET', '/api/carts', demo)).json().data).toEqual([]);
  });
});
