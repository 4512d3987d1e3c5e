import { PROVINCE_NAMES } from '@storefront/shared/address-book/provinces';
import { CLIENT, cookieHeader, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { MAX_ADDRESSES_PER_USER } from '@storefront/shared/contract/account';
import { addressBooks } from './schema';

describe('address book API', () => {
  let t: TestApp;
  let demo: string;
  let fresh: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
    demo = await signIn(t.app);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: CLIENT,
      payload: { name: 'Sokha Chan', email: 'sokha@example.com', password: 'Sokha1234' },
    });
    fresh = cookieHeader(signUp);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });

  const address = (overrides: Record<string, unknown> = {}) => ({
    type: 'home',
    province: 'Battambang',
    district: 'Battambang',
    commune: 'Svay Por',
    village: 'Phum 2',
    street: 'Street 1',
    home: '7',
    building: '',
    email: '',
    postCode: '02101',
    ...overrides,
  });
  /** Each invalid field's code and params, without its message. */
  const problems = (fields: Record<string, { code: string; params: object }>) =>
    Object.fromEntries(Object.entries(fields).map(([name, { code, params }]) => [name, { code, params }]));

  it('needs a signed-in shopper', async () => {
    const anonymous = await call('GET', '/api/address-books', '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('auth.sign_in_required');
    expect((await call('POST', '/api/address-books', '', address())).statusCode).toBe(401);
  });

  it('knows all 25 provinces and refuses anything else with a field message', async () => {
    expect(PROVINCE_NAMES).toHaveLength(25);
    const response = await call('POST', '/api/address-books', fresh, address({ province: 'Bangkok' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'request.invalid_input',
      message: 'Invalid input. province: Choose one of the 25 provinces of Cambodia',
      fields: {
        province: {
          code: 'address.province_invalid',
          params: {},
          message: 'Choose one of the 25 provinces of Cambodia',
        },
      },
    });
  });

  it('asks for district and commune, and checks email and postal code', async () => {
    const response = await call(
      'POST',
      '/api/address-books',
      fresh,
      address({ district: ' ', commune: undefined, email: 'nope', postCode: '12' }),
    );
    expect(response.statusCode).toBe(400);
    expect(problems(response.json().fields)).toEqual({
      district: { code: 'address.district_required', params: {} },
      commune: { code: 'address.commune_required', params: {} },
      email: { code: 'auth.email_invalid', params: {} },
      postCode: { code: 'address.post_code_invalid', params: {} },
    });
  });

  it('checks the type, the optional lines, their lengths and isDefault', async () => {
    const wrongTypes = await call(
      'POST',
      '/api/address-books',
      fresh,
      address({ type: 'castle', village: 5, street: true, home: 7, building: [], isDefault: 'yes' }),
    );
    expect(wrongTypes.statusCode).toBe(400);
    expect(problems(wrongTypes.json().fields)).toEqual({
      type: { code: 'address.type_invalid', params: {} },
      village: { code: 'address.village_not_text', params: {} },
      street: { code: 'address.street_not_text', params: {} },
      home: { code: 'address.home_not_text', params: {} },
      building: { code: 'address.building_not_text', params: {} },
      isDefault: { code: 'boolean.invalid', params: { field: 'isDefault' } },
    });
    expect(wrongTypes.json().fields.isDefault.message).toBe('isDefault must be true or false');
    const tooLong = await call(
      'POST',
      '/api/address-books',
      fresh,
      address({ district: 'd'.repeat(121), street: 's'.repeat(121), home: 'h'.repeat(41) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(problems(tooLong.json().fields)).toEqual({
      district: { code: 'string.too_long', params: { count: 120 } },
      street: { code: 'string.too_long', params: { count: 120 } },
      home: { code: 'string.too_long', params: { count: 40 } },
    });
    expect(tooLong.json().fields.home.message).toBe('Use at most 40 characters');
  });

  it('makes the first address the default, and the header profile shows it', async () => {
    const created = await call('POST', '/api/address-books', fresh, address());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ isDefault: true, province: 'Battambang' });
    const second = await call('POST', '/api/address-books', fresh, address({ street: 'Street 2' }));
    expect(second.json().data.isDefault).toBe(false);
    const profile = (await call('GET', '/api/profile', fresh)).json().data;
    expect(profile.addressBooks.map((entry: { isDefault: boolean }) => entry.isDefault)).toEqual([
      true,
      false,
    ]);
  });

  it('refuses an address equal to one in the book, whatever its type, email or postal code', async () => {
    const duplicate = await call(
      'POST',
      '/api/address-books',
      fresh,
      address({ type: 'office', email: 'x@example.com', postCode: '99999', street: '  Street 1 ' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'address.duplicate',
      params: {},
      message: 'This address is already in your address book.',
    });
    // A different village is a different place.
    const other = await call('POST', '/api/address-books', fresh, address({ village: 'Phum 3' }));
    expect(other.statusCode).toBe(201);
  });

  it('refuses an edit that makes an address equal to another, but saves it unchanged', async () => {
    const list = (await call('GET', '/api/address-books', fresh)).json();
    expect(list.meta.total).toBe(3);
    const [first, second] = list.data as { id: number; street: string }[];
    const clash = await call('PUT', `/api/address-books/${second!.id}`, fresh, address());
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('address.duplicate');
    const same = await call('PUT', `/api/address-books/${first!.id}`, fresh, address({ type: 'office' }));
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ type: 'office', isDefault: true });
  });

  it('moves the default, and a deleted default hands over to the oldest address', async () => {
    const [first, second, third] = (await call('GET', '/api/address-books', fresh)).json().data as {
      id: number;
    }[];
    const moved = await call('PUT', `/api/address-books/${third!.id}/default`, fresh);
    expect(moved.json().data).toMatchObject({ id: third!.id, isDefault: true });
    let list = (await call('GET', '/api/address-books', fresh)).json().data as {
      id: number;
      isDefault: boolean;
    }[];
    expect(list.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([third!.id]);
    expect((await call('DELETE', `/api/address-books/${third!.id}`, fresh)).statusCode).toBe(200);
    list = (await call('GET', '/api/address-books', fresh)).json().data;
    expect(list.find((entry) => entry.isDefault)?.id).toBe(first!.id);
    expect(list.map((entry) => entry.id)).toEqual([first!.id, second!.id]);
  });

  it("answers 404 for another shopper's address, and changes nothing", async () => {
    const [mine] = (await call('GET', '/api/address-books', fresh)).json().data as { id: number }[];
    const answers = [
      await call('GET', `/api/address-books/${mine!.id}`, demo),
      await call('PUT', `/api/address-books/${mine!.id}`, demo, address({ street: 'Hijack' })),
      await call('PUT', `/api/address-books/${mine!.id}/default`, demo),
      await call('DELETE', `/api/address-books/${mine!.id}`, demo),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
      Array(4).fill([404, 'address.not_found']),
    );
    const after = (await call('GET', `/api/address-books/${mine!.id}`, fresh)).json().data;
    expect(after.street).toBe('Street 1');
    const badId = await call('DELETE', '/api/address-books/abc', fresh);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields.id).toMatchObject({
      code: 'value.type_invalid',
      params: { expected: 'number' },
    });
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses`, async () => {
    const cookie = cookieHeader(
      await t.app.inject({
        method: 'POST',
        url: '/api/sign-up',
        headers: CLIENT,
        payload: { name: 'Full Book', email: 'full-book@example.com', password: 'Full12345' },
      }),
    );
    const { id: userId } = (await call('GET', '/api/profile', cookie)).json().data as { id: number };
    await t.database.db.insert(addressBooks).values(
      Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, index) => ({
        userId,
        province: 'Kampot',
        district: 'Kampot',
        commune: `Commune ${index}`,
        isDefault: index === 0,
      })),
    );
    const response = await call('POST', '/api/address-books', cookie, address());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'address.limit_reached',
      params: { max: MAX_ADDRESSES_PER_USER },
    });
  });
});
