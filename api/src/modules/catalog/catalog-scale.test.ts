import { sql } from 'drizzle-orm';
import { MAX_RESULT_WINDOW, MAX_SEARCH_RESULTS } from '@storefront/shared/contract/catalog';
import { shopperReads } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import type { Pool } from 'pg';
import { createClientGate, createClientLimiter, createRejectionPacer } from './client-limiter';
import { invalidateCatalogCaches } from './response-cache';
import { summaryPageJson, withinResultWindow } from './routes';
import { khmerInfix } from './search-index';
import { escapeLike, prefixQuery } from './service';
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

  type Summary = { id: number; name: { en: string; kh: string } };
  const search = async (text: string, extra = '') => {
    const response = await get(`/api/products?search=${encodeURIComponent(text)}&perPage=60${extra}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Summary[]; meta: { total: number } };
  };

  it('finds products whose Khmer name contains the text, inside a word too', async () => {
    const target = (await get('/api/products/7')).json().data as Summary;
    // A run of Khmer letters from the middle of the longest Khmer word: not the start of any word.
    const word = [
      ...target.name.kh
        .split(' ')
        .filter((part) => /[\u1780-\u17FF]/.test(part))
        .sort((a, b) => [...b].length - [...a].length)[0]!,
    ];
    expect(word.length).toBeGreaterThanOrEqual(4);
    const inside = word.slice(1, 4).join('');
    const body = await search(inside);
    expect(body.data.map((product) => product.id)).toContain(7);
    expect(body.data.every((product) => product.name.kh.includes(inside))).toBe(true);
    expect(body.meta.total).toBe(body.data.length);
  });

  it('corrects a misspelt English word to the nearest word of a product name', async () => {
    const target = (await get('/api/products/7')).json().data as Summary;
    const word = target.name.en
      .toLowerCase()
      .split(/[^a-z]+/)
      .sort((a, b) => b.length - a.length)[0]!;
    expect(word.length).toBeGreaterThanOrEqual(5);
    // Two neighbouring letters swapped, as "shirt" → "shrit".
    const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    expect(typo).not.toBe(word);
    expect((await search(typo.slice(0, -1) + 'qq')).data).toEqual([]);
    const body = await search(typo);
    expect(body.data.map((product) => product.id)).toContain(7);
    expect(body.data.every((product) => product.name.en.toLowerCase().includes(word))).toBe(true);
  });

  it("keeps shoppers' search in step with products: an unpublished product is no longer found", async () => {
    const target = (await get('/api/products/9')).json().data as Summary;
    expect((await search(target.name.en)).data.map((product) => product.id)).toContain(9);
    await t.database.db.execute(sql`update products set published = false where id = 9`);
    invalidateCatalogCaches();
    expect((await search(target.name.en)).data.map((product) => product.id)).not.toContain(9);
    await t.database.db.execute(
      sql`update products set published = true, name_en = 'Zanzibar Kettle' where id = 9`,
    );
    invalidateCatalogCaches();
    expect((await search('zanzibar')).data.map((product) => product.id)).toEqual([9]);
    expect((await search('zanzibra')).data.map((product) => product.id)).toEqual([9]);
  });

  it('answers product pages asked for at once (read together), each with its own product or a 404', async () => {
    const names = new Map<number, string>();
    for (const id of [2, 3, 4, 5, 6]) names.set(id, (await get(`/api/products/${id}`)).json().data.name.en);
    await t.database.db.execute(sql`update products set published = false where id = 5`);
    invalidateCatalogCaches();
    try {
      const ids = [6, 2, 999999, 5, 4, 3, 2];
      const answers = await Promise.all(ids.map((id) => get(`/api/products/${id}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 404, 200, 200, 200]);
      expect(answers.map((answer) => answer.json().data?.name.en)).toEqual(
        ids.map((id) => (id === 5 ? undefined : names.get(id))),
      );
      expect(answers.map((answer) => answer.json().data?.id)).toEqual(
        ids.map((id) => (names.has(id) && id !== 5 ? id : undefined)),
      );
    } finally {
      await t.database.db.execute(sql`update products set published = true where id = 5`);
      invalidateCatalogCaches();
    }
  });

  it('answers searches made at once, each with its own products (their changed summaries read again)', async () => {
    const renamed = new Map([
      [30, 'Yodeling Flute'],
      [31, 'Yachting Compass'],
      [32, 'Yeoman Lantern'],
    ]);
    // A new name is a change: the summaries kept of these products are forgotten, and read again.
    for (const [id, name] of renamed)
      await t.database.db.execute(sql`update products set name_en = ${name} where id = ${id}`);
    invalidateCatalogCaches();
    // Another search applies the changes first: the three then find their products at once.
    expect((await search('lantern')).data.map((product) => product.id)).toContain(32);
    invalidateCatalogCaches();
    const answers = await Promise.all(['yeoman', 'yachting', 'yodeling'].map((word) => search(word)));
    expect(answers.map(({ data }) => data.map((product) => [product.id, product.name.en]))).toEqual(
      [...renamed].reverse().map((named) => [named]),
    );
  });

  it("finds what PostgreSQL's text search finds: words, prefixes, two words, Khmer words and parts", async () => {
    const { rows } = await t.database.db.execute<{ name_en: string; name_kh: string }>(
      sql`select name_en, name_kh from product_search order by product_id limit 12`,
    );
    const queries = new Set<string>();
    for (const { name_en: en, name_kh: kh } of rows) {
      const [first = '', second = ''] = en.toLowerCase().split(' ');
      const khmer = [...(kh.split(' ').find((part) => /[\u1780-\u17FF]{4}/.test(part)) ?? '')];
      for (const query of [first, first.slice(0, 2), `${second} ${first.slice(0, 3)}`, en.split(' ').at(-1)!])
        queries.add(query);
      queries.add(khmer.join(''));
      queries.add(khmer.slice(0, 2).join(''));
      queries.add(khmer.slice(1, 4).join(''));
    }
    queries.delete('');
    expect(queries.size).toBeGreaterThan(40);
    for (const [n, query] of [...queries].entries()) {
      const tsQuery = prefixQuery(query);
      const khmer = khmerInfix(query);
      const { rows: expected } = await t.database.db.execute<{ id: number }>(sql`
        select product_id as id from product_search
        where ${tsQuery ? sql`words @@ to_tsquery('simple', ${tsQuery})` : sql`false`}
          or ${khmer ? sql`name_kh like ${`%${escapeLike(khmer)}%`}` : sql`false`}
        order by product_id`);
      // Each query from another address: this many searches from one would be limited (429).
      const response = await get(
        `/api/products?search=${encodeURIComponent(query)}&perPage=60`,
        `198.51.100.${10 + n}`,
      );
      const body = response.json() as { data: Summary[]; meta: { total: number } };
      expect({ query, ids: body.data.map((product) => product.id).sort((a, b) => a - b) }).toEqual({
        query,
        ids: expected.map((row) => row.id),
      });
      expect(body.meta.total).toBe(expected.length);
    }
  });

  it("sees a change whose transaction commits after a later one's was seen (the changes' transaction ids)", async () => {
    const found = async () => (await search('quetzal')).data.map((product) => product.id).sort();
    expect(await found()).toEqual([]);
    if (t.database.kind === 'postgres') {
      // A transaction that writes first and commits last: another writes and commits meanwhile,
      // and a search reads that one's change while the first is still open.
      const pool = (t.database.db as unknown as { $client: Pool }).$client;
      const early = await pool.connect();
      try {
        await early.query('begin');
        await early.query(`update products set name_en = 'Quetzal Lamp' where id = 12`);
        await t.database.db.execute(sql`update products set name_en = 'Quetzals Mug' where id = 13`);
        invalidateCatalogCaches();
        expect(await found()).toEqual([13]);
        await early.query('commit');
      } finally {
        early.release();
      }
    } else {
      // PGlite has one connection: transactions cannot overlap, so each is seen in turn.
      await t.database.db.execute(sql`update products set name_en = 'Quetzals Mug' where id = 13`);
      invalidateCatalogCaches();
      expect(await found()).toEqual([13]);
      await t.database.db.execute(sql`update products set name_en = 'Quetzal Lamp' where id = 12`);
    }
    invalidateCatalogCaches();
    expect(await found()).toEqual([12, 13]);
  });

  it("shows a product's new discount, review count, photo and promotion in lists at once (summaries kept in memory)", async () => {
    await t.database.db.execute(sql`update products set name_en = 'Zebrafish Bowl' where id = 20`);
    invalidateCatalogCaches();
    const listed = async () => {
      // A new answer each time (the response cache is not what this is about).
      invalidateCatalogCaches();
      const { data } = await search('zebrafish');
      expect(data.map((product) => product.id)).toEqual([20]);
      return data[0] as Summary & {
        discount: number;
        reviewCount: number;
        image: { src: string } | null;
        promotion: { title: { en: string } } | null;
      };
    };
    const before = await listed();
    const write = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
    await write(sql`update products set discount = 37 where id = 20`);
    expect((await listed()).discount).toBe(37);
    await write(sql`update products set review_count = ${before.reviewCount + 5} where id = 20`);
    expect((await listed()).reviewCount).toBe(before.reviewCount + 5);
    await write(sql`insert into product_photos (product_id, position, width, height, sizes)
      values (20, 0, 800, 800, ${JSON.stringify([{ format: 'webp', width: 640, height: 640, key: 'products/20/zebra-640.webp' }])}::jsonb)`);
    expect((await listed()).image?.src).toContain('zebra-640.webp');
    const {
      rows: [promotion],
    } = await t.database.db.execute<{ id: number }>(sql`select id from promotions order by id limit 1`);
    await write(sql`update products set promotion_id = ${promotion!.id} where id = 20`);
    expect((await listed()).promotion).not.toBeNull();
    await write(sql`update promotions set title_en = 'Quokka Days' where id = ${promotion!.id}`);
    expect((await listed()).promotion?.title.en).toBe('Quokka Days');
  });

  it('shows a write of this process at once however long the search index may wait, and another at that age', async () => {
    const replica = await createTestApp({ products: 12, config: { catalog: { searchMaxAgeMs: 60_000 } } });
    try {
      const price = async () => {
        const response = await replica.app.inject({
          method: 'GET',
          url: '/api/products?perPage=60&type=' + Math.random(),
        });
        return (response.json().data as { id: number; price: number }[]).find((product) => product.id === 3)
          ?.price;
      };
      const first = await price();
      expect(first).toBeDefined();
      // Another process's write (straight to the database): not seen within the index's age.
      await replica.database.db.execute(sql`update products set price = ${first! + 1} where id = 3`);
      expect(await price()).toBe(first);
      // This process's write (every write here clears the catalogue's caches): seen at once.
      invalidateCatalogCaches();
      expect(await price()).toBe(first! + 1);
    } finally {
      await replica.close();
    }
  });

  it('"shrit" finds shirts, not sheets', async () => {
    await t.database.db.execute(sql`update products set name_en = 'Linen Bed Sheet 5' where id = 10`);
    await t.database.db.execute(sql`update products set name_en = 'Cotton Shirt 7' where id = 11`);
    invalidateCatalogCaches();
    const found = (await search('shrit')).data;
    expect(found.map((product) => product.id)).toContain(11);
    expect(found.every((product) => /shirt/i.test(product.name.en))).toBe(true);
  });

  it('reaches the first 1,000 results of a search; deeper pages answer 400 with that limit', async () => {
    const response = await get(`/api/products?search=a&perPage=50&page=${MAX_SEARCH_RESULTS / 50 + 1}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'catalog.page_too_deep',
      params: { max: MAX_SEARCH_RESULTS },
    });
    expect((await get(`/api/products?search=a&perPage=50&page=${MAX_SEARCH_RESULTS / 50}`)).statusCode).toBe(
      200,
    );
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

  it('writes a page of summaries as JSON.stringify would, each summary serialized once', async () => {
    const page = (await get('/api/products?perPage=5&sort=price-desc')).json();
    page.data[1].promotion = {
      id: 3,
      title: { en: 'Water Festival', kh: 'បុណ្យអុំទូក' },
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-30T00:00:00.000Z',
      discount: 20,
      isActive: true,
    };
    expect(summaryPageJson(page).toString()).toBe(JSON.stringify(page));
    // Again, with the summaries' JSON made before, and after a change of the page around them.
    page.meta.total += 1;
    expect(summaryPageJson(page).toString()).toBe(JSON.stringify(page));
    // The page around the summaries is checked.
    expect(() => summaryPageJson({ ...page, meta: { ...page.meta, total: 'many' } })).toThrow();
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

describe('the pacing of rejections', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Whether the promise has settled once pending callbacks have run. */
  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  it('answers a rejection only after the hold, and at once past the most it holds', async () => {
    const pacer = createRejectionPacer({ holdMs: 1_000, maxHeld: 2 });
    const [first, second, third] = [pacer.hold(), pacer.hold(), pacer.hold()];
    expect(await settled(third)).toBe(true);
    expect(await settled(first)).toBe(false);
    jest.advanceTimersByTime(999);
    expect(await settled(second)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    // The held ones are released: the next one is held again.
    expect(await settled(pacer.hold())).toBe(false);
  });
});

describe("the gate on a client's reads", () => {
  /** A read that ends when told to, and says whether it has started. */
  function read() {
    let finish!: () => void;
    const ended = new Promise<void>((resolve) => (finish = resolve));
    const state = { started: false, finish };
    return { state, task: () => ((state.started = true), ended) };
  }
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it("runs at most maxInFlight of one client's reads at once, the next as one ends; other clients are not held", async () => {
    const gate = createClientGate({ maxInFlight: 2 });
    const reads = [read(), read(), read()];
    const other = read();
    const runs = reads.map((entry) => gate.run('a', entry.task));
    const otherRun = gate.run('b', other.task);
    await tick();
    expect(reads.map((entry) => entry.state.started)).toEqual([true, true, false]);
    expect(other.state.started).toBe(true);
    reads[1]!.state.finish();
    await tick();
    expect(reads[2]!.state.started).toBe(true);
    reads[0]!.state.finish();
    reads[2]!.state.finish();
    other.state.finish();
    await Promise.all([...runs, otherRun]);
    // All ended: a new read of the client starts at once.
    const again = read();
    const run = gate.run('a', again.task);
    await tick();
    expect(again.state.started).toBe(true);
    again.state.finish();
    await run;
  });

  it('passes a failed read on and frees its place', async () => {
    const gate = createClientGate({ maxInFlight: 1 });
    await expect(gate.run('a', () => Promise.reject(new Error('statement timeout')))).rejects.toThrow(
      'statement timeout',
    );
    await expect(gate.run('a', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
