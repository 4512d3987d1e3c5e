import { and, eq } from 'drizzle-orm';
import { CLIENT, createTestApp, signIn, signInWithRole, type TestApp } from '../../testing/test-app';
import { auditLog } from '../staff/schema';
import { createTopUp, getJson, paymentRow, placeKhqrOrder, runOut, stockOf } from './testing';

/*
 * Demo mode (no BAKONG_TOKEN, the default): the modes route, the back office's list of KHQR
 * payments and "mark received" (roles, audit), and the poller that only expires.
 */
describe('KHQR payments in demo mode and the back office', () => {
  let t: TestApp;
  let shopper: string;
  let handler: { cookie: string; userId: number; email: string };
  let owner: { cookie: string; userId: number; email: string };

  beforeAll(async () => {
    t = await createTestApp({ products: 24 });
    shopper = await signIn(t.app);
    handler = await signInWithRole(t, 'order_handler');
    owner = await signInWithRole(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...CLIENT, cookie }, payload });
  const received = (paymentId: number, cookie: string, payload: object = {}) =>
    post(`/api/backoffice/payments/${paymentId}/received`, cookie, payload);
  const auditOf = (paymentId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, String(paymentId))));

  it('GET /api/payments/mode answers demo for KHQR and card, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/mode' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { khqr: 'demo', card: 'demo' } });
  });

  it('only owners and order handlers read and mark payments (401 signed out, 403 other roles)', async () => {
    const topUp = await createTopUp(t, shopper, 5);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/backoffice/payments' });
    expect(anonymous.statusCode).toBe(401);
    expect((await received(topUp.id, '')).statusCode).toBe(401);
    for (const role of ['catalog_manager', 'support_agent', null] as const) {
      const { cookie } = await signInWithRole(t, role);
      const list = await getJson(t, cookie, '/api/backoffice/payments');
      expect(list.statusCode).toBe(403);
      expect(list.body.code).toBe('staff.role_forbidden');
      const mark = await received(topUp.id, cookie);
      expect(mark.statusCode).toBe(403);
    }
    expect((await paymentRow(t, topUp.id)).status).toBe('pending');
    expect(await auditOf(topUp.id)).toHaveLength(0);
    for (const cookie of [owner.cookie, handler.cookie])
      expect((await getJson(t, cookie, '/api/backoffice/payments')).statusCode).toBe(200);
  });

  it('lists pending KHQR payments, soonest-expiring first, with order number, shopper, amount, expiry, MD5 and mode', async () => {
    const placed = await placeKhqrOrder(t, shopper);
    const topUp = await createTopUp(t, shopper, 12.5);
    const list = await getJson(t, handler.cookie, '/api/backoffice/payments?status=pending&perPage=100');
    expect(list.statusCode).toBe(200);
    const rows = list.body.data as { id: number; expiresAt: string }[];
    expect(rows.find((row) => row.id === placed.paymentId)).toEqual({
      id: placed.paymentId,
      purpose: 'order',
      orderId: placed.orderId,
      orderNumber: placed.number,
      customerEmail: 'demo@psar.test',
      amount: placed.total,
      currency: 'USD',
      md5: placed.md5,
      status: 'pending',
      mode: 'demo',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      paidAt: null,
      checkCount: 0,
      lastCheckedAt: null,
      lastCheckError: null,
      bankHash: null,
    });
    expect(rows.find((row) => row.id === topUp.id)).toMatchObject({
      purpose: 'top_up',
      orderId: null,
      orderNumber: null,
      amount: 12.5,
    });
    const expiries = rows.map((row) => row.expiresAt);
    expect(expiries).toEqual([...expiries].sort());
    expect(list.body.meta).toMatchObject({ currentPage: 1, perPage: 100, total: rows.length });
    const topUps = await getJson(t, handler.cookie, '/api/backoffice/payments?purpose=top_up&perPage=100');
    expect(topUps.body.data.every((row: { purpose: string }) => row.purpose === 'top_up')).toBe(true);
    const invalid = await getJson(t, handler.cookie, '/api/backoffice/payments?status=lost');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.fields.status.code).toBe('enum.not_one_of');
  });

  it('mark received (demo): the order moves to to_ship and is paid, audit-logged with the note; only once', async () => {
    const placed = await placeKhqrOrder(t, shopper);
    const response = await received(placed.paymentId, handler.cookie, {
      note: '  seen in the bank app 14:05 ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: placed.paymentId, status: 'paid' });
    const order = (await getJson(t, shopper, `/api/orders/${placed.orderId}`)).body.data;
    expect(order).toMatchObject({ status: 'to_ship', paymentStatus: 'paid' });
    const entries = await auditOf(placed.paymentId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: handler.userId,
      actorEmail: handler.email,
      actorRole: 'order_handler',
      action: 'payment.mark_received',
      before: { status: 'pending' },
      after: {
        status: 'paid',
        mode: 'demo',
        orderId: placed.orderId,
        amount: placed.total,
        note: 'seen in the bank app 14:05',
      },
    });
    // Again: already paid, refused, nothing more written.
    const again = await received(placed.paymentId, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'payment.not_pending', params: { status: 'paid' } });
    expect(await auditOf(placed.paymentId)).toHaveLength(1);
    const pending = await getJson(t, handler.cookie, '/api/backoffice/payments?perPage=100');
    expect(pending.body.data.some((row: { id: number }) => row.id === placed.paymentId)).toBe(false);
    const paid = await getJson(t, handler.cookie, '/api/backoffice/payments?status=paid&perPage=100');
    expect(paid.body.data.find((row: { id: number }) => row.id === placed.paymentId)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
    });
  });

  it('mark received of a top-up credits the wallet once', async () => {
    const before = (await getJson(t, shopper, '/api/wallet')).body.data.balance as number;
    const topUp = await createTopUp(t, shopper, 7.25);
    const responses = await Promise.all([
      received(topUp.id, owner.cookie),
      received(topUp.id, handler.cookie),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await getJson(t, shopper, '/api/wallet')).body.data.balance).toBe(before + 7.25);
    expect(await auditOf(topUp.id)).toHaveLength(1);
  });

  it('refuses an expired code (the order is cancelled), an unknown payment and a too long note, writing nothing', async () => {
    const placed = await placeKhqrOrder(t, shopper);
    const tooLong = await received(placed.paymentId, handler.cookie, { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.note.code).toBe('string.too_long');
    await runOut(t, placed.paymentId);
    const expired = await received(placed.paymentId, handler.cookie);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'payment.expired' });
    expect((await getJson(t, shopper, `/api/orders/${placed.orderId}`)).body.data.status).toBe('cancelled');
    const unknown = await received(999_999, handler.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('payment.not_found');
    expect(await auditOf(placed.paymentId)).toHaveLength(0);
    expect(await auditOf(999_999)).toHaveLength(0);
  });

  it('the poller in demo mode asks nobody and only expires: an unpaid order is cancelled and restocked', async () => {
    const waiting = await placeKhqrOrder(t, shopper);
    const late = await placeKhqrOrder(t, shopper, 2);
    const stock = await stockOf(t, late.variantId);
    await runOut(t, late.paymentId);
    const result = await t.app.khqrPoller.tick();
    expect(result.checked).toBe(0);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(t, late.paymentId)).status).toBe('expired');
    expect(await stockOf(t, late.variantId)).toBe(stock + 2);
    const waitingRow = await paymentRow(t, waiting.paymentId);
    expect(waitingRow).toMatchObject({ status: 'pending', checkCount: 0, lastCheckedAt: null });
    expect((await getJson(t, shopper, `/api/orders/${late.orderId}`)).body.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
  });
});
