import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { invalidateCatalogCaches } from './response-cache';
import { CLIENT, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('catalog API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 60 });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('compresses answers for clients that accept it, and only for them', async () => {
    const url = '/api/categories';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a compressed answer whole, with its length, not as a stream of chunks', async () => {
    // A list of 60 is tens of KB of JSON: above the compression plugin's own limit for compressing
    // in one call, so without ours it would be streamed (chunked, without a Content-Length).
    const url = '/api/products?perPage=60';
    expect((await get(url)).rawPayload.length).toBeGreaterThan(16 * 1024);
    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['transfer-encoding']).toBeUndefined();
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
  });

  it('pages through products with links and meta', async () => {
    const response = await get('/api/products?perPage=10&page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(10);
    expect(body.meta).toMatchObject({
      currentPage: 2,
      perPage: 10,
      total: 60,
      totalIsEstimate: false,
      lastPage: 6,
    });
    expect(body.links).toMatchObject({
      prev: '/api/products?perPage=10&page=1',
      next: '/api/products?perPage=10&page=3',
      last: '/api/products?perPage=10&page=6',
    });
  });

  it('finds a product by the start of its name words, best match first', async () => {
    const target = (await get('/api/products/7')).json().data;
    const words = target.name.en.split(' ');
    const query = `${words[0]} ${words[2].slice(0, 4)}`;
    const body = (await get(`/api/products?search=${encodeURIComponent(query)}`)).json();
    expect(body.data.map((p: { id: number }) => p.id)).toContain(7);
    expect(
      body.data.every((p: { name: { en: string } }) =>
        p.name.en.toLowerCase().includes(words[0].toLowerCase()),
      ),
    ).toBe(true);
  });

  it('ranks an exact name match first, even among many prefix matches', async () => {
    const target = (await get('/api/products/23')).json().data;
    const body = (
      await get(`/api/products?search=${encodeURIComponent(target.name.en.toUpperCase())}`)
    ).json();
    expect(body.data[0].id).toBe(23);
    const khmer = (await get(`/api/products?search=${encodeURIComponent(target.name.kh)}`)).json();
    expect(khmer.data[0].id).toBe(23);
  });

  it('matches the start of a word and text inside Khmer names', async () => {
    const target = (await get('/api/products/11')).json().data;
    const brand = target.name.en.split(' ')[0];
    const prefix = (
      await get(`/api/products?search=${encodeURIComponent(brand.slice(0, 3))}&perPage=60`)
    ).json();
    expect(prefix.data.map((p: { id: number }) => p.id)).toContain(11);
    const khmerWord = target.name.kh.split(' ')[0];
    const inside = [...khmerWord].slice(1).join('');
    const body = (await get(`/api/products?search=${encodeURIComponent(inside)}&perPage=60`)).json();
    expect(body.data.map((p: { id: number }) => p.id)).toContain(11);
    expect((await get('/api/products?search=%25%25%25')).json().data).toEqual([]);
  });

  it('answers the same request again from memory until a write invalidates it', async () => {
    const first = await get('/api/products?perPage=5&sort=newest');
    await t.database.db.execute(
      sql`update products set name_en = 'Renamed while cached' where id = ${first.json().data[0].id}`,
    );
    expect((await get('/api/products?perPage=5&sort=newest')).body).toBe(first.body);
    // The same request spelled differently shares the entry.
    expect((await get('/api/products?sort=newest&perPage=5')).body).toBe(first.body);
    invalidateCatalogCaches();
    expect((await get('/api/products?perPage=5&sort=newest')).json().data[0].name.en).toBe(
      'Renamed while cached',
    );
  });

  it('finds products by a Khmer query', async () => {
    const target = (await get('/api/products/3')).json().data;
    const khmerWord = target.name.kh.split(' ')[0];
    const body = (await get(`/api/products?search=${encodeURIComponent(khmerWord)}`)).json();
    expect(body.data.map((p: { id: number }) => p.id)).toContain(3);
  });

  it('filters by price and sorts by price, rating and newest', async () => {
    const cheap = (await get('/api/products?minPrice=5&maxPrice=40&sort=price-asc&perPage=60')).json()
      .data as { price: number }[];
    expect(cheap.length).toBeGreaterThan(0);
    for (const p of cheap) expect(p.price >= 5 && p.price <= 40).toBe(true);
    expect(cheap.map((p) => p.price)).toEqual([...cheap.map((p) => p.price)].sort((a, b) => a - b));
    const dear = (await get('/api/products?sort=price-desc&perPage=60')).json().data as { price: number }[];
    expect(dear.map((p) => p.price)).toEqual([...dear.map((p) => p.price)].sort((a, b) => b - a));
    const rated = (await get('/api/products?sort=rating&perPage=60')).json().data as { rating: number }[];
    expect(rated.map((p) => p.rating)).toEqual([...rated.map((p) => p.rating)].sort((a, b) => b - a));
  });

  it('orders deals by the promotion ending soonest', async () => {
    const deals = (await get('/api/products/deals-of-the-day?perPage=60')).json().data as {
      promotion: { endDate: string };
    }[];
    const ends = deals.map((deal) => Date.parse(deal.promotion.endDate));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('filters by category level', async () => {
    const tree = (await get('/api/categories')).json().data;
    const main = tree[0];
    const body = (await get(`/api/products?mainCategoryId=${main.id}&perPage=60`)).json();
    const leafIds = new Set(
      main.subCategories.flatMap((sub: { subCategories: { id: number }[] }) =>
        sub.subCategories.map((leaf) => leaf.id),
      ),
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const product of body.data) expect(leafIds.has(product.categoryId)).toBe(true);
  });

  it('answers bad parameters with 400 and a coded problem per field, never 500', async () => {
    const cases: [url: string, field: string, problem: { code: string; params: Record<string, unknown> }][] =
      [
        [
          '/api/products/1/reviews?page=0',
          'page',
          { code: 'number.starts_at', params: { field: 'page', min: 1 } },
        ],
        ['/api/products/x/reviews', 'id', { code: 'number.not_a_number', params: { field: 'id' } }],
        [
          '/api/products/deals-of-the-day?perPage=100',
          'perPage',
          { code: 'number.above_max', params: { field: 'perPage', max: 60 } },
        ],
        ['/api/products?page=abc', 'page', { code: 'number.not_a_number', params: { field: 'page' } }],
        ['/api/products?minPrice=-1', 'minPrice', { code: 'number.negative', params: { field: 'minPrice' } }],
        [
          '/api/products?maxPrice=abc',
          'maxPrice',
          { code: 'number.not_a_number', params: { field: 'maxPrice' } },
        ],
        ['/api/products?page=-1', 'page', { code: 'number.starts_at', params: { field: 'page', min: 1 } }],
        [
          '/api/products?perPage=500',
          'perPage',
          { code: 'number.above_max', params: { field: 'perPage', max: 60 } },
        ],
        [
          '/api/products?perPage=0',
          'perPage',
          { code: 'number.below_min', params: { field: 'perPage', min: 1 } },
        ],
        [
          '/api/products?categoryId=abc',
          'categoryId',
          { code: 'number.not_a_number', params: { field: 'categoryId' } },
        ],
        [
          '/api/products?categoryId=1.5',
          'categoryId',
          { code: 'number.not_whole', params: { field: 'categoryId' } },
        ],
        [
          '/api/products?mainCategoryId=0',
          'mainCategoryId',
          { code: 'number.not_positive', params: { field: 'mainCategoryId' } },
        ],
        [
          '/api/products?subCategoryId=99999999999',
          'subCategoryId',
          { code: 'number.above_max', params: { field: 'subCategoryId', max: 2147483647 } },
        ],
        ['/api/products/abc', 'id', { code: 'number.not_a_number', params: { field: 'id' } }],
        [
          '/api/products/99999999999',
          'id',
          { code: 'number.above_max', params: { field: 'id', max: 2147483647 } },
        ],
        [
          '/api/products?minPrice=9&maxPrice=2',
          'minPrice',
          { code: 'catalog.price_range_invalid', params: {} },
        ],
        [
          `/api/products?search=${'a'.repeat(101)}`,
          'search',
          { code: 'catalog.search_too_long', params: {} },
        ],
        [
          '/api/products/1/reviews?page=20000',
          'page',
          { code: 'number.above_max', params: { field: 'page', max: 10000 } },
        ],
        ['/api/products/1/reviews?page=1.5', 'page', { code: 'number.not_whole', params: { field: 'page' } }],
        [
          '/api/products/1/reviews?perPage=1.5',
          'perPage',
          { code: 'number.not_whole', params: { field: 'perPage' } },
        ],
        [
          '/api/promotions?orderBy=soonest',
          'orderBy',
          { code: 'catalog.promotion_order_invalid', params: {} },
        ],
        [
          '/api/promotions?isActive=yes',
          'isActive',
          { code: 'boolean.invalid', params: { field: 'isActive' } },
        ],
        ['/api/images/products/picture.svg', 'file', { code: 'image.unknown', params: {} }],
      ];
    for (const [url, field, problem] of cases) {
      const response = await get(url);
      const body = response.json();
      expect({ url, status: response.statusCode, code: body.code }).toEqual({
        url,
        status: 400,
        code: 'request.invalid_input',
      });
      expect({ url, field: body.fields[field] }).toEqual({
        url,
        field: { ...problem, message: expect.any(String) },
      });
    }
    const sort = (await get('/api/products?sort=cheapest')).json();
    expect(sort.fields.sort).toMatchObject({ code: 'enum.not_one_of', params: { field: 'sort' } });
    // The English wording is the one the API always answered.
    const tooMany = (await get('/api/products?perPage=500')).json();
    expect(tooMany.message).toBe('Invalid input. perPage: perPage is at most 60');
    expect(tooMany.fields.perPage.message).toBe('perPage is at most 60');
  });

  it('answers an unknown product, its reviews and its picture with coded 404s', async () => {
    const missing = await get('/api/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'product.not_found',
      params: {},
      message: 'This product does not exist or is no longer sold.',
    });
    // A signed-in shopper's product page is read outside the cache: the same answer.
    const cookie = await signIn(t.app);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/products/999998',
      headers: { ...CLIENT, cookie },
    });
    expect({ status: signedIn.statusCode, code: signedIn.json().code }).toEqual({
      status: 404,
      code: 'product.not_found',
    });
    expect((await get('/api/products/999999/reviews')).json().code).toBe('product.not_found');
    for (const url of [
      '/api/images/products/999999.svg',
      '/api/images/products/0.svg',
      '/api/images/products/99999999999-1.svg',
    ]) {
      const image = await get(url);
      expect({ url, status: image.statusCode, code: image.json().code }).toEqual({
        url,
        status: 404,
        code: 'image.not_found',
      });
    }
  });

  it('returns one product with variants, delivery conditions and store; 404 for an unknown id', async () => {
    const product = (await get('/api/products/1')).json().data;
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product).toHaveProperty('deliveryConditions');
    expect(product.store.name).toEqual(expect.any(String));
    expect((await get('/api/products/999999')).json().code).toBe('product.not_found');
  });

  it('serves the three-level category tree in both languages', async () => {
    const tree = (await get('/api/categories')).json().data;
    expect(tree.length).toBeGreaterThanOrEqual(9);
    expect(tree[0].subCategories[0].subCategories[0].name.kh).toMatch(/[\u1780-\u17FF]/);
  });

  it('lists active promotions ordered by end date, and deals with an active promotion', async () => {
    const promotions = (await get('/api/promotions?orderBy=endDate&isActive=true')).json().data;
    expect(promotions.length).toBeGreaterThan(0);
    const ends = promotions.map((p: { endDate: string }) => Date.parse(p.endDate));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    for (const p of promotions) expect(Date.parse(p.endDate)).toBeGreaterThan(Date.now());
    const deals = (await get('/api/products/deals-of-the-day')).json().data;
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) expect(Date.parse(deal.promotion.endDate)).toBeGreaterThan(Date.now());
  });

  it('draws product images as cacheable SVG', async () => {
    const response = await get('/api/images/products/1.svg');
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.startsWith('<svg')).toBe(true);
  });

  it("pages through a product's reviews, newest first, consistent with its rating", async () => {
    const products = (await get('/api/products?perPage=60&sort=rating')).json().data as {
      id: number;
      rating: number;
      reviewCount: number;
    }[];
    const reviewed = products.find((p) => p.reviewCount >= 3)!;
    const first = (await get(`/api/products/${reviewed.id}/reviews?perPage=2`)).json();
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ total: reviewed.reviewCount, currentPage: 1 });
    expect(Date.parse(first.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(first.data[1].createdAt));
    expect(first.data[0].author).toMatch(/^\S+ \S\.$/);
    const all = (await get(`/api/products/${reviewed.id}/reviews?perPage=50`)).json();
    const average =
      all.data.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) / all.data.length;
    expect(Math.round(average * 10) / 10).toBe(reviewed.rating);
    const counts = Object.values(all.summary.distribution as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(counts).toBe(reviewed.reviewCount);
    expect((await get('/api/products/999999/reviews')).statusCode).toBe(404);
    expect((await get(`/api/products/${reviewed.id}/reviews?page=-1`)).json().fields.page.code).toBe(
      'number.starts_at',
    );
  });

  it('serves the help category tree', async () => {
    const groups = (await get('/api/help/categories')).json().data;
    expect(groups).toHaveLength(12);
    expect(groups[4]).toMatchObject({ id: 31, title: { en: 'Shipping & Delivery' } });
  });
});
