import { asc, eq, gte, inArray } from 'drizzle-orm';
import kh from '@storefront/shared/locales/kh/errors.json';
import { CLIENT, createTestApp, signIn, signInWithRole, type TestApp } from '../../testing/test-app';
import { deliveryConditions, products, variants } from '../catalog/schema';
import { payments } from '../payments/schema';
import { wallets } from '../wallet/schema';

interface Variant {
  id: number;
  attributes: Record<string, string>;
  stock: number;
  price: number;
}

describe('orders API', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  /** An order handler's session: moves orders on, marks KHQR payments received (demo mode). */
  let handler: string;
  let demoAddressId: number;
  let otherAddressId: number;
  let keySeq = 0;
  const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}`;

  beforeAll(async () => {
    t = await createTestApp({ products: 24 });
    demo = await signIn(t.app);
    handler = (await signInWithRole(t, 'order_handler')).cookie;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: CLIENT,
      payload: { name: 'Other Shopper', email: 'other-orders@example.com', password: 'Other1234' },
    });
    other = signUp.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    demoAddressId = (await call('GET', '/api/profile', demo)).json().data.addressBooks[0].id;
    const otherUser = (await call('GET', '/api/profile', other)).json().data;
    const { addressBooks } = await import('../account/schema');
    const [row] = await t.database.db
      .insert(addressBooks)
      .values({ userId: otherUser.id, province: 'Kampot', isDefault: true })
      .returning();
    otherAddressId = row!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return t.app.inject({
      method,
      url,
      headers: { ...CLIENT, cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  }

  // Read from the database: the catalogue's product answers may be cached, and tests move stock.
  async function productVariant(
    minStock = 5,
    skip: number[] = [],
  ): Promise<{ productId: number; variant: Variant }> {
    const rows = await t.database.db
      .select()
      .from(variants)
      .where(gte(variants.stock, minStock))
      .orderBy(asc(variants.id));
    const row = rows.find((candidate) => !skip.includes(candidate.productId));
    if (!row) throw new Error('no product with stock');
    return {
      productId: row.productId,
      variant: { id: row.id, attributes: row.attributes, stock: row.stock, price: row.price },
    };
  }

  async function setStock(variantId: number, stock: number) {
    await t.database.db.update(variants).set({ stock }).where(eq(variants.id, variantId));
  }

  async function quoteFor(cookie: string, body: object) {
    const response = await call('POST', '/api/orders/quote', cookie, body);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function order(cookie: string, body: object, key = newKey()) {
    return call('POST', '/api/orders', cookie, body, { 'idempotency-key': key });
  }

  /** Demo mode's "mark received" (what Bakong's confirmation does in live mode). */
  const received = (paymentId: number) =>
    call('POST', `/api/backoffice/payments/${paymentId}/received`, handler, {});

  it('needs a signed-in shopper and an Idempotency-Key', async () => {
    expect((await call('GET', '/api/orders', '')).statusCode).toBe(401);
    const { productId, variant } = await productVariant();
    const response = await call('POST', '/api/orders', demo, {
      buyNow: { productId, attributes: variant.attributes, quantity: 1 },
      addressId: demoAddressId,
      paymentMethod: 'cod',
      expectedTotal: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'order.idempotency_key_required',
      // The English wording is the one the API always answered.
      message: 'Send an Idempotency-Key header (8–200 letters, digits, - _ . :) with every order.',
      fields: {
        'idempotency-key': {
          code: 'order.idempotency_key_format',
          message: 'Required: 8–200 letters, digits, - _ . :',
        },
      },
    });
  });

  it('answers 400 with a coded problem per field on bad input', async () => {
    const response = await order(demo, {
      cartIds: [],
      addressId: 0,
      paymentMethod: 'cash',
      expectedTotal: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'request.invalid_input',
      fields: {
        addressId: { code: 'number.not_positive', params: { field: 'addressId' } },
        paymentMethod: { code: 'enum.not_one_of', params: { field: 'paymentMethod' } },
        expectedTotal: { code: 'number.negative', params: { field: 'expectedTotal' } },
      },
    });
    const base = { addressId: 1, paymentMethod: 'card', expectedTotal: 1 };
    const cases: [body: object, field: string, problem: { code: string; params: Record<string, unknown> }][] =
      [
        [{ ...base }, 'cartIds', { code: 'order.items_source_ambiguous', params: {} }],
        [{ ...base, cartIds: [] }, 'cartIds', { code: 'order.items_required', params: {} }],
        [
          { ...base, cartIds: [1], buyNow: { productId: 1, quantity: 1 } },
          'cartIds',
          { code: 'order.items_source_ambiguous', params: {} },
        ],
        [{ ...base, cartIds: 'all' }, 'cartIds', { code: 'order.cart_ids_invalid', params: {} }],
        [
          { ...base, cartIds: ['a'] },
          'cartIds.0',
          { code: 'number.not_a_number', params: { field: 'cartIds' } },
        ],
        [
          { ...base, cartIds: [99999999999] },
          'cartIds.0',
          { code: 'number.above_max', params: { field: 'cartIds', max: 2147483647 } },
        ],
        [
          { ...base, buyNow: { productId: 1.5, quantity: 1 } },
          'buyNow.productId',
          { code: 'number.not_whole', params: { field: 'productId' } },
        ],
        [
          { ...base, buyNow: { productId: 1, quantity: 100 } },
          'buyNow.quantity',
          { code: 'number.above_max', params: { field: 'quantity', max: 99 } },
        ],
        [
          { ...base, buyNow: { productId: 1, quantity: 1, attributes: 'red' } },
          'buyNow.attributes',
          { code: 'cart.attributes_invalid', params: {} },
        ],
        [
          { ...base, cartIds: [1], cardId: 'x' },
          'cardId',
          { code: 'number.not_a_number', params: { field: 'cardId' } },
        ],
        [
          { ...base, cartIds: [1], voucherCode: 'X'.repeat(41) },
          'voucherCode',
          { code: 'order.voucher_code_too_long', params: {} },
        ],
        [
          { ...base, cartIds: [1], expectedTotal: 'about 10' },
          'expectedTotal',
          { code: 'order.expected_total_invalid', params: {} },
        ],
      ];
    for (const [body, field, problem] of cases) {
      const answer = await order(demo, body);
      expect({ body, status: answer.statusCode, code: answer.json().code }).toEqual({
        body,
        status: 400,
        code: 'request.invalid_input',
      });
      expect({ body, field: answer.json().fields[field] }).toEqual({
        body,
        field: { ...problem, message: expect.any(String) },
      });
    }
    const quote = await call('POST', '/api/orders/quote', demo, {});
    expect(quote.json().fields.cartIds).toMatchObject({
      code: 'order.items_source_ambiguous',
      message: 'Send either cartIds or buyNow.',
    });
    const list = await call('GET', '/api/orders?status=lost&page=0&perPage=51', demo);
    expect(list.json().fields).toMatchObject({
      status: { code: 'enum.not_one_of', params: { field: 'status' } },
      page: { code: 'number.below_min', params: { field: 'page', min: 1 } },
      perPage: { code: 'number.above_max', params: { field: 'perPage', max: 50 } },
    });
  });

  it('answers a buy-now item that is not sold, or not in that option, with coded problems', async () => {
    const { productId, variant } = await productVariant();
    const gone = await call('POST', '/api/orders/quote', demo, {
      buyNow: { productId: 999999, quantity: 1 },
    });
    expect({ status: gone.statusCode, code: gone.json().code }).toEqual({
      status: 404,
      code: 'product.not_found',
    });
    const wrong = await call('POST', '/api/orders/quote', demo, {
      buyNow: { productId, quantity: 1, attributes: { ...variant.attributes, bogus: 'x' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'product.option_unavailable',
      fields: { attributes: { code: 'product.option_no_match' } },
    });
  });

  it('places a cart order priced by the server, removes the ordered lines and keeps the others', async () => {
    const first = await productVariant(5);
    const second = await productVariant(5, [first.productId]);
    const a = (
      await call('POST', '/api/carts', demo, {
        productId: first.productId,
        quantity: 2,
        attributes: first.variant.attributes,
      })
    ).json().data;
    const b = (
      await call('POST', '/api/carts', demo, {
        productId: second.productId,
        quantity: 1,
        attributes: second.variant.attributes,
      })
    ).json().data;
    const quote = await quoteFor(demo, { cartIds: [a.id] });
    expect(quote.lines).toHaveLength(1);
    expect(quote.total).toBeGreaterThan(0);
    // A tampered price in the payload changes nothing: unknown fields are ignored.
    const response = await order(demo, {
      cartIds: [a.id],
      addressId: demoAddressId,
      paymentMethod: 'cod',
      expectedTotal: quote.total,
      unitPrice: 0.01,
      total: 0.01,
      lines: [{ cartId: a.id, unitPrice: 0.01 }],
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json().data;
    expect(placed).toMatchObject({
      status: 'to_ship',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      total: quote.total,
      subtotal: quote.subtotal,
      itemCount: 2,
    });
    expect(placed.number).toMatch(/^PS-\d{6}$/);
    expect(placed.lines[0]).toMatchObject({
      productId: first.productId,
      quantity: 2,
      unitPrice: first.variant.price,
    });
    expect(placed.address).toMatchObject({ id: demoAddressId, province: 'Siem Reap' });
    const cart = (await call('GET', '/api/carts', demo)).json().data;
    expect(cart.map((line: { id: number }) => line.id)).toEqual([b.id]);
    const [left] = await t.database.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, first.variant.id));
    expect(left!.stock).toBe(first.variant.stock - 2);
    expect((await call('GET', `/api/orders/${placed.id}`, demo)).json().data.number).toBe(placed.number);
    expect(
      (await call('GET', '/api/orders?status=to_ship', demo))
        .json()
        .data.some((o: { id: number }) => o.id === placed.id),
    ).toBe(true);
    await call('DELETE', `/api/carts/${b.id}`, demo);
  });

  it('answers 409 with the new figures when the total the shopper saw is not the real one, and orders nothing', async () => {
    const { productId, variant } = await productVariant();
    const line = (
      await call('POST', '/api/carts', demo, { productId, quantity: 1, attributes: variant.attributes })
    ).json().data;
    const quote = await quoteFor(demo, { cartIds: [line.id] });
    const before = (await call('GET', '/api/orders', demo)).json().meta.total;
    const response = await order(demo, {
      cartIds: [line.id],
      addressId: demoAddressId,
      paymentMethod: 'cod',
      expectedTotal: 0.01,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'checkout.price_changed',
      params: {},
      message: 'Prices have changed since you last looked. Please review the new total.',
    });
    expect(response.json().quote.total).toBe(quote.total);
    expect((await call('GET', '/api/orders', demo)).json().meta.total).toBe(before);
    // The cart is intact.
    expect((await call('GET', '/api/carts', demo)).json().data.map((l: { id: number }) => l.id)).toContain(
      line.id,
    );
    await call('DELETE', `/api/carts/${line.id}`, demo);
  });

  it("answers 404 for someone else's cart line or address, and another shopper's order", async () => {
    const { productId, variant } = await productVariant();
    const line = (
      await call('POST', '/api/carts', demo, { productId, quantity: 1, attributes: variant.attributes })
    ).json().data;
    const quote = await quoteFor(demo, { cartIds: [line.id] });
    const notFound = async (answer: Promise<{ statusCode: number; json: () => { code: string } }>) => {
      const { statusCode, json } = await answer;
      return { status: statusCode, code: json().code };
    };
    expect(
      await notFound(
        order(other, {
          cartIds: [line.id],
          addressId: otherAddressId,
          paymentMethod: 'cod',
          expectedTotal: quote.total,
        }),
      ),
    ).toEqual({ status: 404, code: 'cart.line_not_found' });
    expect(await notFound(call('POST', '/api/orders/quote', other, { cartIds: [line.id] }))).toEqual({
      status: 404,
      code: 'cart.line_not_found',
    });
    expect(
      await notFound(
        order(demo, {
          cartIds: [line.id],
          addressId: otherAddressId,
          paymentMethod: 'cod',
          expectedTotal: quote.total,
        }),
      ),
    ).toEqual({ status: 404, code: 'order.address_not_found' });
    const mine = (await call('GET', '/api/orders', demo)).json().data[0];
    expect(await notFound(call('GET', `/api/orders/${mine.id}`, other))).toEqual({
      status: 404,
      code: 'order.not_found',
    });
    expect(await notFound(call('POST', '/api/backoffice/orders/999999/confirm', handler))).toEqual({
      status: 404,
      code: 'order.not_found',
    });
    await call('DELETE', `/api/carts/${line.id}`, demo);
  });

  it('replays the first answer for the same key, rejects the same key with another body', async () => {
    const { productId, variant } = await productVariant();
    const body = {
      buyNow: { productId, attributes: variant.attributes, quantity: 1 },
      addressId: demoAddressId,
      paymentMethod: 'cod',
    };
    const quote = await quoteFor(demo, { buyNow: body.buyNow });
    const key = newKey();
    const first = await order(demo, { ...body, expectedTotal: quote.total }, key);
    const again = await order(demo, { ...body, expectedTotal: quote.total }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const different = await order(
      demo,
      { ...body, buyNow: { ...body.buyNow, quantity: 2 }, expectedTotal: quote.total },
      key,
    );
    expect(different.statusCode).toBe(422);
    expect(different.json()).toMatchObject({
      code: 'order.idempotency_key_reused',
      fields: { 'idempotency-key': { code: 'order.idempotency_key_reused_field' } },
    });
  });

  it('two concurrent requests with one key make one order', async () => {
    const { productId, variant } = await productVariant();
    const buyNow = { productId, attributes: variant.attributes, quantity: 1 };
    const quote = await quoteFor(demo, { buyNow });
    const before = (await call('GET', '/api/orders', demo)).json().meta.total;
    const key = newKey();
    const answers = await Promise.all(
      [0, 1].map(() =>
        order(
          demo,
          { buyNow, addressId: demoAddressId, paymentMethod: 'cod', expectedTotal: quote.total },
          key,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
    expect((await call('GET', '/api/orders', demo)).json().meta.total).toBe(before + 1);
  });

  it('50 concurrent orders for the last 3 units: exactly 3 succeed and stock ends at 0', async () => {
    const { productId, variant } = await productVariant(1);
    await setStock(variant.id, 3);
    const buyNow = { productId, attributes: variant.attributes, quantity: 1 };
    const quote = await quoteFor(demo, { buyNow });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        order(demo, { buyNow, addressId: demoAddressId, paymentMethod: 'cod', expectedTotal: quote.total }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(47);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'checkout.stock_changed', quote: { total: quote.total } });
    }
    const [row] = await t.database.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, variant.id));
    expect(row!.stock).toBe(0);
  });

  it('pays by wallet, and concurrent wallet orders for different products never take the balance below zero', async () => {
    // Six different products, so no variant or product row lock serializes the orders: only the
    // wallet's own conditional debit stands between them and a negative (or lost) balance.
    const picked: { productId: number; variant: Variant }[] = [];
    for (let index = 0; index < 6; index += 1)
      picked.push(
        await productVariant(
          30,
          picked.map((entry) => entry.productId),
        ),
      );
    const productIds = picked.map((entry) => entry.productId);
    // The same price, discount and delivery fee for all six: every order costs the same.
    await t.database.db
      .update(products)
      .set({ discount: 0, promotionId: null, deliveryFee: 1.5 })
      .where(inArray(products.id, productIds));
    await t.database.db.delete(deliveryConditions).where(inArray(deliveryConditions.productId, productIds));
    await t.database.db
      .update(variants)
      .set({ price: 10 })
      .where(
        inArray(
          variants.id,
          picked.map((entry) => entry.variant.id),
        ),
      );
    const bodies = picked.map(({ productId, variant }) => ({
      buyNow: { productId, attributes: variant.attributes, quantity: 1 },
      addressId: demoAddressId,
      paymentMethod: 'wallet',
    }));
    const totals = await Promise.all(
      bodies.map(async (body) => (await quoteFor(demo, { buyNow: body.buyNow })).total as number),
    );
    expect(new Set(totals)).toEqual(new Set([11.5]));
    const total = totals[0]!;
    const profile = (await call('GET', '/api/profile', demo)).json().data;
    // Enough for exactly two orders.
    const balance = Math.round(total * 2.5 * 100) / 100;
    await t.database.db.update(wallets).set({ balance }).where(eq(wallets.userId, profile.id));
    expect((await call('GET', '/api/wallet', demo)).json().data).toEqual({ balance, currency: 'USD' });
    const answers = await Promise.all(bodies.map((body) => order(demo, { ...body, expectedTotal: total })));
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(Math.floor(balance / total));
    expect(placed).toHaveLength(2);
    expect(placed[0]!.json().data).toMatchObject({
      paymentStatus: 'paid',
      status: 'to_ship',
      paymentMethod: 'wallet',
    });
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'wallet.balance_insufficient',
        fields: { paymentMethod: { code: 'wallet.balance_insufficient' } },
      });
    }
    const after = (await call('GET', '/api/wallet', demo)).json().data.balance;
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBeCloseTo(balance - placed.length * total, 2);
    const history = (await call('GET', '/api/wallet/transactions?perPage=10', demo)).json();
    const walletPayments = history.data.filter(
      (tx: { kind: string; reference: string }) =>
        tx.kind === 'payment' && placed.some((p) => p.json().data.number === tx.reference),
    );
    expect(walletPayments).toHaveLength(placed.length);
    // Refused orders took no stock.
    const stocks = await t.database.db
      .select({ id: variants.id, stock: variants.stock })
      .from(variants)
      .where(
        inArray(
          variants.id,
          picked.map((entry) => entry.variant.id),
        ),
      );
    const placedProducts = placed.map((p) => p.json().data.lines[0].productId as number);
    for (const { productId, variant } of picked) {
      expect(stocks.find((row) => row.id === variant.id)!.stock).toBe(
        variant.stock - (placedProducts.includes(productId) ? 1 : 0),
      );
    }
  });

  it('KHQR: the order waits for payment with a QR for the exact amount; staff move it on', async () => {
    const { productId, variant } = await productVariant();
    const buyNow = { productId, attributes: variant.attributes, quantity: 1 };
    const quote = await quoteFor(demo, { buyNow });
    const response = await order(demo, {
      buyNow,
      addressId: demoAddressId,
      paymentMethod: 'khqr',
      expectedTotal: quote.total,
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json().data;
    expect(placed).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' });
    expect(placed.payment).toMatchObject({ amount: quote.total, status: 'pending', currency: 'USD' });
    expect(placed.payment.qrString).toMatch(/^000201/);
    const { BakongKHQR } = await import('bakong-khqr');
    expect(BakongKHQR.verify(placed.payment.qrString).isValid).toBe(true);
    const decoded = BakongKHQR.decode(placed.payment.qrString).data!;
    expect(Number(decoded.transactionAmount)).toBe(quote.total);
    expect(decoded.transactionCurrency).toBe('840');
    expect(decoded.billNumber).toBe(placed.number);
    expect((await received(placed.payment.id)).statusCode).toBe(200);
    const paid = (await call('GET', `/api/orders/${placed.id}`, demo)).json().data;
    expect(paid).toMatchObject({ status: 'to_ship', fulfilment: 'placed', paymentStatus: 'paid' });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.history.map((entry: { action: string }) => entry.action)).toEqual(['place', 'mark_paid']);
    for (const action of ['confirm', 'pack'])
      expect((await call('POST', `/api/backoffice/orders/${placed.id}/${action}`, handler)).statusCode).toBe(
        200,
      );
    const shipping = await call('POST', `/api/backoffice/orders/${placed.id}/ship`, handler, {
      carrier: 'J&T Express',
      trackingNumber: 'JT-1',
    });
    expect(shipping.json().data.shippedAt).not.toBeNull();
    const backwards = await call('POST', `/api/backoffice/orders/${placed.id}/confirm`, handler);
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json()).toMatchObject({
      code: 'order.transition_invalid',
      params: { from: 'shipping', action: 'confirm' },
      message: 'An order that is on its way cannot be confirmed.',
    });
    expect((await call('POST', `/api/backoffice/orders/${placed.id}/deliver`, demo)).statusCode).toBe(403);
  });

  describe('KHQR expiry', () => {
    async function khqrOrder(quantity = 2) {
      const { productId, variant } = await productVariant(5);
      const buyNow = { productId, attributes: variant.attributes, quantity };
      const quote = await quoteFor(demo, { buyNow });
      const response = await order(demo, {
        buyNow,
        addressId: demoAddressId,
        paymentMethod: 'khqr',
        expectedTotal: quote.total,
      });
      expect(response.statusCode).toBe(201);
      return { placed: response.json().data, variant };
    }
    // The clock is not moved: the code's time is set in the past instead.
    const runOut = (paymentId: number) =>
      t.database.db
        .update(payments)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(payments.id, paymentId));
    const stockOf = async (variantId: number) =>
      (
        await t.database.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId))
      )[0]!.stock;

    it('refuses to mark an expired code paid, cancels its order and restocks once', async () => {
      const { placed, variant } = await khqrOrder();
      expect(await stockOf(variant.id)).toBe(variant.stock - 2);
      await runOut(placed.payment.id);
      const refused = await received(placed.payment.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'payment.expired',
        message: 'This KHQR payment has expired and can no longer be paid.',
        fields: { payment: { code: 'payment.expired_field' } },
      });
      const read = (await call('GET', `/api/orders/${placed.id}`, demo)).json().data;
      expect(read).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
      expect(read.payment.status).toBe('expired');
      expect(read.cancelledAt).not.toBeNull();
      // Restocked exactly once, however often it is read or paid again.
      expect(await stockOf(variant.id)).toBe(variant.stock);
      await call('GET', `/api/orders/${placed.id}`, demo);
      await call('GET', `/api/payments/${placed.payment.id}`, demo);
      expect((await received(placed.payment.id)).statusCode).toBe(409);
      expect(await stockOf(variant.id)).toBe(variant.stock);
    });

    it('the status poll expires a code whose time ran out; concurrent reads restock once', async () => {
      const { placed, variant } = await khqrOrder();
      const before = await call('GET', `/api/payments/${placed.payment.id}`, demo);
      expect(before.json().data.status).toBe('pending');
      await runOut(placed.payment.id);
      const polls = await Promise.all([
        call('GET', `/api/payments/${placed.payment.id}`, demo),
        call('GET', `/api/payments/${placed.payment.id}`, demo),
        call('GET', `/api/orders/${placed.id}`, demo),
        call('GET', '/api/orders?status=pending_payment', demo),
      ]);
      expect(polls.map((poll) => poll.statusCode)).toEqual([200, 200, 200, 200]);
      expect(polls[0]!.json().data.status).toBe('expired');
      expect(polls[1]!.json().data.status).toBe('expired');
      expect(polls[2]!.json().data.status).toBe('cancelled');
      expect(polls[3]!.json().data.some((o: { id: number }) => o.id === placed.id)).toBe(false);
      expect(await stockOf(variant.id)).toBe(variant.stock);
    });

    it('a code still in time is paid as before', async () => {
      const { placed } = await khqrOrder(1);
      expect((await received(placed.payment.id)).statusCode).toBe(200);
      expect((await call('GET', `/api/orders/${placed.id}`, demo)).json().data).toMatchObject({
        status: 'to_ship',
        paymentStatus: 'paid',
      });
    });

    it('an expired wallet top-up code credits nothing', async () => {
      const before = (await call('GET', '/api/wallet', demo)).json().data.balance;
      const payment = (await call('POST', '/api/wallet/top-ups', demo, { amount: 15 })).json().data;
      await runOut(payment.id);
      expect((await received(payment.id)).statusCode).toBe(409);
      expect((await call('GET', `/api/payments/${payment.id}`, demo)).json().data.status).toBe('expired');
      expect((await call('GET', '/api/wallet', demo)).json().data.balance).toBe(before);
    });
  });

  it('pays by a saved card of the shopper only', async () => {
    const { paymentCards } = await import('../payment-options/schema');
    const profile = (await call('GET', '/api/profile', demo)).json().data;
    const otherProfile = (await call('GET', '/api/profile', other)).json().data;
    const [mine] = await t.database.db
      .insert(paymentCards)
      .values({
        userId: profile.id,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        holder: 'Sokha Chan',
      })
      .returning();
    const [theirs] = await t.database.db
      .insert(paymentCards)
      .values({
        userId: otherProfile.id,
        brand: 'mastercard',
        last4: '5100',
        expMonth: 1,
        expYear: 2031,
        holder: 'Other',
      })
      .returning();
    const { productId, variant } = await productVariant();
    const buyNow = { productId, attributes: variant.attributes, quantity: 1 };
    const quote = await quoteFor(demo, { buyNow });
    const body = { buyNow, addressId: demoAddressId, paymentMethod: 'card', expectedTotal: quote.total };
    expect((await order(demo, body)).json()).toMatchObject({
      code: 'order.card_required',
      fields: { cardId: { code: 'order.card_required' } },
    });
    const theirCard = await order(demo, { ...body, cardId: theirs!.id });
    expect({ status: theirCard.statusCode, code: theirCard.json().code }).toEqual({
      status: 404,
      code: 'order.card_not_found',
    });
    const [expired] = await t.database.db
      .insert(paymentCards)
      .values({
        userId: profile.id,
        brand: 'visa',
        last4: '0002',
        expMonth: 1,
        expYear: 2020,
        holder: 'Sokha Chan',
      })
      .returning();
    expect((await order(demo, { ...body, cardId: expired!.id })).json()).toMatchObject({
      code: 'order.card_expired',
      fields: { cardId: { code: 'card.expired' } },
    });
    const paid = await order(demo, { ...body, cardId: mine!.id });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({
      paymentMethod: 'card',
      paymentStatus: 'paid',
      status: 'to_ship',
    });
  });

  it('vouchers: validated by the API and applied by the server', async () => {
    const ok = await call('POST', '/api/vouchers/validate', demo, { code: ' welcome10 ', amount: 40 });
    expect(ok.json().data).toMatchObject({ code: 'WELCOME10', discount: 4 });
    const expired = await call('POST', '/api/vouchers/validate', demo, { code: 'EXPIRED15', amount: 40 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields.code.code).toBe('voucher.expired');
    expect(
      (await call('POST', '/api/vouchers/validate', demo, { code: 'NOPE', amount: 40 })).statusCode,
    ).toBe(400);
    const { productId, variant } = await productVariant();
    const buyNow = { productId, attributes: variant.attributes, quantity: 1 };
    const quote = await quoteFor(demo, { buyNow, voucherCode: 'WELCOME10' });
    expect(quote.voucher.code).toBe('WELCOME10');
    const placed = (
      await order(demo, {
        buyNow,
        addressId: demoAddressId,
        paymentMethod: 'cod',
        voucherCode: 'welcome10',
        expectedTotal: quote.total,
      })
    ).json().data;
    expect(placed).toMatchObject({
      voucherCode: 'WELCOME10',
      total: quote.total,
      discountTotal: quote.discountTotal,
    });
  });

  it("says why a voucher does not apply: in the quote in the shopper's language, and by code when ordering", async () => {
    const { productId, variant } = await productVariant();
    const buyNow = { productId, attributes: variant.attributes, quantity: 1 };
    const quote = await quoteFor(demo, { buyNow, voucherCode: 'EXPIRED15' });
    expect(quote).toMatchObject({
      voucher: null,
      voucherError: { code: 'voucher.expired', params: {}, message: 'This voucher has expired.' },
    });
    const khmer = await call(
      'POST',
      '/api/orders/quote',
      demo,
      { buyNow, voucherCode: 'NOPE' },
      { 'accept-language': 'km' },
    );
    expect(khmer.json().data.voucherError).toEqual({
      code: 'voucher.unknown',
      params: {},
      message: kh.voucher.unknown,
    });
    expect((await quoteFor(demo, { buyNow })).voucherError).toBeNull();
    const refused = await order(demo, {
      buyNow,
      addressId: demoAddressId,
      paymentMethod: 'cod',
      voucherCode: 'EXPIRED15',
      expectedTotal: quote.total,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'voucher.expired',
      fields: { voucherCode: { code: 'voucher.expired' } },
    });
  });

  it('wallet top-up by KHQR credits the wallet once paid', async () => {
    const before = (await call('GET', '/api/wallet', demo)).json().data.balance;
    const topUp = await call('POST', '/api/wallet/top-ups', demo, { amount: 20 });
    expect(topUp.statusCode).toBe(201);
    expect((await call('POST', '/api/wallet/top-ups', demo, { amount: 0 })).statusCode).toBe(400);
    const payment = topUp.json().data;
    const theirs = await call('GET', `/api/payments/${payment.id}`, other);
    expect({ status: theirs.statusCode, code: theirs.json().code }).toEqual({
      status: 404,
      code: 'payment.not_found',
    });
    const unknown = await received(999999);
    expect({ status: unknown.statusCode, code: unknown.json().code }).toEqual({
      status: 404,
      code: 'payment.not_found',
    });
    await received(payment.id);
    expect((await call('GET', '/api/wallet', demo)).json().data.balance).toBeCloseTo(before + 20, 2);
    const again = await received(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'payment.not_pending',
      params: { status: 'paid' },
      message: 'This payment is already paid.',
    });
  });
});
