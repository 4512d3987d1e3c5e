import { CLIENT, createTestApp, lastMailTo, signIn, type TestApp } from '../../testing/test-app';
import { normalizeEmail, welcomeCode } from './service';

describe('newsletter API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
  });
  afterAll(() => t.close());

  const subscribe = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', headers: CLIENT, payload });

  it('stores a new address, shows the welcome code once and e-mails it', async () => {
    const response = await subscribe({ email: '  Dara.Sok@Example.com ' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ email: 'dara.sok@example.com', alreadySubscribed: false, discountPercent: 10 });
    expect(data.code).toMatch(/^WELCOME-[A-HJ-NP-Z2-9]{6}$/);
    const mail = await lastMailTo(t.app, 'dara.sok@example.com');
    expect(mail.subject).toBe('Your 10% welcome code');
    expect(mail.text).toContain(data.code);
  });

  it('makes the welcome code a 10% voucher that checkout accepts', async () => {
    const { code } = (await subscribe({ email: 'bopha@example.com' })).json().data;
    const cookie = await signIn(t.app);
    const check = await t.app.inject({ method: 'POST', url: '/api/vouchers/validate', headers: { ...CLIENT, cookie }, payload: { code: code.toLowerCase(), amount: 40 } });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ kind: 'percent', value: 10, discount: 4 });
  });

  it('answers a repeated address kindly (200, no code shown) and e-mails the same code again', async () => {
    const first = (await subscribe({ email: 'vanna@example.com', language: 'kh' })).json().data;
    const again = await subscribe({ email: 'VANNA@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ email: 'vanna@example.com', alreadySubscribed: true, code: null, discountPercent: 10 });
    expect((await lastMailTo(t.app, 'vanna@example.com')).text).toContain(first.code);
  });

  it('rejects a missing or malformed address with a field message', async () => {
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }]) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.email).toMatch(/e-mail address/);
    }
  });

  it('needs the X-Client-Type header like every state-changing call', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', payload: { email: 'a@example.com' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('welcome codes', () => {
  it('are WELCOME- and six unambiguous characters', () => {
    let next = 0;
    expect(welcomeCode(() => next++)).toBe('WELCOME-ABCDEF');
    expect(welcomeCode().slice('WELCOME-'.length)).not.toMatch(/[01OI]/);
  });
  it('normalizes addresses', () => {
    expect(normalizeEmail('  A@B.COM ')).toBe('a@b.com');
  });
});
