import { setClockOffset } from '../../lib/clock';
import { CLIENT, cookieHeader, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 12 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie = '', headers: Record<string, string> = CLIENT) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, cookie } });
  /** Each invalid field's code and params, without its message. */
  const problems = (fields: Record<string, { code: string; params: object }>) =>
    Object.fromEntries(Object.entries(fields).map(([name, { code, params }]) => [name, { code, params }]));

  it('signs up, sets httpOnly SameSite=Lax cookies and returns the user', async () => {
    const response = await post('/api/sign-up', {
      name: 'Dara Sok',
      email: 'Dara@Example.com',
      phone: '012 345 679',
      password: 'Secret123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Dara Sok',
      email: 'dara@example.com',
      phone: '+85512345679',
      addressBooks: [],
    });
    const cookies = response.cookies.map((cookie) => ({
      name: cookie.name,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite,
    }));
    expect(cookies).toEqual(
      expect.arrayContaining([
        { name: 'psar_at', httpOnly: true, sameSite: 'Lax' },
        { name: 'psar_rt', httpOnly: true, sameSite: 'Lax' },
      ]),
    );
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: cookieHeader(response) },
    });
    expect(profile.json().data.email).toBe('dara@example.com');
  });

  it('answers a duplicate email with a field error', async () => {
    const response = await post('/api/sign-up', {
      name: 'Other',
      email: 'dara@example.com',
      password: 'Secret123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'auth.email_taken',
      params: {},
      message: 'An account with this email already exists.',
      fields: {
        email: {
          code: 'auth.email_taken_sign_in',
          params: {},
          message: 'An account with this email already exists. Sign in instead?',
        },
      },
    });
  });

  it("answers another account's phone number with a field error", async () => {
    const response = await post('/api/sign-up', {
      name: 'Other',
      email: 'other-phone@example.com',
      phone: '012 345 678',
      password: 'Secret123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'auth.phone_taken',
      fields: { phone: { code: 'auth.phone_taken' } },
    });
  });

  it('validates input with field-level messages', async () => {
    const response = await post('/api/sign-up', { name: '', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'request.invalid_input' });
    expect(problems(body.fields)).toEqual({
      name: { code: 'auth.name_required', params: {} },
      email: { code: 'auth.email_invalid', params: {} },
      password: { code: 'string.too_short', params: { count: 8 } },
    });
    expect(body.fields.password.message).toBe('Use at least 8 characters');
  });

  it('checks the phone number and the password length at sign-up', async () => {
    const response = await post('/api/sign-up', {
      name: 'Dara',
      email: 'long@example.com',
      phone: '+1 555 0100',
      password: `a1${'x'.repeat(127)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(problems(response.json().fields)).toEqual({
      // The union with '' answers its general code: the phone rule's own code does not come through.
      phone: { code: 'value.invalid', params: {} },
      password: { code: 'string.too_long', params: { count: 128 } },
    });
  });

  it('asks for the login and the password, and refuses a wrong password', async () => {
    const empty = await post('/api/login', { login: ' ', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(problems(empty.json().fields)).toEqual({
      login: { code: 'auth.login_required', params: {} },
      password: { code: 'auth.password_required', params: {} },
    });
    const wrong = await post('/api/login', { login: 'nobody@example.com', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'auth.credentials_invalid', params: {} });
  });

  // The same cases as the account app's checks (mfe-account sign-up-validation.test.ts): the
  // checklist and the server agree on letters of any script, digits 0–9 and names of 2–80 characters.
  it.each([
    ['a Khmer-letter password with a digit', { name: 'សុខា', password: 'ពាក្យសម្ងាត់1' }, undefined],
    [
      'a password with Khmer digits only',
      { name: 'Sokha', password: 'ពាក្យសម្ងាត់១២' },
      { password: { code: 'auth.password_needs_digit', params: {} } },
    ],
    [
      'a password without any letter',
      { name: 'Sokha', password: '12345678!' },
      { password: { code: 'auth.password_needs_letter', params: {} } },
    ],
    [
      'a one-character name',
      { name: ' ស ', password: 'Secret123' },
      { name: { code: 'string.too_short', params: { count: 2 } } },
    ],
    [
      'a blank name',
      { name: '   ', password: 'Secret123' },
      { name: { code: 'auth.name_required', params: {} } },
    ],
    [
      'an 81-character name',
      { name: 'ក'.repeat(81), password: 'Secret123' },
      { name: { code: 'string.too_long', params: { count: 80 } } },
    ],
  ])('checks %s as the sign-up form does', async (_case, input, fields) => {
    const email = `rules-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await post('/api/sign-up', { ...input, email });
    if (fields) {
      expect(response.statusCode).toBe(400);
      expect(problems(response.json().fields)).toEqual(fields);
    } else {
      expect(response.statusCode).toBe(201);
      expect(response.json().data.name).toBe(input.name);
    }
  });

  it('refuses state-changing requests without X-Client-Type (cross-site forms)', async () => {
    const response = await post('/api/login', { login: 'demo@psar.test', password: 'Demo1234!' }, '', {});
    expect(response.statusCode).toBe(403);
  });

  it('signs the demo customer in by email or phone, with their two addresses', async () => {
    const byEmail = await post('/api/login', { login: 'DEMO@psar.test', password: 'Demo1234!' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.addressBooks).toHaveLength(2);
    expect(byEmail.json().data.addressBooks[0]).toMatchObject({ isDefault: true, province: 'Siem Reap' });
    const byPhone = await post('/api/login', { login: '012 345 678', password: 'Demo1234!' });
    expect(byPhone.statusCode).toBe(200);
  });

  it('throttles repeated failures per account with a 429 and a clear message', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/login', { login: 'dara@example.com', password: 'Wrong1234' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post('/api/login', { login: 'dara@example.com', password: 'Secret123' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'auth.too_many_attempts',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
    });
  });

  it('throttles failures per client address, which a client cannot dodge by writing X-Forwarded-For', async () => {
    // Behind the edge: each attempt claims another address, the edge appends the real one.
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: `stranger${n}@example.com`, password: 'Wrong1234' },
        headers: { ...CLIENT, 'x-forwarded-for': `203.0.113.${n}, 198.51.100.20` },
      });
    for (let n = 0; n < 30; n += 1) expect((await attempt(n)).statusCode).toBe(401);
    const blocked = await attempt(30);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'auth.too_many_attempts' });
  });

  it('rotates the refresh token, and reuse of a rotated token after the grace revokes the whole session', async () => {
    const first = await signIn(t.app);
    const rotated = await post('/api/refresh', {}, first);
    expect(rotated.statusCode).toBe(200);
    const second = cookieHeader(rotated, first);
    expect(second).not.toEqual(first);

    // Within the grace the same token answers the same successor (refresh-rotation.test.ts).
    setClockOffset(61_000);
    const reused = await post('/api/refresh', {}, first);
    setClockOffset(0);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('auth.session_ended');
    // The family is gone: the newer token and its access token no longer work either.
    expect((await post('/api/refresh', {}, second)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: second } })).statusCode,
    ).toBe(401);
  });

  it('logs out: the session ends at once', async () => {
    const cookie = await signIn(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await post('/api/logout', {}, cookie)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'auth.session_ended',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'auth.sign_in_required' });
  });

  it('answers a refresh without a refresh token: the session has ended', async () => {
    const response = await post('/api/refresh', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.session_ended', params: {} });
  });

  it('answers unknown routes with the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
