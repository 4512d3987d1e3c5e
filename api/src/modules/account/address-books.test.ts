import { PROVINCE_NAMES } from '@storefront/shared/address-book/provinces';
import { CLIENT, cookieHeader, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { DUPLICATE_ADDRESS_MESSAGE } from './address-service';

describe('address book API', () => {
  let t: TestApp;
  let demo: string;
  let fresh: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
    demo = await signIn(t.app);
    const signUp = await t.app.inject({ method: 'POST', url: '/api/sign-up', headers: CLIENT, payload: { name: 'Sokha Chan', email: 'sokha@example.com', password: 'Sokha1234' } });
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

  it('needs a signed-in shopper', async () => {
    expect((await call('GET', '/api/address-books', '')).statusCode).toBe(401);
    expect((await call('POST', '/api/address-books', '', address())).statusCode).toBe(401);
  });

  it('knows all 25 provinces and refuses anything else with a field message', async () => {
    expect(PROVINCE_NAMES).toHaveLength(25);
    const response = await call('POST', '/api/address-books', fresh, address({ province: 'Bangkok' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.province).toBe('Choose one of the 25 provinces of Cambodia');
  });

  it('asks for district and commune, and checks email and postal code', async () => {
    const response = await call('POST', '/api/address-books', fresh, address({ district: ' ', commune: undefined, email: 'nope', postCode: '12' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      district: 'Enter the district (khan/srok)',
      commune: 'Enter the commune (sangkat/khum)',
      email: expect.any(String),
      postCode: 'Use the 5 or 6 digits of the postal code, e.g. 12202',
    });
  });

  it('makes the first address the default, and the header profile shows it', async () => {
    const created = await call('POST', '/api/address-books', fresh, address());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ isDefault: true, province: 'Battambang' });
    const second = await call('POST', '/api/address-books', fresh, address({ street: 'Street 2' }));
    expect(second.json().data.isDefault).toBe(false);
    const profile = (await call('GET', '/api/profile', fresh)).json().data;
    expect(profile.addressBooks.map((entry: { isDefault: boolean }) => entry.isDefault)).toEqual([true, false]);
  });

  it('refuses an address equal to one in the book, whatever its type, email or postal code', async () => {
    const duplicate = await call('POST', '/api/address-books', fresh, address({ type: 'office', email: 'x@example.com', postCode: '99999', street: '  Street 1 ' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(DUPLICATE_ADDRESS_MESSAGE);
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
    const same = await call('PUT', `/api/address-books/${first!.id}`, fresh, address({ type: 'office' }));
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ type: 'office', isDefault: true });
  });

  it('moves the default, and a deleted default hands over to the oldest address', async () => {
    const [first, second, third] = (await call('GET', '/api/address-books', fresh)).json().data as { id: number }[];
    const moved = await call('PUT', `/api/address-books/${third!.id}/default`, fresh);
    expect(moved.json().data).toMatchObject({ id: third!.id, isDefault: true });
    let list = (await call('GET', '/api/address-books', fresh)).json().data as { id: number; isDefault: boolean }[];
    expect(list.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([third!.id]);
    expect((await call('DELETE', `/api/address-books/${third!.id}`, fresh)).statusCode).toBe(200);
    list = (await call('GET', '/api/address-books', fresh)).json().data;
    expect(list.find((entry) => entry.isDefault)?.id).toBe(first!.id);
    expect(list.map((entry) => entry.id)).toEqual([first!.id, second!.id]);
  });

  it("answers 404 for another shopper's address, and changes nothing", async () => {
    const [mine] = (await call('GET', '/api/address-books', fresh)).json().data as { id: number }[];
    expect((await call('GET', `/api/address-books/${mine!.id}`, demo)).statusCode).toBe(404);
    expect((await call('PUT', `/api/address-books/${mine!.id}`, demo, address({ street: 'Hijack' }))).statusCode).toBe(404);
    expect((await call('PUT', `/api/address-books/${mine!.id}/default`, demo)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/address-books/${mine!.id}`, demo)).statusCode).toBe(404);
    const after = (await call('GET', `/api/address-books/${mine!.id}`, fresh)).json().data;
    expect(after.street).toBe('Street 1');
    expect((await call('DELETE', '/api/address-books/abc', fresh)).statusCode).toBe(400);
  });
});
