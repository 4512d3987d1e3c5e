import { and, asc, eq, sql } from 'drizzle-orm';
import { setClockOffset } from '../../lib/clock';
import { CLIENT, createTestApp, signInWithRole, type TestApp } from '../../testing/test-app';
import { addressBooks } from '../account/schema';
import { variants } from '../catalog/schema';
import { auditLog } from '../staff/schema';
import { vouchers } from '../vouchers/schema';

const DAY = 24 * 3_600_000;

describe('back office: vouchers, and their rules at checkout', () => {
  let t: TestApp;
  let manager: string;
  let owner: string;
  let support: string;
  let shopper: string;

  beforeAll(async () => {
    t = await createTestApp({ products: 12 });
    manager = (await signInWithRole(t, 'catalog_manager')).cookie;
    owner = (await signInWithRole(t, 'owner')).cookie;
    support = (await signInWithRole(t, 'support_agent')).cookie;
    shopper = (await signInWithRole(t, null)).cookie;
  });
  afterEach(() => setClockOffset(0));
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });
  let codeSeq = 0;
  const body = (overrides: object = {}) => ({
    code: `test-${(codeSeq += 1)}`,
    kind: 'percent',
    value: 10,
    validFrom: new Date(Date.now() - DAY).toISOString(),
    ...overrides,
  });
  const auditCount = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.entityType, 'voucher'))
    )[0]!.n;

  describe('managing vouchers', () => {
    it('answers 401 without a session, 403 to a shopper and to support agents writing', async () => {
      expect((await call('GET', '/api/backoffice/vouchers', '')).statusCode).toBe(401);
      const asShopper = await call('GET', '/api/backoffice/vouchers', shopper);
      expect(asShopper.statusCode).toBe(403);
      expect(asShopper.json().code).toBe('staff.role_forbidden');
      expect((await call('GET', '/api/backoffice/vouchers', support)).statusCode).toBe(200);
      const before = await auditCount();
      const refused = await call('POST', '/api/backoffice/vouchers', support, body());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('staff.role_forbidden');
      expect(await auditCount()).toBe(before);
    });

    it('creates a voucher with its code upper-cased, and finds it by part of the code', async () => {
      const created = await call(
        'POST',
        '/api/backoffice/vouchers',
        manager,
        body({
          code: ' rainy-Day_5 ',
          kind: 'fixed',
          value: 5.5,
          minSpend: 20,
          usageLimit: 100,
          perCustomerLimit: 2,
        }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({
        code: 'RAINY-DAY_5',
        kind: 'fixed',
        value: 5.5,
        minSpend: 20,
        validUntil: null,
        usageLimit: 100,
        perCustomerLimit: 2,
        firstOrderOnly: false,
        isActive: true,
        usedCount: 0,
        boundEmail: null,
        version: 1,
      });
      const found = await call('GET', '/api/backoffice/vouchers?search=rainy', support);
      expect(found.json().data.map((v: { code: string }) => v.code)).toEqual(['RAINY-DAY_5']);
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityType, 'voucher'), eq(auditLog.entityId, String(created.json().data.id))),
        );
      expect(entries).toMatchObject([
        { action: 'voucher.create', before: null, after: { code: 'RAINY-DAY_5' } },
      ]);
    });

    it.each([
      ['a code with a space', { code: 'TWO WORDS' }, 'code', 'voucher.code_format'],
      ['a code of 2 characters', { code: 'AB' }, 'code', 'voucher.code_format'],
      ['a code of 41 characters', { code: 'A'.repeat(41) }, 'code', 'voucher.code_format'],
      ['a percentage over 100', { value: 150 }, 'value', 'voucher.value_range'],
      ['a percentage under 1', { value: 0.5 }, 'value', 'voucher.value_range'],
      ['a fixed amount over 10,000', { kind: 'fixed', value: 10_000.01 }, 'value', 'voucher.value_range'],
      [
        'a fixed amount of a tenth of a cent',
        { kind: 'fixed', value: 1.005 },
        'value',
        'number.not_multiple',
      ],
      ['an unknown kind', { kind: 'free' }, 'kind', 'enum.not_one_of'],
      [
        'an end before the start',
        { validUntil: new Date(Date.now() - 2 * DAY).toISOString() },
        'validUntil',
        'voucher.until_before_from',
      ],
      ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', 'number.below_min'],
      ['a per-customer limit of 1.5', { perCustomerLimit: 1.5 }, 'perCustomerLimit', 'number.not_whole'],
      ['a negative minimum spend', { minSpend: -1 }, 'minSpend', 'number.negative'],
    ])('refuses %s with a field code, and records nothing', async (_case, overrides, field, expected) => {
      const before = await auditCount();
      const response = await call('POST', '/api/backoffice/vouchers', manager, body(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toMatchObject({ code: expected });
      expect(await auditCount()).toBe(before);
    });

    it('refuses a code another voucher has, in any case (409 voucher.code_taken)', async () => {
      const before = await auditCount();
      const taken = await call('POST', '/api/backoffice/vouchers', owner, body({ code: 'psar5' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'voucher.code_taken',
        fields: { code: { code: 'voucher.code_taken' } },
      });
      const mine = (await call('POST', '/api/backoffice/vouchers', owner, body())).json().data;
      const renamed = await call('PUT', `/api/backoffice/vouchers/${mine.id}`, owner, {
        ...body({ code: 'Welcome10' }),
        version: 1,
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().code).toBe('voucher.code_taken');
      expect(await auditCount()).toBe(before + 1);
    });

    it('refuses a save with an old version (409 with the voucher as it is now)', async () => {
      const created = (await call('POST', '/api/backoffice/vouchers', manager, body())).json().data;
      const first = await call('PUT', `/api/backoffice/vouchers/${created.id}`, owner, {
        ...body({ code: created.code, value: 15 }),
        version: 1,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ value: 15, version: 2 });
      const before = await auditCount();
      const stale = await call('PUT', `/api/backoffice/vouchers/${created.id}`, manager, {
        ...body({ code: created.code, value: 20 }),
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'voucher.version_conflict',
        current: { value: 15, version: 2 },
      });
      expect(await auditCount()).toBe(before);
      const missing = await call('PATCH', '/api/backoffice/vouchers/999999/active', manager, {
        isActive: false,
        version: 1,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('voucher.not_found');
    });
  });

  describe('at checkout', () => {
    /** A shopper with an address, and a product to buy now. */
    async function newShopper() {
      const account = await signInWithRole(t, null);
      const [address] = await t.database.db
        .insert(addressBooks)
        .values({ userId: account.userId, province: 'Kampot', isDefault: true })
        .returning();
      return { ...account, addressId: address!.id };
    }
    async function buyNow() {
      const [row] = await t.database.db
        .select()
        .from(variants)
        .where(sql`${variants.stock} > 20`)
        .orderBy(asc(variants.id))
        .limit(1);
      return { productId: row!.productId, attributes: row!.attributes, quantity: 1 };
    }
    const validate = (cookie: string, code: string) =>
      call('POST', '/api/vouchers/validate', cookie, { code, amount: 100 });
    let keySeq = 0;
    async function placeOrder(who: { cookie: string; addressId: number }, voucherCode?: string) {
      const item = await buyNow();
      const quote = (
        await call('POST', '/api/orders/quote', who.cookie, { buyNow: item, voucherCode })
      ).json().data;
      return t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...CLIENT, cookie: who.cookie, 'idempotency-key': `voucher-test-${(keySeq += 1)}` },
        payload: {
          buyNow: item,
          addressId: who.addressId,
          paymentMethod: 'cod',
          expectedTotal: quote.total,
          voucherCode,
        },
      });
    }
    async function createVoucher(overrides: object) {
      const response = await call('POST', '/api/backoffice/vouchers', manager, body(overrides));
      expect(response.statusCode).toBe(201);
      return response.json().data as { id: number; code: string; version: number };
    }

    it('refuses a switched-off voucher with voucher.inactive, and takes it again once on', async () => {
      const who = await newShopper();
      const voucher = await createVoucher({});
      expect((await validate(who.cookie, voucher.code)).statusCode).toBe(200);
      const off = await call('PATCH', `/api/backoffice/vouchers/${voucher.id}/active`, manager, {
        isActive: false,
        version: 1,
      });
      expect(off.json().data).toMatchObject({ isActive: false, version: 2 });
      const refused = await validate(who.cookie, voucher.code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'voucher.inactive',
        fields: { code: { code: 'voucher.inactive' } },
      });
      const ordered = await placeOrder(who, voucher.code);
      expect(ordered.statusCode).toBe(400);
      expect(ordered.json().fields.voucherCode.code).toBe('voucher.inactive');
      await call('PATCH', `/api/backoffice/vouchers/${voucher.id}/active`, owner, {
        isActive: true,
        version: 2,
      });
      expect((await validate(who.cookie, voucher.code)).statusCode).toBe(200);
      const actions = (
        await t.database.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'voucher'), eq(auditLog.entityId, String(voucher.id))))
          .orderBy(asc(auditLog.id))
      ).map((row) => row.action);
      expect(actions).toEqual(['voucher.create', 'voucher.switch_off', 'voucher.switch_on']);
    });

    it('lets one shopper use a voucher only perCustomerLimit times; cancelled orders do not count', async () => {
      const who = await newShopper();
      const someoneElse = await newShopper();
      const voucher = await createVoucher({ perCustomerLimit: 1 });
      const first = await placeOrder(who, voucher.code);
      expect(first.statusCode).toBe(201);
      const again = await validate(who.cookie, voucher.code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'voucher.per_customer_used', params: { count: 1 } });
      const quote = (
        await call('POST', '/api/orders/quote', who.cookie, {
          buyNow: await buyNow(),
          voucherCode: voucher.code,
        })
      ).json().data;
      expect(quote.voucherError).toMatchObject({ code: 'voucher.per_customer_used' });
      const second = await placeOrder(who, voucher.code);
      expect(second.statusCode).toBe(400);
      expect(second.json().fields.voucherCode.code).toBe('voucher.per_customer_used');
      // Another shopper still may.
      expect((await validate(someoneElse.cookie, voucher.code)).statusCode).toBe(200);
      // Cancelling the order gives the use back.
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/backoffice/orders/${first.json().data.id}/cancel`,
        headers: { ...CLIENT, cookie: owner },
        payload: { reason: 'Changed their mind' },
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await validate(who.cookie, voucher.code)).statusCode).toBe(200);
    });

    it('takes a first-order voucher only from a shopper without an order (cancelled ones aside)', async () => {
      const who = await newShopper();
      const voucher = await createVoucher({ firstOrderOnly: true });
      expect((await validate(who.cookie, voucher.code)).statusCode).toBe(200);
      const order = await placeOrder(who);
      expect(order.statusCode).toBe(201);
      const refused = await validate(who.cookie, voucher.code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'voucher.first_order_only' });
      const placed = await placeOrder(who, voucher.code);
      expect(placed.statusCode).toBe(400);
      expect(placed.json().fields.voucherCode.code).toBe('voucher.first_order_only');
      await t.app.inject({
        method: 'POST',
        url: `/api/backoffice/orders/${order.json().data.id}/cancel`,
        headers: { ...CLIENT, cookie: owner },
        payload: { reason: 'Changed their mind' },
      });
      expect((await placeOrder(who, voucher.code)).statusCode).toBe(201);
    });

    it('takes a bound voucher only from the account with that e-mail, in any case', async () => {
      const who = await newShopper();
      const other = await newShopper();
      const voucher = await createVoucher({});
      await t.database.db
        .update(vouchers)
        .set({ boundEmail: who.email.toUpperCase() })
        .where(eq(vouchers.id, voucher.id));
      const refused = await validate(other.cookie, voucher.code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'voucher.bound_to_other' });
      expect((await placeOrder(other, voucher.code)).json().fields.voucherCode.code).toBe(
        'voucher.bound_to_other',
      );
      expect((await validate(who.cookie, voucher.code)).statusCode).toBe(200);
      expect((await placeOrder(who, voucher.code)).statusCode).toBe(201);
    });

    it('judges validity on the API clock', async () => {
      const who = await newShopper();
      const voucher = await createVoucher({
        validFrom: new Date(Date.now() + 2 * DAY).toISOString(),
        validUntil: new Date(Date.now() + 3 * DAY).toISOString(),
      });
      expect((await validate(who.cookie, voucher.code)).json().code).toBe('voucher.expired');
      setClockOffset(2 * DAY + 3_600_000);
      expect((await validate(who.cookie, voucher.code)).statusCode).toBe(200);
    });
  });
});
