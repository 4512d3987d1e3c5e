import { eq, sql } from 'drizzle-orm';
import { CLIENT, cookieHeader, createTestApp, lastMailTo, type TestApp } from '../../testing/test-app';
import { MAX_CODE_ATTEMPTS, codeWrong, hashCode, resetRequestKey } from './password-reset';
import { loginFailures, passwordResetCodes, users } from './schema';

describe('password reset by one-time code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie = '') =>
    t.app.inject({ method: 'POST', url, headers: { ...CLIENT, cookie }, payload });
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

  async function account(email: string, password = 'Before123') {
    const response = await post('/api/sign-up', { name: 'Bopha Chea', email, password });
    expect(response.statusCode).toBe(201);
    return cookieHeader(response);
  }
  /** Lets the cooldown pass by ageing the codes and the recorded code requests in the database. */
  async function ageCodes(seconds: number) {
    await t.database.db
      .update(passwordResetCodes)
      .set({ createdAt: sql`${passwordResetCodes.createdAt} - make_interval(secs => ${seconds})` });
    await t.database.db
      .update(loginFailures)
      .set({ at: sql`${loginFailures.at} - make_interval(secs => ${seconds})` });
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
    expect((await post('/api/forget-password', { email: 'not-an-email' })).json().fields.email).toMatchObject(
      { code: 'auth.email_invalid', params: {} },
    );
    expect((await post('/api/forget-password', {})).json().fields.email).toMatchObject({
      code: 'auth.email_required',
      params: {},
    });
  });

  it('makes the shopper wait before a new code, and the new code replaces the old one', async () => {
    await account('resend@example.com');
    await post('/api/forget-password', { email: 'resend@example.com' });
    const first = codeIn((await lastMailTo(t.app, 'resend@example.com')).text);
    const tooSoon = await post('/api/forget-password', { email: 'resend@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      code: 'password_reset.wait',
      params: { seconds: expect.any(Number) },
    });
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
    await t.database.db
      .update(passwordResetCodes)
      .set({ codeHash: hashCode(old) })
      .where(eq(passwordResetCodes.id, oldRow!.id));
    const withOld = await post('/api/confirm-otp', { email: 'resend@example.com', code: old });
    expect(withOld.statusCode).toBe(400);
    expect(withOld.json().fields.code).toMatchObject(codeWrong(MAX_CODE_ATTEMPTS - 1) as object);
    expect(withOld.json()).toMatchObject({ code: 'password_reset.code_wrong', params: { count: 4 } });
    expect((await post('/api/confirm-otp', { email: 'resend@example.com', code: second })).statusCode).toBe(
      200,
    );
  });

  it('gives the same answers during the cooldown whether or not the email has an account', async () => {
    await account('known@example.com');
    // Only Date is frozen, so the seconds to wait are the same in both answers however slow the machine.
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const answers = async (email: string) => {
        const responses = [
          await post('/api/forget-password', { email }),
          await post('/api/forget-password', { email }),
        ];
        return responses.map((response) => ({
          status: response.statusCode,
          body: response.json() as unknown,
        }));
      };
      const unknown = await answers('Unknown@Example.com');
      const known = await answers('Known@Example.com');
      expect(known).toEqual(unknown);
      expect(unknown.map((answer) => answer.status)).toEqual([200, 429]);
      expect(unknown[1]!.body).toMatchObject({
        code: 'password_reset.wait',
        params: { seconds: 60 },
        message: 'Please wait 60 seconds before asking for a new code.',
      });
    } finally {
      jest.useRealTimers();
    }
    // Only the account gets mail; the unknown email's request is recorded all the same.
    expect(codeIn((await lastMailTo(t.app, 'known@example.com')).text)).toMatch(/^\d{6}$/);
    await expect(lastMailTo(t.app, 'unknown@example.com')).rejects.toThrow('no mail');
    const recorded = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, resetRequestKey(' UNKNOWN@example.com ')));
    expect(recorded).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    await account('expired@example.com');
    await post('/api/forget-password', { email: 'expired@example.com' });
    const code = codeIn((await lastMailTo(t.app, 'expired@example.com')).text);
    await t.database.db.update(passwordResetCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await post('/api/confirm-otp', { email: 'expired@example.com', code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'password_reset.code_expired',
      fields: { code: { code: 'password_reset.code_expired', params: {} } },
    });
  });

  it('answers that no code is waiting for an email without one', async () => {
    const response = await post('/api/confirm-otp', { email: 'never-asked@example.com', code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'password_reset.no_code',
      fields: { code: { code: 'password_reset.no_code', params: {} } },
    });
  });

  it('asks for a 6-digit code', async () => {
    for (const payload of [
      { email: 'format@example.com', code: '12345a' },
      { email: 'format@example.com' },
    ]) {
      const response = await post('/api/confirm-otp', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.code).toMatchObject({ code: 'auth.otp_format', params: {} });
    }
  });

  it('allows 5 tries, then refuses even the right code', async () => {
    await account('tries@example.com');
    await post('/api/forget-password', { email: 'tries@example.com' });
    const code = codeIn((await lastMailTo(t.app, 'tries@example.com')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: { status: number; code: string; params: object; field?: object }[] = [];
    let lastTry = '';
    for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt += 1) {
      const response = await post('/api/confirm-otp', { email: 'tries@example.com', code: wrong });
      const body = response.json();
      answers.push({
        status: response.statusCode,
        code: body.code,
        params: body.params,
        field: body.fields?.code?.code,
      });
      if (attempt === MAX_CODE_ATTEMPTS - 1) lastTry = body.fields.code.message;
    }
    expect(answers).toEqual([
      {
        status: 400,
        code: 'password_reset.code_wrong',
        params: { count: 4 },
        field: 'password_reset.code_wrong',
      },
      {
        status: 400,
        code: 'password_reset.code_wrong',
        params: { count: 3 },
        field: 'password_reset.code_wrong',
      },
      {
        status: 400,
        code: 'password_reset.code_wrong',
        params: { count: 2 },
        field: 'password_reset.code_wrong',
      },
      {
        status: 400,
        code: 'password_reset.code_wrong_last',
        params: { count: 1 },
        field: 'password_reset.code_wrong_last',
      },
      { status: 429, code: 'password_reset.too_many_tries', params: {}, field: undefined },
    ]);
    expect(lastTry).toBe('This code is not correct. 1 try left.');
    const right = await post('/api/confirm-otp', { email: 'tries@example.com', code });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'password_reset.too_many_tries',
      message: 'Too many wrong codes. Ask for a new code.',
    });
  });

  it('resets the password once, signs out every session, and the new password works', async () => {
    const session = await account('reset@example.com', 'Before123');
    await post('/api/forget-password', { email: 'reset@example.com' });
    const code = codeIn((await lastMailTo(t.app, 'reset@example.com')).text);
    const confirmed = await post('/api/confirm-otp', { email: 'reset@example.com', code });
    expect(confirmed.statusCode).toBe(200);
    const { resetToken } = confirmed.json().data as { resetToken: string };
    // The code is spent once confirmed.
    const spent = await post('/api/confirm-otp', { email: 'reset@example.com', code });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().code).toBe('password_reset.no_code');

    const weak = await post('/api/reset-password', { resetToken, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toMatchObject({ code: 'string.too_short', params: { count: 8 } });
    const reset = await post('/api/reset-password', { resetToken, password: 'After1234' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.signedOutSessions).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: session } })).statusCode,
    ).toBe(401);
    expect((await post('/api/refresh', {}, session)).statusCode).toBe(401);
    const again = await post('/api/reset-password', { resetToken, password: 'Again1234' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'password_reset.expired', params: {} });
    expect((await post('/api/login', { login: 'reset@example.com', password: 'Before123' })).statusCode).toBe(
      401,
    );
    expect((await post('/api/login', { login: 'reset@example.com', password: 'After1234' })).statusCode).toBe(
      200,
    );
    const rows = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.usedAt, passwordResetCodes.usedAt));
    expect(rows.every((row) => row.codeHash.length > 6)).toBe(true);
  });
});
