import {
  CLIENT,
  createTestApp,
  lastMailTo,
  signIn,
  signInWithRole,
  type TestApp,
} from '../../testing/test-app';
import { eq, sql } from 'drizzle-orm';
import { outboxEmails } from '../mail/schema';
import { orders } from '../orders/schema';
import { vouchers } from '../vouchers/schema';
import { WELCOME_RESEND_COOLDOWN_MINUTES, normalizeEmail, welcomeCode } from './service';

describe('newsletter API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
  });
  afterAll(() => t.close());

  const subscribe = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', headers: CLIENT, payload });
  const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  /** Moves every mail to the address back in time, as if sent `minutes` ago. */
  const backdateMailsTo = (to: string, minutes: number) =>
    t.database.db
      .update(outboxEmails)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(outboxEmails.to, to));

  it('stores a new address, shows the welcome code once and e-mails it', async () => {
    const response = await subscribe({ email: '  Dara.Sok@Example.com ' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      email: 'dara.sok@example.com',
      alreadySubscribed: false,
      discountPercent: 10,
    });
    expect(data.code).toMatch(/^WELCOME-[A-HJ-NP-Z2-9]{6}$/);
    const mail = await lastMailTo(t.app, 'dara.sok@example.com');
    expect(mail.subject).toBe('Psar: your 10% welcome code');
    expect(mail.text).toContain(data.code);
  });

  it("makes the welcome code a 10% voucher that checkout accepts from the subscriber's account", async () => {
    const { cookie } = await signInWithRole(t, null, 'bopha@example.com');
    const { code } = (await subscribe({ email: 'Bopha@Example.com' })).json().data;
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/vouchers/validate',
      headers: { ...CLIENT, cookie },
      payload: { code: code.toLowerCase(), amount: 40 },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ kind: 'percent', value: 10, discount: 4 });
  });

  it("binds the welcome code to the subscriber's e-mail, a first order and one use", async () => {
    const { code } = (await subscribe({ email: 'chenda@example.com' })).json().data;
    const [voucher] = await t.database.db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(voucher).toMatchObject({
      kind: 'percent',
      value: 10,
      boundEmail: 'chenda@example.com',
      firstOrderOnly: true,
      perCustomerLimit: 1,
      usageLimit: 1,
      isActive: true,
    });
    const validate = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vouchers/validate',
        headers: { ...CLIENT, cookie },
        payload: { code, amount: 40 },
      });
    // Someone else who read the code cannot use it.
    const demo = await validate(await signIn(t.app));
    expect(demo.statusCode).toBe(400);
    expect(demo.json()).toMatchObject({
      code: 'voucher.bound_to_other',
      fields: { code: { code: 'voucher.bound_to_other' } },
    });
    // The subscriber can, until they have an order.
    const subscriber = await signInWithRole(t, null, 'CHENDA@example.com');
    expect((await validate(subscriber.cookie)).statusCode).toBe(200);
    await t.database.db.insert(orders).values({
      userId: subscriber.userId,
      number: 'PS-NEWSLETTER-1',
      status: 'delivered',
      paymentMethod: 'cod',
      subtotal: 10,
      discountTotal: 0,
      deliveryFeeTotal: 0,
      total: 10,
      addressSnapshot: {} as never,
    });
    const later = await validate(subscriber.cookie);
    expect(later.statusCode).toBe(400);
    expect(later.json().code).toBe('voucher.first_order_only');
  });

  it('answers a repeated address kindly (200, no code shown) and e-mails the same code again once the cooldown has passed', async () => {
    const first = (await subscribe({ email: 'vanna@example.com', language: 'kh' })).json().data;
    expect(first.codeEmailed).toBe(true);
    // The welcome mail went out "11 minutes ago".
    await backdateMailsTo('vanna@example.com', WELCOME_RESEND_COOLDOWN_MINUTES + 1);
    const again = await subscribe({ email: 'VANNA@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      email: 'vanna@example.com',
      alreadySubscribed: true,
      code: null,
      codeEmailed: true,
      discountPercent: 10,
    });
    expect(await mailsTo('vanna@example.com')).toHaveLength(2);
    expect((await lastMailTo(t.app, 'vanna@example.com')).text).toContain(first.code);
  });

  it('does not e-mail the code again within the cooldown, and still answers kindly', async () => {
    const first = await subscribe({ email: 'sophea@example.com' });
    expect(first.statusCode).toBe(201);
    expect(await mailsTo('sophea@example.com')).toHaveLength(1);
    for (const email of ['sophea@example.com', ' Sophea@Example.com ']) {
      const again = await subscribe({ email });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({
        email: 'sophea@example.com',
        alreadySubscribed: true,
        code: null,
        codeEmailed: false,
        discountPercent: 10,
      });
    }
    expect(await mailsTo('sophea@example.com')).toHaveLength(1);
    // Just inside the cooldown: still not re-sent.
    await backdateMailsTo('sophea@example.com', WELCOME_RESEND_COOLDOWN_MINUTES - 1);
    expect((await subscribe({ email: 'sophea@example.com' })).json().data.codeEmailed).toBe(false);
    expect(await mailsTo('sophea@example.com')).toHaveLength(1);
  });

  it('rejects a missing or malformed address with a field problem', async () => {
    const cases: [object, string][] = [
      [{}, 'form.email_required'],
      [{ email: '' }, 'form.email_required'],
      [{ email: 42 }, 'form.email_required'],
      [{ email: 'not-an-email' }, 'form.email_invalid'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'form.email_too_long'],
    ];
    for (const [payload, code] of cases) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'request.invalid_input',
        fields: { email: { code, params: {} } },
      });
    }
    expect((await subscribe({ email: 'not-an-email' })).json().fields.email.message).toBe(
      'Please enter a valid e-mail address.',
    );
  });

  it('accepts only English or Khmer as the language', async () => {
    const response = await subscribe({ email: 'thida@example.com', language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.language).toEqual({
      code: 'mail.language_invalid',
      params: {},
      message: 'language must be en or kh',
    });
  });

  it('needs the X-Client-Type header like every state-changing call', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      payload: { email: 'a@example.com' },
    });
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
