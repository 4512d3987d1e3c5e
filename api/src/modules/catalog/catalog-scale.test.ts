import { sql } from 'drizzle-orm';
import { MAX_RESULT_WINDOW } from '@storefront/shared/contract/catalog';
import { shopperReads } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import { createClientLimiter } from './client-limiter';
import { withinResultWindow } from './routes';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('catalog at scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 60 });
  });
  afterAll(() => t.close());
  const get = (url: string, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  it('answers a page past the result window with 400 catalog.page_too_deep, the last one within it normally', async () => {
    const tooDeep = await get(`/api/products?perPage=24&page=${Math.floor(MAX_RESULT_WINDOW / 24) + 1}`);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({
      code: 'catalog.page_too_deep',
      params: { max: MAX_RESULT_WINDOW },
      message: `Only the first ${MAX_RESULT_WINDOW} results can be shown. Narrow your search or choose a category to see the others.`,
    });
    const khmer = await t.app.inject({
      method: 'GET',
      url: '/api/products?perPage=60&page=200',
      headers: { 'accept-language': 'km' },
    });
    expect(khmer.statusCode).toBe(400);
    expect(khmer.json().message).toContain('អាចបង្ហាញបានតែលទ្ធផល');
    const deepest = await get(`/api/products?perPage=24&page=${Math.floor(MAX_RESULT_WINDOW / 24)}`);
    expect(deepest.statusCode).toBe(200);
    expect(deepest.json().data).toEqual([]);
  });

  it("runs shoppers' reads with a statement timeout on PostgreSQL (PGlite: its one connection)", async () => {
    const reads = shopperReads(t.database.db);
    if (t.database.kind === 'pglite') {
      expect(reads).toBe(t.database.db);
    } else {
      const { rows } = await reads.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect(rows[0]?.statement_timeout).toBe('2s');
      const main = await t.database.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect(main.rows[0]?.statement_timeout).toBe('0');
    }
  });

  it('never offers a last or next page past the result window', () => {
    const page = (currentPage: number) =>
      withinResultWindow(
        pageOf({
          path: '/api/products',
          query: { search: 'shirt', perPage: 24 },
          page: currentPage,
          perPage: 24,
          total: 250_000,
          totalIsEstimate: true,
          hasNext: true,
        }),
        24,
      );
    expect(page(3).meta).toMatchObject({ lastPage: 416, total: 250_000 });
    expect(page(3).links).toMatchObject({
      next: '/api/products?search=shirt&perPage=24&page=4',
      last: '/api/products?search=shirt&perPage=24&page=416',
    });
    expect(page(416).links.next).toBeNull();
  });

  it("answers a client's uncached searches past its burst with 429 and Retry-After; others and cached answers go on", async () => {
    const flooder = '203.0.113.66';
    const statuses: number[] = [];
    let limited;
    for (let index = 0; index < 200 && !limited; index += 1) {
      const response = await get(`/api/products?search=flood${index}`, flooder);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(limited?.json()).toMatchObject({
      statusCode: 429,
      code: 'catalog.too_many_searches',
      message: 'Too many searches at once. Please wait a moment and try again.',
    });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another shopper is not affected, and the flooder still gets what a cache holds.
    expect((await get('/api/products?search=flood9999', '203.0.113.67')).statusCode).toBe(200);
    expect((await get('/api/products?search=flood9999', flooder)).statusCode).toBe(200);
    expect((await get('/api/health', flooder)).statusCode).toBe(200);
  });
});

describe('the per-client limiter', () => {
  it('allows a burst, then one request per 1/rate seconds, and tells how long to wait', () => {
    let now = 0;
    const limiter = createClientLimiter({ perSecond: 2, burst: 3, now: () => now });
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(1);
    expect(limiter.take('b')).toBe(0);
    now += 500;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1);
  });

  it('forgets the least recently seen clients past its size', () => {
    const limiter = createClientLimiter({ perSecond: 1, burst: 1, maxClients: 2, now: () => 0 });
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('b')).toBe(0);
    expect(limiter.take('c')).toBe(0);
    // 'a' was forgotten: a full bucket again; 'c' is still remembered.
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('c')).toBe(1);
  });
});
