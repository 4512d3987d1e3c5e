import { and, eq } from 'drizzle-orm';
import { CLIENT, createTestApp, signIn, signInWithRole, type TestApp } from '../../testing/test-app';
import { auditLog } from '../staff/schema';
import { createBakongClient } from './bakong-client';
import { startBakongStandIn, type BakongStandIn } from './bakong-standin';
import { khqrMerchantFromEnv } from './khqr';
import { createKhqrPoller } from './poller';
import { createKhqrProvider } from './providers/khqr';
import { payments } from './schema';
import {
  createTopUp,
  getJson,
  paymentRow,
  placeKhqrOrder,
  runOut,
  stockOf,
  waitFor,
  type PlacedKhqr,
} from './testing';

/*
 * Live mode: the API is configured with the stand-in's URL and token (as it would be with Bakong's),
 * and the poller confirms KHQR payments with it — no staff call.
 */
describe('KHQR through Bakong (live mode, against the local stand-in)', () => {
  let t: TestApp;
  let standIn: BakongStandIn;
  let shopper: string;
  const account = khqrMerchantFromEnv().accountId;
  const POLL_MS = 100;

  beforeAll(async () => {
    standIn = await startBakongStandIn();
    t = await createTestApp({
      products: 24,
      config: { bakong: { apiUrl: standIn.url, token: standIn.token, pollIntervalMs: POLL_MS } },
    });
    shopper = await signIn(t.app);
  });
  afterAll(async () => {
    await t.app.khqrPoller.stop();
    await t.close();
    await standIn.close();
  });
  afterEach(async () => {
    await t.app.khqrPoller.stop();
    standIn.fail(null);
  });

  const order = (placed: PlacedKhqr) => getJson(t, shopper, `/api/orders/${placed.orderId}`);
  /** Makes the payment due for a check now (the backoff pushed it back after the last one). */
  const dueNow = (paymentId: number) =>
    t.database.db.update(payments).set({ nextCheckAt: null }).where(eq(payments.id, paymentId));

  it('says the modes: KHQR live, card demo', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/mode' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { khqr: 'live', card: 'demo' } });
  });

  it('a KHQR order paid at Bakong becomes paid within the poll interval, with nobody acting', async () => {
    const placed = await placeKhqrOrder(t, shopper);
    expect((await order(placed)).body.data).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
    t.app.khqrPoller.start();
    // Not paid yet: the poller asks and leaves it pending.
    await waitFor(
      () => paymentRow(t, placed.paymentId),
      (row) => row.checkCount >= 2,
    );
    expect((await paymentRow(t, placed.paymentId)).status).toBe('pending');
    const transaction = standIn.pay(placed.md5, placed.total, account);
    const paid = await waitFor(
      () => order(placed),
      (answer) => answer.body.data.status === 'to_ship',
    );
    expect(paid.body.data).toMatchObject({ status: 'to_ship', paymentStatus: 'paid' });
    expect(paid.body.data.paidAt).not.toBeNull();
    expect(paid.body.data.payment.status).toBe('paid');
    const row = await paymentRow(t, placed.paymentId);
    expect(row).toMatchObject({ status: 'paid', bankHash: transaction.hash, lastCheckError: null });
    // Paid by the system: no staff member's audit entry.
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, String(placed.paymentId))));
    expect(entries).toHaveLength(0);
  });

  it('a wallet top-up paid at Bakong credits the wallet once', async () => {
    const before = (await getJson(t, shopper, '/api/wallet')).body.data.balance as number;
    const topUp = await createTopUp(t, shopper, 20);
    standIn.pay(topUp.md5, 20, account);
    await t.app.khqrPoller.tick();
    await t.app.khqrPoller.tick();
    expect((await getJson(t, shopper, `/api/payments/${topUp.id}`)).body.data.status).toBe('paid');
    expect((await getJson(t, shopper, '/api/wallet')).body.data.balance).toBe(before + 20);
  });

  it('a wrong amount, currency or account is never marked paid (and says why)', async () => {
    const short = await placeKhqrOrder(t, shopper);
    const elsewhere = await placeKhqrOrder(t, shopper);
    standIn.pay(short.md5, Math.round((short.total - 1) * 100) / 100, account);
    standIn.pay(elsewhere.md5, elsewhere.total, 'someone_else@aclb');
    await t.app.khqrPoller.tick();
    await dueNow(short.paymentId);
    await dueNow(elsewhere.paymentId);
    await t.app.khqrPoller.tick();
    for (const placed of [short, elsewhere]) {
      expect((await order(placed)).body.data).toMatchObject({
        status: 'pending_payment',
        paymentStatus: 'unpaid',
      });
      const row = await paymentRow(t, placed.paymentId);
      expect(row.status).toBe('pending');
      expect(row.bankHash).toBeNull();
      expect(row.checkCount).toBe(2);
    }
    expect((await paymentRow(t, short.paymentId)).lastCheckError).toContain(
      `amount ${Math.round((short.total - 1) * 100) / 100} instead of ${short.total}`,
    );
    expect((await paymentRow(t, elsewhere.paymentId)).lastCheckError).toContain(
      `paid to someone_else@aclb instead of ${account}`,
    );
    // The right payment later still goes through.
    standIn.pay(short.md5, short.total, account);
    await dueNow(short.paymentId);
    await t.app.khqrPoller.tick();
    expect((await order(short)).body.data.status).toBe('to_ship');
  });

  it('an unpaid order expires as before: cancelled by the poller, restocked once', async () => {
    const placed = await placeKhqrOrder(t, shopper, 2);
    const stock = await stockOf(t, placed.variantId);
    await runOut(t, placed.paymentId);
    const result = await t.app.khqrPoller.tick();
    expect(result.expired).toBeGreaterThanOrEqual(1);
    // Read from the database: no shopper's read has expired it.
    expect((await paymentRow(t, placed.paymentId)).status).toBe('expired');
    expect(await stockOf(t, placed.variantId)).toBe(stock + 2);
    await t.app.khqrPoller.tick();
    expect(await stockOf(t, placed.variantId)).toBe(stock + 2);
    expect((await order(placed)).body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    // Money that arrives after the code ran out is never taken as a payment.
    standIn.pay(placed.md5, placed.total, account);
    await t.app.khqrPoller.tick();
    expect((await paymentRow(t, placed.paymentId)).status).toBe('expired');
  });

  it('Bakong down (HTTP 500, not JSON): no crash, the check is retried later with backoff and then succeeds', async () => {
    const placed = await placeKhqrOrder(t, shopper);
    standIn.pay(placed.md5, placed.total, account);
    standIn.fail('http_500');
    const before = Date.now();
    await t.app.khqrPoller.tick();
    let row = await paymentRow(t, placed.paymentId);
    expect(row.status).toBe('pending');
    expect(row.lastCheckError).toBe('Bakong answered HTTP 500 in an unknown shape');
    expect(row.checkCount).toBe(1);
    expect(row.nextCheckAt!.getTime()).toBeGreaterThanOrEqual(before + POLL_MS);
    standIn.fail('not_json');
    await dueNow(placed.paymentId);
    await t.app.khqrPoller.tick();
    row = await paymentRow(t, placed.paymentId);
    expect(row.lastCheckError).toBe('Bakong answered HTTP 502 without JSON');
    expect(row.checkCount).toBe(2);
    // Bakong is back: the running poller confirms it by itself.
    standIn.fail(null);
    t.app.khqrPoller.start();
    const paid = await waitFor(
      () => order(placed),
      (answer) => answer.body.data.status === 'to_ship',
    );
    expect(paid.body.data.paymentStatus).toBe('paid');
  });

  it('several pollers (API replicas) ask Bakong about each due payment once; a payment not due is not asked', async () => {
    // Every other pending payment out of the way: only the two below are due.
    await t.database.db
      .update(payments)
      .set({ nextCheckAt: new Date(Date.now() + 3_600_000) })
      .where(eq(payments.status, 'pending'));
    const placed = [await placeKhqrOrder(t, shopper), await placeKhqrOrder(t, shopper)];
    const provider = createKhqrProvider({
      merchant: khqrMerchantFromEnv(),
      bakong: createBakongClient({ apiUrl: standIn.url, token: standIn.token }),
    });
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const replicas = Array.from({ length: 3 }, () =>
      createKhqrPoller({
        db: t.database.db,
        provider,
        orders: { markPaymentPaid: async () => undefined, expireDuePayment: async () => undefined },
        intervalMs: 60_000,
        log: quiet,
      }),
    );
    const checks = standIn.checks;
    const results = await Promise.all(replicas.map((replica) => replica.tick()));
    expect(results.reduce((sum, result) => sum + result.checked, 0)).toBe(2);
    expect(standIn.checks).toBe(checks + 2);
    // Asked a moment ago: the next check is an interval away.
    await Promise.all(replicas.map((replica) => replica.tick()));
    expect(standIn.checks).toBe(checks + 2);
    for (const { paymentId } of placed) {
      const row = await paymentRow(t, paymentId);
      expect(row.checkCount).toBe(1);
      expect(row.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
  });

  it('marking a payment received by hand is refused in live mode (Bakong confirms)', async () => {
    const placed = await placeKhqrOrder(t, shopper);
    const handler = await signInWithRole(t, 'order_handler');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/payments/${placed.paymentId}/received`,
      headers: { ...CLIENT, cookie: handler.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'payment.live_mode' });
    expect((await paymentRow(t, placed.paymentId)).status).toBe('pending');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.mark_received'));
    expect(entries).toHaveLength(0);
    const list = await getJson(t, handler.cookie, '/api/backoffice/payments');
    expect(list.body.data.find((p: { id: number }) => p.id === placed.paymentId)).toMatchObject({
      mode: 'live',
      orderNumber: placed.number,
    });
  });
});
