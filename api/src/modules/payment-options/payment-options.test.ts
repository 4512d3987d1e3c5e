import { eq } from 'drizzle-orm';
import { MAX_CARDS_PER_USER } from '@storefront/shared/contract/payment-options';
import { CLIENT, cookieHeader, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { paymentCards } from './schema';
import { cardExpired } from './service';

describe('payment options API', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  const nextYear = new Date().getUTCFullYear() + 1;
  const card = (overrides: Record<string, unknown> = {}) => ({
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: nextYear,
    holder: 'Dara Sok',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
    demo = await signIn(t.app);
    other = cookieHeader(
      await t.app.inject({
        method: 'POST',
        url: '/api/sign-up',
        headers: CLIENT,
        payload: { name: 'Other Shopper', email: 'other-pay@example.com', password: 'Other1234' },
      }),
    );
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });
  /** Each invalid field's code and params, without its message. */
  const problems = (fields: Record<string, { code: string; params: object }>) =>
    Object.fromEntries(Object.entries(fields).map(([name, { code, params }]) => [name, { code, params }]));
  const userIdOf = async (cookie: string) =>
    (await call('GET', '/api/profile', cookie)).json().data.id as number;
  const options = async (cookie: string) =>
    (await call('GET', '/api/payment-options', cookie)).json().data as {
      id: string;
      isDefault: boolean;
      card: { last4: string } | null;
    }[];

  it('needs a signed-in shopper', async () => {
    const anonymous = await call('GET', '/api/payment-options', '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('auth.sign_in_required');
  });

  it('offers cash on delivery (the default), wallet and KHQR to everyone', async () => {
    const list = await options(other);
    expect(list.map((option) => [option.id, option.isDefault])).toEqual([
      ['cod', true],
      ['wallet', false],
      ['khqr', false],
    ]);
  });

  it('saves a card from brand, last four, expiry and holder, and can make it the default', async () => {
    const saved = await call('POST', '/api/payment-options', demo, card({ isDefault: true }));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toEqual({
      id: expect.stringMatching(/^card-\d+$/),
      kind: 'card',
      isDefault: true,
      card: {
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: nextYear,
        holder: 'Dara Sok',
        expired: false,
      },
    });
    const list = await options(demo);
    expect(list.filter((option) => option.isDefault).map((option) => option.id)).toEqual([
      saved.json().data.id,
    ]);
    const again = await call('POST', '/api/payment-options', demo, card());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'card.duplicate', params: {} });
  });

  it('refuses a full card number or CVC outright, and checks each field', async () => {
    const withNumber = await call(
      'POST',
      '/api/payment-options',
      demo,
      card({ number: '4242424242424242', cvc: '123' }),
    );
    expect(withNumber.statusCode).toBe(400);
    expect(withNumber.body).not.toContain('4242424242424242');
    expect(withNumber.json().fields.body).toEqual({
      code: 'card.number_refused',
      params: {},
      message: 'Send only brand, last4, expMonth, expYear, holder and isDefault: never the full card number',
    });
    const bad = await call(
      'POST',
      '/api/payment-options',
      demo,
      card({ brand: 'diners', last4: '42', expMonth: 13, holder: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(problems(bad.json().fields)).toEqual({
      brand: { code: 'card.brand_required', params: {} },
      last4: { code: 'card.last4_invalid', params: {} },
      expMonth: { code: 'card.exp_month_range', params: {} },
      holder: { code: 'card.holder_required', params: {} },
    });
    const wrongTypes = await call(
      'POST',
      '/api/payment-options',
      demo,
      card({ last4: undefined, expMonth: 'May', expYear: '2030', holder: 'D4ra' }),
    );
    expect(problems(wrongTypes.json().fields)).toEqual({
      last4: { code: 'card.last4_required', params: {} },
      expMonth: { code: 'card.exp_month_not_number', params: {} },
      expYear: { code: 'card.exp_year_not_number', params: {} },
      holder: { code: 'card.holder_invalid', params: {} },
    });
    const outOfRange = await call(
      'POST',
      '/api/payment-options',
      demo,
      card({ expMonth: 0, expYear: 30, holder: 'D'.repeat(81) }),
    );
    expect(problems(outOfRange.json().fields)).toEqual({
      expMonth: { code: 'card.exp_month_range', params: {} },
      expYear: { code: 'card.exp_year_format', params: {} },
      holder: { code: 'string.too_long', params: { count: 80 } },
    });
    expect(outOfRange.json().fields.holder.message).toBe('Use at most 80 characters');
    const expired = await call('POST', '/api/payment-options', demo, card({ last4: '1111', expYear: 2020 }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'card.expired',
      message: 'This card has expired.',
      fields: { expYear: { code: 'card.expired', params: {}, message: 'This card has expired.' } },
    });
  });

  it(`saves at most ${MAX_CARDS_PER_USER} cards`, async () => {
    const cookie = cookieHeader(
      await t.app.inject({
        method: 'POST',
        url: '/api/sign-up',
        headers: CLIENT,
        payload: { name: 'Card Collector', email: 'many-cards@example.com', password: 'Cards1234' },
      }),
    );
    const userId = await userIdOf(cookie);
    await t.database.db.insert(paymentCards).values(
      Array.from({ length: MAX_CARDS_PER_USER }, (_, index) => ({
        userId,
        brand: 'visa' as const,
        last4: String(1000 + index),
        expMonth: 1,
        expYear: nextYear,
        holder: 'Card Collector',
      })),
    );
    const response = await call('POST', '/api/payment-options', cookie, card());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'card.limit_reached',
      params: { max: MAX_CARDS_PER_USER },
    });
  });

  it('refuses an expired card as the default', async () => {
    const [expired] = await t.database.db
      .insert(paymentCards)
      .values({
        userId: await userIdOf(other),
        brand: 'mastercard',
        last4: '5454',
        expMonth: 1,
        expYear: 2020,
        holder: 'Other Shopper',
      })
      .returning({ id: paymentCards.id });
    const response = await call('PUT', `/api/payment-options/card-${expired!.id}/default`, other);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'card.expired_choose_other', params: {} });
    await t.database.db.delete(paymentCards).where(eq(paymentCards.id, expired!.id));
  });

  it('knows a card is valid through its expiry month', () => {
    expect(cardExpired(5, 2030, new Date('2030-05-31T23:00:00Z'))).toBe(false);
    expect(cardExpired(5, 2030, new Date('2030-06-01T00:00:00Z'))).toBe(true);
  });

  it('switches the default to a built-in option and back', async () => {
    expect((await call('PUT', '/api/payment-options/khqr/default', demo)).json().data).toMatchObject({
      id: 'khqr',
      isDefault: true,
    });
    expect((await options(demo)).filter((option) => option.isDefault).map((option) => option.id)).toEqual([
      'khqr',
    ]);
    const unknown = await call('PUT', '/api/payment-options/paypal/default', demo);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.id).toMatchObject({ code: 'payment_option.id_invalid', params: {} });
  });

  it("answers 404 for another shopper's card", async () => {
    const mine = (await options(demo)).find((option) => option.card)!;
    for (const answer of [
      await call('PUT', `/api/payment-options/${mine.id}/default`, other),
      await call('DELETE', `/api/payment-options/${mine.id}`, other),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('payment_option.not_found');
    }
    expect((await options(demo)).some((option) => option.id === mine.id)).toBe(true);
  });

  it('removes a card; a removed default falls back to cash on delivery; built-ins stay', async () => {
    const mine = (await options(demo)).find((option) => option.card)!;
    await call('PUT', `/api/payment-options/${mine.id}/default`, demo);
    expect((await call('DELETE', `/api/payment-options/${mine.id}`, demo)).statusCode).toBe(200);
    const list = await options(demo);
    expect(list.some((option) => option.id === mine.id)).toBe(false);
    expect(list.find((option) => option.isDefault)?.id).toBe('cod');
    const builtIn = await call('DELETE', '/api/payment-options/wallet', demo);
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json()).toMatchObject({ code: 'payment_option.not_removable', params: {} });
  });
});
