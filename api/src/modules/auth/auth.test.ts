import { CLIENT, cookieHeader, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 12 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie = '', headers: Record<string, string> = CLIENT) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, cookie } });

  it('signs up, sets httpOnly SameSite=Lax cookies and returns the user', async () => {
    const response = await post('/api/sign-up', { name: 'Dara Sok', email: 'Dara@Example.com', phone: '012 345 679', password: 'Secret123' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Dara Sok', email: 'dara@example.com', phone: '+85512345679', addressBooks: [] });
    const cookies = response.cookies.map((cookie) => ({ name: cookie.name, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite }));
    expect(cookies).toEqual(
      expect.arrayContaining([
        { name: 'psar_at', httpOnly: true, sameSite: 'Lax' },
        { name: 'psar_rt', httpOnly: true, sameSite: 'Lax' },
      ]),
    );
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: cookieHeader(response) } });
    expect(profile.json().data.email).toBe('dara@example.com');
  });

  it('answers a duplicate email with a field error', async () => {
    const response = await post('/api/sign-up', { name: 'Other', email: 'dara@example.com', password: 'Secret123' });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields.email).toMatch(/already exists/);
  });

  it("answers another account's phone number with a field error", async () => {
    const response = await post('/api/sign-up', { name: 'Other', email: 'other-phone@example.com', phone: '012 345 678', password: 'Secret123' });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields.phone).toBe('This phone number belongs to another account.');
  });

  it('validates input with field-level messages', async () => {
    const response = await post('/api/sign-up', { name: '', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  // The same cases as the account app's checks (mfe-account sign-up-validation.test.ts): the
  // checklist and the server agree on letters of any script, digits 0–9 and names of 2–80 characters.
  it.each([
    ['a Khmer-letter password with a digit', { name: 'សុខា', password: 'ពាក្យសម្ងាត់1' }, undefined],
    ['a password with Khmer digits only', { name: 'Sokha', password: 'ពាក្យសម្ងាត់១២' }, { password: 'Include at least one digit' }],
    ['a password without any letter', { name: 'Sokha', password: '12345678!' }, { password: 'Include at least one letter' }],
    ['a one-character name', { name: ' ស ', password: 'Secret123' }, { name: 'Use at least 2 characters' }],
    ['a blank name', { name: '   ', password: 'Secret123' }, { name: 'Enter your name' }],
    ['an 81-character name', { name: 'ក'.repeat(81), password: 'Secret123' }, { name: 'Use at most 80 characters' }],
  ])('checks %s as the sign-up form does', async (_case, input, fields) => {
    const email = `rules-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await post('/api/sign-up', { ...input, email });
    if (fields) {
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(fields);
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
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
  });

  it('rotates the refresh token, and reuse of a rotated token revokes the whole session', async () => {
    const first = await signIn(t.app);
    const rotated = await post('/api/refresh', {}, first);
    expect(rotated.statusCode).toBe(200);
    const second = cookieHeader(rotated, first);
    expect(second).not.toEqual(first);

    const reused = await post('/api/refresh', {}, first);
    expect(reused.statusCode).toBe(401);
    // The family is gone: the newer token and its access token no longer work either.
    expect((await post('/api/refresh', {}, second)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: second } })).statusCode).toBe(401);
  });

  it('logs out: the session ends at once', async () => {
    const cookie = await signIn(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    expect((await post('/api/logout', {}, cookie)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answers unknown routes with the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
