import { CLIENT, cookieHeader, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { cardExpired } from './service';

describe('payment options API', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  const nextYear = new Date().getUTCFullYear() + 1;
  const card = (overrides: Record<string, unknown> = {}) => ({ brand: 'visa', last4: '4242', expMonth: 12, expYear: nextYear, holder: 'Dara Sok', ...overrides });

  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
    demo = await signIn(t.app);
    other = cookieHeader(await t.app.inject({ method: 'POST', url: '/api/sign-up', headers: CLIENT, payload: { name: 'Other Shopper', email: 'other-pay@example.com', password: 'Other1234' } }));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });
  const options = async (cookie: string) => (await call('GET', '/api/payment-options', cookie)).json().data as { id: string; isDefault: boolean; card: { last4: string } | null }[];

  it('needs a signed-in shopper', async () => {
    expect((await call('GET', '/api/payment-options', '')).statusCode).toBe(401);
  });

  it('offers cash on delivery (the default), wallet and KHQR to everyone', async () => {
    const list = await options(other);
    expect(list.map((option) => [option.id, option.isDefault])).toEqual([['cod', true], ['wallet', false], ['khqr', false]]);
  });

  it('saves a card from brand, last four, expiry and holder, and can make it the default', async () => {
    const saved = await call('POST', '/api/payment-options', demo, card({ isDefault: true }));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toEqual({ id: expect.stringMatching(/^card-\d+$/), kind: 'card', isDefault: true, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: nextYear, holder: 'Dara Sok', expired: false } });
    const list = await options(demo);
    expect(list.filter((option) => option.isDefault).map((option) => option.id)).toEqual([saved.json().data.id]);
    expect((await call('POST', '/api/payment-options', demo, card())).statusCode).toBe(409);
  });

  it('refuses a full card number or CVC outright, and checks each field', async () => {
    const withNumber = await call('POST', '/api/payment-options', demo, card({ number: '4242424242424242', cvc: '123' }));
    expect(withNumber.statusCode).toBe(400);
    expect(withNumber.body).not.toContain('4242424242424242');
    const bad = await call('POST', '/api/payment-options', demo, card({ brand: 'diners', last4: '42', expMonth: 13, holder: '' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['brand', 'expMonth', 'holder', 'last4']);
    const expired = await call('POST', '/api/payment-options', demo, card({ last4: '1111', expYear: 2020 }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields.expYear).toBe('This card has expired.');
  });

  it('knows a card is valid through its expiry month', () => {
    expect(cardExpired(5, 2030, new Date('2030-05-31T23:00:00Z'))).toBe(false);
    expect(cardExpired(5, 2030, new Date('2030-06-01T00:00:00Z'))).toBe(true);
  });

  it('switches the default to a built-in option and back', async () => {
    expect((await call('PUT', '/api/payment-options/khqr/default', demo)).json().data).toMatchObject({ id: 'khqr', isDefault: true });
    expect((await options(demo)).filter((option) => option.isDefault).map((option) => option.id)).toEqual(['khqr']);
    expect((await call('PUT', '/api/payment-options/paypal/default', demo)).statusCode).toBe(400);
  });

  it("answers 404 for another shopper's card", async () => {
    const mine = (await options(demo)).find((option) => option.card)!;
    expect((await call('PUT', `/api/payment-options/${mine.id}/default`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/payment-options/${mine.id}`, other)).statusCode).toBe(404);
    expect((await options(demo)).some((option) => option.id === mine.id)).toBe(true);
  });

  it('removes a card; a removed default falls back to cash on delivery; built-ins stay', async () => {
    const mine = (await options(demo)).find((option) => option.card)!;
    await call('PUT', `/api/payment-options/${mine.id}/default`, demo);
    expect((await call('DELETE', `/api/payment-options/${mine.id}`, demo)).statusCode).toBe(200);
    const list = await options(demo);
    expect(list.some((option) => option.id === mine.id)).toBe(false);
    expect(list.find((option) => option.isDefault)?.id).toBe('cod');
    expect((await call('DELETE', '/api/payment-options/wallet', demo)).statusCode).toBe(400);
  });
});
