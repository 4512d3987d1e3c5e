import { eq, sql } from 'drizzle-orm';
import { CLIENT, cookieHeader, createTestApp, lastMailTo, type TestApp } from '../../testing/test-app';
import { CODE_EXPIRED, CODE_WRONG, MAX_CODE_ATTEMPTS, RESET_EXPIRED, TOO_MANY_TRIES, hashCode, resetRequestKey } from './password-reset';
import { loginFailures, passwordResetCodes, users } from './schema';

describe('password reset by one-time code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie = '') => t.app.inject({ method: 'POST', url, headers: { ...CLIENT, cookie }, payload });
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

  async function account(email: string, password = 'Before123') {
    const response = await post('/api/sign-up', { name: 'Bopha Chea', email, password });
    expect(response.statusCode).toBe(201);
    return cookieHeader(response);
  }
  /** Lets the cooldown pass by ageing the codes and the recorded code requests in the database. */
  async function ageCodes(seconds: number) {
    await t.database.db.update(passwordResetCodes).set({ createdAt: sql`${passwordResetCodes.createdAt} - make_interval(secs => ${seconds})` });
    await t.database.db.update(loginFailures).set({ at: sql`${loginFailures.at} - make_interval(secs => ${seconds})` });
  }
  const codeRows = (email: string) =>
    t.database.db
      .select({ id: passwordResetCodes.id, usedAt: passwordResetCodes.usedAt })
      .from(passwordResetCodes)
      .innerJoin(users, eq(users.id, passwordResetCodes.userId))
      .where(eq(users.email, email))
      .orderBy(passwordResetCodes.id);

  it('mails a 6-digit code and stores only its hash', async () => {
    await account('hash@example.com');
    const response = await post('/api/forget-password', { email: 'HASH@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ expiresInSeconds: 600, resendInSeconds: 60 });
    const mail = await lastMailTo(t.app, 'hash@example.com');
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db.select().from(passwordResetCodes);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const response = await post('/api/forget-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    await expect(lastMailTo(t.app, 'nobody@example.com')).rejects.toThrow('no mail');
    expect((await post('/api/forget-password', { email: 'not-an-email' })).json().fields.email).toBe('Enter a valid email address');
  });

  it('makes the shopper wait before a new code, and the new code replaces the old one', async () => {
    await account('resend@example.com');
    await post('/api/forget-password', { email: 'resend@example.com' });
    const first = codeIn((await lastMailTo(t.app, 'resend@example.com')).text);
    const tooSoon = await post('/api/forget-password', { email: 'resend@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    await ageCodes(61);
    expect((await post('/api/forget-password', { email: 'resend@example.com' })).statusCode).toBe(200);
    const second = codeIn((await lastMailTo(t.app, 'resend@example.com')).text);
    const [oldRow, newRow, ...more] = await codeRows('resend@example.com');
    expect(more).toHaveLength(0);
    expect(oldRow?.usedAt).toBeInstanceOf(Date);
    expect(newRow?.usedAt).toBeNull();
    // Codes are random and may repeat: give the replaced row a code that surely differs from the
    // new one, so the check below always runs. It must not be accepted.
    const old = first !== second ? first : String((Number(second) + 1) % 1_000_000).padStart(6, '0');
    await t.database.db.update(passwordResetCodes).set({ codeHash: hashCode(old) }).where(eq(passwordResetCodes.id, oldRow!.id));
    const withOld = await post('/api/confirm-otp', { email: 'resend@example.com', code: old });
    expect(withOld.statusCode).toBe(400);
    expect(withOld.json().fields.code).toBe(CODE_WRONG(MAX_CODE_ATTEMPTS - 1));
    expect((await post('/api/confirm-otp', { email: 'resend@example.com', code: second })).statusCode).toBe(200);
  });

  it('gives the same answers during the cooldown whether or not the email has an account', async () => {
    await account('known@example.com');
    // Only Date is frozen, so the seconds to wait are the same in both answers however slow the machine.
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      const answers = async (email: string) => {
        const responses = [await post('/api/forget-password', { email }), await post('/api/forget-password', { email })];
        return responses.map((response) => ({ status: response.statusCode, body: response.json() as unknown }));
      };
      const unknown = await answers('Unknown@Example.com');
      const known = await answers('Known@Example.com');
      expect(known).toEqual(unknown);
      expect(unknown.map((answer) => answer.status)).toEqual([200, 429]);
      expect(unknown[1]!.body).toMatchObject({ message: 'Please wait 60 seconds before asking for a new code.' });
    } finally {
      jest.useRealTimers();
    }
    // Only the account gets mail; the unknown email's request is recorded all the same.
    expect(codeIn((await lastMailTo(t.app, 'known@example.com')).text)).toMatch(/^\d{6}$/);
    await expect(lastMailTo(t.app, 'unknown@example.com')).rejects.toThrow('no mail');
    const recorded = await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, resetRequestKey(' UNKNOWN@example.com ')));
    expect(recorded).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    await account('expired@example.com');
    await post('/api/forget-password', { email: 'expired@example.com' });
    const code = codeIn((await lastMailTo(t.app, 'expired@example.com')).text);
    await t.database.db.update(passwordResetCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await post('/api/confirm-otp', { email: 'expired@example.com', code });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.code).toBe(CODE_EXPIRED);
  });

  it('allows 5 tries, then refuses even the right code', async () => {
    await account('tries@example.com');
    await post('/api/forget-password', { email: 'tries@example.com' });
    const code = codeIn((await lastMailTo(t.app, 'tries@example.com')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt += 1) {
      const response = await post('/api/confirm-otp', { email: 'tries@example.com', code: wrong });
      messages.push(response.json().fields?.code ?? response.json().message);
    }
    expect(messages).toEqual([
      'This code is not correct. 4 tries left.',
      'This code is not correct. 3 tries left.',
      'This code is not correct. 2 tries left.',
      'This code is not correct. 1 try left.',
      TOO_MANY_TRIES,
    ]);
    const right = await post('/api/confirm-otp', { email: 'tries@example.com', code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(TOO_MANY_TRIES);
  });

  it('resets the password once, signs out every session, and the new password works', async () => {
    const session = await account('reset@example.com', 'Before123');
    await post('/api/forget-password', { email: 'reset@example.com' });
    const code = codeIn((await lastMailTo(t.app, 'reset@example.com')).text);
    const confirmed = await post('/api/confirm-otp', { email: 'reset@example.com', code });
    expect(confirmed.statusCode).toBe(200);
    const { resetToken } = confirmed.json().data as { resetToken: string };
    // The code is spent once confirmed.
    expect((await post('/api/confirm-otp', { email: 'reset@example.com', code })).statusCode).toBe(400);

    const weak = await post('/api/reset-password', { resetToken, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const reset = await post('/api/reset-password', { resetToken, password: 'After1234' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.signedOutSessions).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: session } })).statusCode).toBe(401);
    expect((await post('/api/refresh', {}, session)).statusCode).toBe(401);
    const again = await post('/api/reset-password', { resetToken, password: 'Again1234' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_EXPIRED);
    expect((await post('/api/login', { login: 'reset@example.com', password: 'Before123' })).statusCode).toBe(401);
    expect((await post('/api/login', { login: 'reset@example.com', password: 'After1234' })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.usedAt, passwordResetCodes.usedAt));
    expect(rows.every((row) => row.codeHash.length > 6)).toBe(true);
  });
});
