import { CLIENT, cookieHeader, createTestApp, type TestApp } from '../../testing/test-app';
import { createProfileService } from './profile-service';

describe('profile API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });

  async function signUp(email: string, password = 'Secret123') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: CLIENT,
      payload: { name: 'Vanna Kim', email, password },
    });
    expect(response.statusCode).toBe(201);
    return cookieHeader(response);
  }
  async function login(email: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: CLIENT,
      payload: { login: email, password },
    });
  }

  it('starts without phone, birthday or gender', async () => {
    const cookie = await signUp('vanna@example.com');
    const profile = (await call('GET', '/api/profile', cookie)).json().data;
    expect(profile).toMatchObject({ phone: null, birthday: null, gender: null, hasPassword: true });
  });

  it('saves name, a Cambodian phone (normalised to +855), birthday and gender', async () => {
    const cookie = await signUp('rith@example.com');
    const response = await call('PUT', '/api/profile', cookie, {
      name: ' Rith Sok ',
      phone: '012 987 654',
      birthday: '1994-04-14',
      gender: 'male',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Rith Sok',
      phone: '+85512987654',
      birthday: '1994-04-14',
      gender: 'male',
    });
    // Clearing the optional fields with empty strings.
    const cleared = await call('PUT', '/api/profile', cookie, {
      name: 'Rith Sok',
      phone: '',
      birthday: '',
      gender: '',
    });
    expect(cleared.json().data).toMatchObject({ phone: null, birthday: null, gender: null });
  });

  it('explains bad input field by field', async () => {
    const cookie = await signUp('bad@example.com');
    const response = await call('PUT', '/api/profile', cookie, {
      name: '',
      phone: '+1 555 123',
      birthday: '2999-01-01',
      gender: 'robot',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as Record<string, { code: string; params: object }>;
    expect(
      Object.fromEntries(Object.entries(fields).map(([name, { code, params }]) => [name, { code, params }])),
    ).toEqual({
      name: { code: 'auth.name_required', params: {} },
      // The unions with '' and null answer their general code: the phone and gender rules' own
      // codes do not come through.
      phone: { code: 'value.invalid', params: {} },
      birthday: { code: 'profile.birthday_unreal', params: {} },
      gender: { code: 'value.invalid', params: {} },
    });
    const impossible = await call('PUT', '/api/profile', cookie, { name: 'Bad Day', birthday: '2001-02-30' });
    expect(impossible.json().fields.birthday).toEqual({
      code: 'profile.birthday_format',
      params: {},
      message: 'Enter a date as YYYY-MM-DD',
    });
  });

  it("refuses another account's phone number", async () => {
    const first = await signUp('phone1@example.com');
    const second = await signUp('phone2@example.com');
    expect(
      (await call('PUT', '/api/profile', first, { name: 'First', phone: '+855 97 777 8888' })).statusCode,
    ).toBe(200);
    const taken = await call('PUT', '/api/profile', second, { name: 'Second', phone: '097 777 8888' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'auth.phone_taken',
      fields: { phone: { code: 'auth.phone_taken' } },
    });
  });

  it('changes the password only with the current one, and signs out every other session', async () => {
    const here = await signUp('change@example.com', 'Original1');
    const elsewhere = cookieHeader(await login('change@example.com', 'Original1'));
    const missing = await call('PUT', '/api/profile/password', here, { newPassword: 'Replaced22' });
    expect(missing.json()).toMatchObject({
      code: 'profile.current_password_required',
      fields: { currentPassword: { code: 'profile.current_password_required' } },
    });
    const notText = await call('PUT', '/api/profile/password', here, {
      currentPassword: 12345678,
      newPassword: 'Replaced22',
    });
    expect(notText.json().fields.currentPassword.code).toBe('profile.current_password_required');
    const wrong = await call('PUT', '/api/profile/password', here, {
      currentPassword: 'Nope12345',
      newPassword: 'Replaced22',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'profile.current_password_wrong',
      message: 'Your current password is not correct.',
      fields: {
        currentPassword: {
          code: 'profile.current_password_wrong',
          message: 'Your current password is not correct.',
        },
      },
    });
    const weak = await call('PUT', '/api/profile/password', here, {
      currentPassword: 'Original1',
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.newPassword).toMatchObject({ code: 'string.too_short', params: { count: 8 } });
    const same = await call('PUT', '/api/profile/password', here, {
      currentPassword: 'Original1',
      newPassword: 'Original1',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'profile.password_unchanged',
      fields: { newPassword: { code: 'profile.password_unchanged' } },
    });

    const changed = await call('PUT', '/api/profile/password', here, {
      currentPassword: 'Original1',
      newPassword: 'Replaced22',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.signedOutSessions).toBe(1);
    expect((await call('GET', '/api/profile', here)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', elsewhere)).statusCode).toBe(401);
    // The other device's refresh token is dead too.
    expect((await call('POST', '/api/refresh', elsewhere)).statusCode).toBe(401);
    expect((await login('change@example.com', 'Original1')).statusCode).toBe(401);
    expect((await login('change@example.com', 'Replaced22')).statusCode).toBe(200);
  });

  it('answers 404 for an account that no longer exists', async () => {
    const profile = createProfileService(t.database.db);
    const gone = { statusCode: 404, problem: { code: 'account.not_found', params: {} } };
    await expect(
      profile.update(2_000_000_000, { name: 'Nobody', phone: null, birthday: null, gender: null }),
    ).rejects.toMatchObject(gone);
    await expect(profile.changePassword(2_000_000_000, 'no-session', '', 'Replaced22')).rejects.toMatchObject(
      gone,
    );
  });
});
