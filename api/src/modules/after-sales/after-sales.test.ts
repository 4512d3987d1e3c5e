import { eq } from 'drizzle-orm';
import { CLIENT, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { variants } from '../catalog/schema';
import { orders } from '../orders/schema';
import { walletTransactions, wallets } from '../wallet/schema';
import { insertOrder, multipartBody, TINY_PNG, userIdOf } from './testing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('after-sales API: cancellations and returns', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let demoId: number;
  beforeAll(async () => {
    t = await createTestApp({ products: 12 });
    demo = await signIn(t.app);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: CLIENT,
      payload: { name: 'Other Shopper', email: 'other-as@example.com', password: 'Other1234' },
    });
    other = signUp.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    demoId = await userIdOf(t.database.db, 'demo@psar.test');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });
  const sendReturn = (
    orderId: number,
    cookie: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipartBody>[1] = [],
  ) => {
    const body = multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: { ...CLIENT, cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const balance = async () =>
    (await t.database.db.select().from(wallets).where(eq(wallets.userId, demoId)))[0]?.balance ?? 0;

  it('needs a signed-in shopper', async () => {
    expect((await call('GET', '/api/cancellations', '')).statusCode).toBe(401);
    expect((await call('GET', '/api/returns', '')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/orders/1/cancellations', '', { reason: 'Changed my mind' })).statusCode,
    ).toBe(401);
  });

  it('cancels an unpaid order before shipping, and lists it under My Cancellation', async () => {
    const { order } = await insertOrder(t.database.db, demoId, { status: 'pending_payment' });
    const response = await call('POST', `/api/orders/${order.id}/cancellations`, demo, {
      reason: 'Changed my mind',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      reason: 'Changed my mind',
      status: 'completed',
      refundAmount: 0,
      refundedTo: 'none',
    });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: 'cancelled' });
    expect(stored!.cancelledAt).toBeInstanceOf(Date);

    const list = (await call('GET', '/api/cancellations', demo)).json();
    expect(list.data[0]).toMatchObject({ orderId: order.id, status: 'completed' });
    expect(list.meta).toMatchObject({ currentPage: 1, total: 1 });
    const again = await call('POST', `/api/orders/${order.id}/cancellations`, demo, {
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'cancellation.already_cancelled', params: {} });
  });

  it('refunds a wallet payment to the wallet in the same step', async () => {
    const before = await balance();
    const { order } = await insertOrder(t.database.db, demoId, {
      status: 'to_ship',
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      lineCount: 2,
    });
    const response = await call('POST', `/api/orders/${order.id}/cancellations`, demo, {
      reason: 'Found a better price',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'refunded',
      refundAmount: 40,
      refundedTo: 'wallet',
    });
    expect(await balance()).toBeCloseTo(before + 40, 2);
    const transactions = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, order.number));
    expect(transactions).toEqual([expect.objectContaining({ amount: 40, kind: 'refund', userId: demoId })]);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('leaves a KHQR payment to be refunded through the same channel, without touching the wallet', async () => {
    const before = await balance();
    const { order } = await insertOrder(t.database.db, demoId, {
      status: 'to_ship',
      paymentMethod: 'khqr',
      paymentStatus: 'paid',
    });
    const response = await call('POST', `/api/orders/${order.id}/cancellations`, demo, {
      reason: 'Ordered by mistake',
    });
    expect(response.json().data).toMatchObject({
      status: 'approved',
      refundAmount: 20,
      refundedTo: 'original',
    });
    expect(await balance()).toBe(before);
  });

  it.each(['shipping', 'delivered'] as const)('refuses to cancel a %s order', async (status) => {
    const { order } = await insertOrder(t.database.db, demoId, { status });
    const response = await call('POST', `/api/orders/${order.id}/cancellations`, demo, {
      reason: 'Changed my mind',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'cancellation.already_shipped',
      params: {},
      message: 'This order can no longer be cancelled: it has already been shipped.',
    });
  });

  it('requires a reason', async () => {
    const { order } = await insertOrder(t.database.db, demoId, { status: 'to_ship' });
    const response = await call('POST', `/api/orders/${order.id}/cancellations`, demo, { reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.reason).toMatchObject({ code: 'after_sales.reason_too_short' });
    const missing = await call('POST', `/api/orders/${order.id}/cancellations`, demo, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.reason).toMatchObject({ code: 'after_sales.reason_required' });
    const long = await call('POST', `/api/orders/${order.id}/cancellations`, demo, {
      reason: 'x'.repeat(1001),
    });
    expect(long.json().fields.reason).toMatchObject({ code: 'after_sales.reason_too_long' });
  });

  it("answers 404 for another shopper's order, and does not cancel it", async () => {
    const { order } = await insertOrder(t.database.db, demoId, { status: 'to_ship' });
    const cancel = await call('POST', `/api/orders/${order.id}/cancellations`, other, {
      reason: 'Changed my mind',
    });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toMatchObject({ code: 'after_sales.order_not_found', params: {} });
    const delivered = await insertOrder(t.database.db, demoId, { status: 'delivered' });
    const lines = JSON.stringify([{ orderLineId: delivered.lines[0]!.id, quantity: 1 }]);
    const returned = await sendReturn(delivered.order.id, other, { reason: 'Broken on arrival', lines });
    expect(returned.statusCode).toBe(404);
    expect(returned.json().code).toBe('after_sales.order_not_found');
    expect(
      (await call('POST', '/api/orders/99999/cancellations', demo, { reason: 'Changed my mind' })).statusCode,
    ).toBe(404);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('to_ship');
    expect((await call('GET', '/api/cancellations', other)).json().data).toEqual([]);
  });

  it('requests a return of a delivered order within 7 days, with a photo, and lists it', async () => {
    const { order, lines } = await insertOrder(t.database.db, demoId, {
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 6 * DAY_MS),
      lineCount: 2,
    });
    const response = await sendReturn(
      order.id,
      demo,
      {
        reason: 'The colour is not as shown',
        lines: JSON.stringify([{ orderLineId: lines[0]!.id, quantity: 1 }]),
      },
      [{ field: 'photos', name: 'photo.png', bytes: TINY_PNG, type: 'image/png' }],
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      orderId: order.id,
      status: 'requested',
      reason: 'The colour is not as shown',
      lines: [{ orderLineId: lines[0]!.id, quantity: 1 }],
    });
    expect(created.photos).toHaveLength(1);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('returned');

    const photo = await call('GET', created.photos[0], demo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const otherPhoto = await call('GET', created.photos[0], other);
    expect(otherPhoto.statusCode).toBe(404);
    expect(otherPhoto.json()).toMatchObject({ code: 'photo.not_found', params: {} });

    const list = (await call('GET', '/api/returns', demo)).json();
    expect(list.data[0]).toMatchObject({ id: created.id, orderNumber: order.number });
    expect((await call('GET', '/api/returns', other)).json().data).toEqual([]);

    const again = await sendReturn(order.id, demo, {
      reason: 'The colour is not as shown',
      lines: JSON.stringify([{ orderLineId: lines[1]!.id, quantity: 1 }]),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'return.already_requested', params: {} });
  });

  it('refuses a return more than 7 days after delivery, or before delivery', async () => {
    const late = await insertOrder(t.database.db, demoId, {
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 8 * DAY_MS),
    });
    const response = await sendReturn(late.order.id, demo, {
      reason: 'Stopped working',
      lines: JSON.stringify([{ orderLineId: late.lines[0]!.id, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'return.window_closed',
      params: { days: 7 },
      message: 'Returns can be requested within 7 days of delivery.',
    });

    const shipping = await insertOrder(t.database.db, demoId, { status: 'shipping' });
    const early = await sendReturn(shipping.order.id, demo, {
      reason: 'Stopped working',
      lines: JSON.stringify([{ orderLineId: shipping.lines[0]!.id, quantity: 1 }]),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'return.not_delivered', params: {} });
  });

  it('checks the items, quantities, reason and photos with field messages', async () => {
    const { order, lines } = await insertOrder(t.database.db, demoId, { status: 'delivered' });
    const foreign = await insertOrder(t.database.db, demoId, { status: 'delivered' });

    const noItems = await sendReturn(order.id, demo, { reason: 'Broken on arrival', lines: '[]' });
    expect(noItems.statusCode).toBe(400);
    expect(noItems.json().fields.lines).toMatchObject({ code: 'return.lines_empty' });
    for (const lines of [undefined, 'not a list', '{}']) {
      const response = await sendReturn(order.id, demo, {
        reason: 'Broken on arrival',
        ...(lines === undefined ? {} : { lines }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.lines).toMatchObject({ code: 'return.lines_required' });
    }
    const badLine = await sendReturn(order.id, demo, {
      reason: 'Broken on arrival',
      lines: JSON.stringify([
        { orderLineId: 'first', quantity: 0.5 },
        { orderLineId: lines[0]!.id, quantity: 0 },
        { orderLineId: lines[0]!.id },
      ]),
    });
    expect(badLine.json().fields).toMatchObject({
      'lines.0.orderLineId': { code: 'number.not_a_number', params: { field: 'orderLineId' } },
      'lines.0.quantity': { code: 'number.not_whole', params: { field: 'quantity' } },
      'lines.1.quantity': { code: 'number.below_min', params: { field: 'quantity', min: 1 } },
      'lines.2.quantity': { code: 'number.not_a_number', params: { field: 'quantity' } },
    });

    const tooMany = await sendReturn(order.id, demo, {
      reason: 'Broken on arrival',
      lines: JSON.stringify([{ orderLineId: lines[0]!.id, quantity: 3 }]),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'return.quantity_above_bought',
      params: { count: 2 },
      message: 'You bought 2 of this item.',
      fields: {
        'lines.0.quantity': { code: 'cart.quantity_at_most', params: { max: 2 }, message: 'At most 2.' },
      },
    });

    const twice = await sendReturn(order.id, demo, {
      reason: 'Broken on arrival',
      lines: JSON.stringify([
        { orderLineId: lines[0]!.id, quantity: 1 },
        { orderLineId: lines[0]!.id, quantity: 1 },
      ]),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'return.line_repeated',
      fields: { 'lines.1.orderLineId': { code: 'return.line_repeated_field' } },
    });

    const notInOrder = await sendReturn(order.id, demo, {
      reason: 'Broken on arrival',
      lines: JSON.stringify([{ orderLineId: foreign.lines[0]!.id, quantity: 1 }]),
    });
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json()).toMatchObject({
      code: 'return.line_not_in_order',
      fields: { 'lines.0.orderLineId': { code: 'return.line_not_in_order' } },
    });

    const noReason = await sendReturn(order.id, demo, {
      reason: '',
      lines: JSON.stringify([{ orderLineId: lines[0]!.id, quantity: 1 }]),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toMatchObject({ code: 'after_sales.reason_too_short' });

    const notAnImage = await sendReturn(
      order.id,
      demo,
      { reason: 'Broken on arrival', lines: JSON.stringify([{ orderLineId: lines[0]!.id, quantity: 1 }]) },
      [
        {
          field: 'photos',
          name: 'photo.png',
          bytes: Buffer.from('just some text pretending'),
          type: 'image/png',
        },
      ],
    );
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json()).toMatchObject({
      code: 'photo.type_invalid',
      fields: { photos: { code: 'photo.type_invalid_field' } },
    });

    const tooLarge = await sendReturn(
      order.id,
      demo,
      { reason: 'Broken on arrival', lines: JSON.stringify([{ orderLineId: lines[0]!.id, quantity: 1 }]) },
      [
        {
          field: 'photos',
          name: 'big.png',
          bytes: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]),
          type: 'image/png',
        },
      ],
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'photo.too_large',
      fields: { photos: { code: 'photo.too_large_field' } },
    });

    const photo = { field: 'photos', name: 'photo.png', bytes: TINY_PNG, type: 'image/png' };
    const fourPhotos = await sendReturn(
      order.id,
      demo,
      { reason: 'Broken on arrival', lines: JSON.stringify([{ orderLineId: lines[0]!.id, quantity: 1 }]) },
      [photo, photo, photo, photo],
    );
    expect(fourPhotos.statusCode).toBe(400);
    expect(fourPhotos.json()).toMatchObject({
      code: 'photo.too_many',
      params: { max: 3 },
      fields: { photos: { code: 'photo.too_many', params: { max: 3 } } },
    });

    const json = await call('POST', `/api/orders/${order.id}/returns`, demo, { reason: 'Broken on arrival' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'upload.multipart_required', params: {} });
    // None of the refused attempts opened a return.
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('delivered');
  });

  it('paginates cancellations', async () => {
    for (let index = 0; index < 3; index += 1) {
      const { order } = await insertOrder(t.database.db, demoId, { status: 'pending_payment' });
      await call('POST', `/api/orders/${order.id}/cancellations`, demo, { reason: 'Changed my mind' });
    }
    const page = (await call('GET', '/api/cancellations?page=2&perPage=2', demo)).json();
    expect(page.meta).toMatchObject({ currentPage: 2, perPage: 2 });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.links.prev).toContain('page=1');
    const pageZero = await call('GET', '/api/cancellations?page=0', demo);
    expect(pageZero.statusCode).toBe(400);
    expect(pageZero.json().fields.page).toMatchObject({
      code: 'number.below_min',
      params: { field: 'page', min: 1 },
    });
    const odd = await call('GET', '/api/returns?page=1.5&perPage=x', demo);
    expect(odd.json().fields).toMatchObject({
      page: { code: 'number.not_whole' },
      perPage: { code: 'number.not_a_number' },
    });
    const outside = await call('GET', '/api/returns?page=first&perPage=51', demo);
    expect(outside.json().fields).toMatchObject({
      page: { code: 'number.not_a_number' },
      perPage: { code: 'number.above_max', params: { max: 50 } },
    });
    const none = await call('GET', '/api/cancellations?perPage=0', demo);
    expect(none.json().fields.perPage).toMatchObject({
      code: 'number.below_min',
      params: { field: 'perPage', min: 1 },
    });
  });
});

describe('after-sales API: cancelling puts the items back on sale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 6 });
  });
  afterAll(() => t.close());

  it('adds the ordered quantities back to the variants', async () => {
    const demo = await signIn(t.app);
    const demoId = await userIdOf(t.database.db, 'demo@psar.test');
    const { order, lines } = await insertOrder(t.database.db, demoId, { status: 'pending_payment' });
    const stockOf = async () =>
      (await t.database.db.select().from(variants).where(eq(variants.id, lines[0]!.variantId)))[0]!.stock;
    const before = await stockOf();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancellations`,
      headers: { ...CLIENT, cookie: demo },
      payload: { reason: 'Changed my mind' },
    });
    expect(response.statusCode).toBe(201);
    expect(await stockOf()).toBe(before + 2);
  });
});
