import { CLIENT, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('wishlist and followed stores API', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 12 });
    cookie = await signIn(t.app);
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, withCookie = true) =>
    t.app.inject({ method, url, headers: withCookie ? { ...CLIENT, cookie } : CLIENT });

  it('asks anonymous shoppers to sign in', async () => {
    for (const [method, url] of [
      ['GET', '/api/wishlists'],
      ['PUT', '/api/wishlists/1'],
      ['GET', '/api/followed-stores'],
      ['PUT', '/api/stores/1/follow'],
    ] as const) {
      const answer = await call(method, url, false);
      expect({ url, status: answer.statusCode, code: answer.json().code }).toEqual({
        url,
        status: 401,
        code: 'auth.sign_in_required',
      });
    }
  });

  it('adds, lists (newest first) and removes wishlist products; twice is fine', async () => {
    expect((await call('PUT', '/api/wishlists/3')).json().data).toEqual({ productId: 3, isWishlisted: true });
    expect((await call('PUT', '/api/wishlists/5')).statusCode).toBe(200);
    expect((await call('PUT', '/api/wishlists/5')).statusCode).toBe(200);
    const list = (await call('GET', '/api/wishlists?perPage=1')).json();
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([5]);
    expect(list.meta).toMatchObject({ total: 2, lastPage: 2 });
    expect(list.links.next).toBe('/api/wishlists?perPage=1&page=2');
    expect((await call('DELETE', '/api/wishlists/5')).json().data).toEqual({
      productId: 5,
      isWishlisted: false,
    });
    expect((await call('GET', '/api/wishlists')).json().data.map((p: { id: number }) => p.id)).toEqual([3]);
  });

  it('answers unknown products and stores with coded 404s, bad ids with coded 400s', async () => {
    const product = await call('PUT', '/api/wishlists/999999');
    expect(product.statusCode).toBe(404);
    // The English wording is the one the API always answered.
    expect(product.json()).toMatchObject({
      code: 'product.not_found',
      params: {},
      message: 'This product does not exist or is no longer sold.',
    });
    const store = await call('PUT', '/api/stores/999999/follow');
    expect({ status: store.statusCode, code: store.json().code }).toEqual({
      status: 404,
      code: 'store.not_found',
    });
    const cases: [
      method: 'PUT' | 'DELETE' | 'GET',
      url: string,
      field: string,
      problem: { code: string; params: Record<string, unknown> },
    ][] = [
      [
        'PUT',
        '/api/wishlists/abc',
        'productId',
        { code: 'number.not_a_number', params: { field: 'productId' } },
      ],
      [
        'DELETE',
        '/api/wishlists/1.5',
        'productId',
        { code: 'number.not_whole', params: { field: 'productId' } },
      ],
      [
        'PUT',
        '/api/stores/0/follow',
        'storeId',
        { code: 'number.not_positive', params: { field: 'storeId' } },
      ],
      [
        'DELETE',
        '/api/stores/99999999999/follow',
        'storeId',
        { code: 'number.above_max', params: { field: 'storeId', max: 2147483647 } },
      ],
      [
        'GET',
        '/api/followed-stores?page=0',
        'page',
        { code: 'number.starts_at', params: { field: 'page', min: 1 } },
      ],
      [
        'GET',
        '/api/wishlists?perPage=61',
        'perPage',
        { code: 'number.above_max', params: { field: 'perPage', max: 60 } },
      ],
    ];
    for (const [method, url, field, problem] of cases) {
      const response = await call(method, url);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 400,
        code: 'request.invalid_input',
      });
      expect({ url, field: response.json().fields[field] }).toEqual({
        url,
        field: { ...problem, message: expect.any(String) },
      });
    }
    expect((await call('PUT', '/api/wishlists/abc')).json().fields.productId.message).toBe(
      'productId must be a number',
    );
  });

  it('follows and unfollows stores', async () => {
    expect((await call('PUT', '/api/stores/2/follow')).json().data).toEqual({ storeId: 2, isFollowed: true });
    const list = (await call('GET', '/api/followed-stores')).json();
    expect(list.data).toEqual([expect.objectContaining({ id: 2, name: expect.any(String) })]);
    await call('DELETE', '/api/stores/2/follow');
    expect((await call('GET', '/api/followed-stores')).json().data).toEqual([]);
  });

  it('tells the product page whether the signed-in shopper wished for it and follows its store', async () => {
    const anonymous = (await call('GET', '/api/products/4', false)).json().data;
    expect(anonymous.isWishlisted).toBe(false);
    expect(anonymous.store.isFollowed).toBe(false);
    await call('PUT', '/api/wishlists/4');
    await call('PUT', `/api/stores/${anonymous.store.id}/follow`);
    const mine = (await call('GET', '/api/products/4')).json().data;
    expect(mine.isWishlisted).toBe(true);
    expect(mine.store.isFollowed).toBe(true);
    // Another visitor still sees false; a broken cookie is simply anonymous.
    const broken = await t.app.inject({
      method: 'GET',
      url: '/api/products/4',
      headers: { cookie: 'psar_at=not-a-token' },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().data.isWishlisted).toBe(false);
  });
});
