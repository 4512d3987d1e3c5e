import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { categories, products } from '../catalog/schema';
import { orderLines } from '../orders/schema';
import { registerErrorHandler } from '../../plugins/error-handler';
import type { Database } from '../../db/client';
import { seoRoutes } from './routes';

/** Only this module's routes on the test database, with settings the whole app is not built with. */
async function seoOnlyApi(db: Database, options: { siteUrl: string | undefined; productsPerPart?: number }) {
  const api = Fastify();
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(api);
  await api.register(seoRoutes, { prefix: '/api', db, ...options });
  return api;
}

/** The `<url>` entries of a sitemap, and each one's `<loc>` with `&amp;` read back as `&`. */
const urlsOf = (xml: string) => [...xml.matchAll(/<url>.*?<\/url>/g)].map((match) => match[0]);
const locOf = (entry: string) => /<loc>(.*?)<\/loc>/.exec(entry)?.[1]?.replace(/&amp;/g, '&');
const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
/** A bare `&` (not the start of an entity) would make the document invalid XML. */
const BARE_AMPERSAND = /&(?!amp;|lt;|gt;|quot;|apos;)/;

const productIdsOf = (xml: string) =>
  locsOf(xml)
    .map((loc) => /\/products\/(\d+)\?lng=en$/.exec(loc)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);

describe('sitemap and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 48 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const shop = { host: 'shop.example:3000' };

  describe('the index', () => {
    it('lists the pages sitemap and one sitemap per 20,000 product ids, as XML cached for an hour', async () => {
      const response = await get('/api/sitemap.xml', shop);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
      expect(locsOf(response.body)).toEqual([
        'http://shop.example:3000/sitemaps/pages.xml',
        'http://shop.example:3000/sitemaps/products-1.xml',
      ]);
    });
  });

  describe('a products sitemap', () => {
    it('lists a visible product once per language, each with the English, Khmer and x-default alternates', async () => {
      const response = await get('/api/sitemaps/products-1.xml', shop);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const entries = urlsOf(response.body).filter((entry) => /<loc>[^<]*\/products\/1\?/.test(entry));
      expect(entries.map(locOf)).toEqual([
        'http://shop.example:3000/products/1?lng=en',
        'http://shop.example:3000/products/1?lng=kh',
      ]);
      for (const entry of entries) {
        expect(entry).toContain(
          '<xhtml:link rel="alternate" hreflang="en" href="http://shop.example:3000/products/1?lng=en"/>' +
            '<xhtml:link rel="alternate" hreflang="km" href="http://shop.example:3000/products/1?lng=kh"/>' +
            '<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.example:3000/products/1"/>',
        );
        expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
      }
    });

    it('leaves out unpublished and deleted products, and lists the others in id order', async () => {
      const [ordered] = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(notInArray(products.id, t.database.db.select({ id: orderLines.productId }).from(orderLines)))
        .orderBy(asc(products.id))
        .limit(1);
      const deletedId = ordered!.id;
      const hiddenId = deletedId === 2 ? 3 : 2;
      await t.database.db.update(products).set({ published: false }).where(eq(products.id, hiddenId));
      await t.database.db.delete(products).where(eq(products.id, deletedId));
      try {
        const ids = productIdsOf((await get('/api/sitemaps/products-1.xml', shop)).body);
        const visible = await t.database.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.published, true))
          .orderBy(asc(products.id));
        expect(ids).not.toContain(hiddenId);
        expect(ids).not.toContain(deletedId);
        expect(ids).toEqual(visible.map((row) => row.id));
      } finally {
        await t.database.db.update(products).set({ published: true }).where(eq(products.id, hiddenId));
      }
    });

    it.each(['products-2.xml', 'products-0.xml', 'products-999999.xml', 'products-1.xml.gz', 'people.xml'])(
      'answers 404 in the API’s error shape for %s, which the index does not list',
      async (file) => {
        const response = await get(`/api/sitemaps/${file}`, shop);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, code: 'resource.not_found', params: {} });
      },
    );
  });

  describe('the pages sitemap', () => {
    let xml: string;
    let locs: string[];
    beforeAll(async () => {
      xml = (await get('/api/sitemaps/pages.xml', shop)).body;
      locs = locsOf(xml);
    });
    const site = 'http://shop.example:3000';

    it('lists the catalog, content, legal and help pages in both languages, misspelt paths as the shop has them', () => {
      for (const path of [
        '/',
        '/products',
        '/products/deals-of-the-day',
        '/about-psar',
        '/privacy-prolicy',
        '/inteallectual-protection',
        '/inteallectual-product-policy',
        '/affilliate-program',
        '/sell',
        '/career',
        '/career/graduates-interns',
        '/press-media',
        '/feedback',
        '/terms-conditions',
        '/terms-conditions/terms-of-use',
        '/terms-conditions/psar-pay',
        '/customer-care',
        '/customer-care/contact-us',
        '/customer-care/help-center',
      ])
        expect(locs).toEqual(expect.arrayContaining([`${site}${path}?lng=en`, `${site}${path}?lng=kh`]));
    });

    it('writes each content page’s last change, and XML-escapes the ampersands of query strings', () => {
      const privacy = urlsOf(xml).find((entry) => locOf(entry) === `${site}/privacy-prolicy?lng=en`)!;
      expect(privacy).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
      expect(xml).toContain(`<loc>${site}/customer-care/answers?id=1&amp;lng=kh</loc>`);
      expect(xml).not.toMatch(BARE_AMPERSAND);
    });

    it('lists each category’s product list with the filter of its level, while it has a visible product', async () => {
      const db = t.database.db;
      const [leaf] = await db
        .select({ id: products.categoryId, subId: products.subCategoryId, mainId: products.mainCategoryId })
        .from(products)
        .orderBy(asc(products.id))
        .limit(1);
      expect(locs).toEqual(
        expect.arrayContaining([
          `${site}/products?mainCategoryId=${leaf!.mainId}&lng=en`,
          `${site}/products?subCategoryId=${leaf!.subId}&lng=en`,
          `${site}/products?categoryId=${leaf!.id}&lng=kh`,
        ]),
      );
      const [empty] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.level, 3),
            sql`not exists (select 1 from ${products} where ${products.categoryId} = ${categories.id})`,
          ),
        )
        .limit(1);
      expect(locs).not.toContain(`${site}/products?categoryId=${empty!.id}&lng=en`);

      const inLeaf = db.select({ id: products.id }).from(products).where(eq(products.categoryId, leaf!.id));
      await db.update(products).set({ published: false }).where(inArray(products.id, inLeaf));
      try {
        const after = locsOf((await get('/api/sitemaps/pages.xml', shop)).body);
        expect(after).not.toContain(`${site}/products?categoryId=${leaf!.id}&lng=en`);
      } finally {
        await db.update(products).set({ published: true }).where(eq(products.categoryId, leaf!.id));
      }
    });

    it('lists no private page', () => {
      for (const loc of locs)
        expect(new URL(loc).pathname).not.toMatch(
          /^\/(account|orders|checkout|backoffice|api|login|login-success|reviews)(\/|$)/,
        );
    });
  });

  describe('the site’s origin', () => {
    it('is taken from the forwarded protocol and host, else the Host header', async () => {
      const forwarded = await get('/api/sitemap.xml', {
        host: 'api.internal:4000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'psar.example',
      });
      expect(locsOf(forwarded.body)[0]).toBe('https://psar.example/sitemaps/pages.xml');
      const direct = await get('/api/sitemap.xml', { host: 'Shop.Example:8080' });
      expect(locsOf(direct.body)[0]).toBe('http://shop.example:8080/sitemaps/pages.xml');
    });

    it.each([
      ['a path', 'psar.example/evil'],
      ['markup', 'psar.example"><x'],
      ['a user', 'user@psar.example'],
      ['a port out of range', 'psar.example:99999'],
      ['a space', 'psar example'],
    ])('falls back to http://localhost:3000 when the forwarded host holds %s', async (_case, host) => {
      const response = await get('/api/robots.txt', {
        'x-forwarded-host': host,
        'x-forwarded-proto': 'https',
      });
      expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    });

    describe('with SITE_URL', () => {
      let api: FastifyInstance;
      beforeAll(async () => {
        const { siteUrl } = loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://psar.com.kh/' });
        api = await seoOnlyApi(t.database.db, { siteUrl });
      });
      afterAll(() => api.close());

      it('falls back to PUBLIC_ORIGIN, the origin sign-in callbacks use', () => {
        expect(loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://shop.example/' }).siteUrl).toBe(
          'https://shop.example',
        );
      });

      it('uses it whatever the request says', async () => {
        const headers = { host: 'other.example', 'x-forwarded-host': 'forged.example' };
        const index = await api.inject({ url: '/api/sitemap.xml', headers });
        expect(locsOf(index.body)[0]).toBe('https://psar.com.kh/sitemaps/pages.xml');
        const robots = await api.inject({ url: '/api/robots.txt', headers });
        expect(robots.body).toContain('Sitemap: https://psar.com.kh/sitemap.xml');
      });

      it('must be an http(s) address', () => {
        expect(() => loadConfig({ NODE_ENV: 'test', SITE_URL: 'ftp://psar.com.kh' })).toThrow(/SITE_URL/);
        expect(loadConfig({ NODE_ENV: 'test', SITE_URL: '' }).siteUrl).toBeUndefined();
      });
    });
  });

  describe('robots.txt', () => {
    it('allows the shop, disallows the private pages and names the sitemap, as cached plain text', async () => {
      const response = await get('/api/robots.txt', { host: 'psar.example', 'x-forwarded-proto': 'https' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const lines = response.body.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /']));
      for (const path of [
        '/account',
        '/orders',
        '/checkout',
        '/backoffice',
        '/api/',
        '/login-success',
        '/reviews',
      ])
        expect(lines).toContain(`Disallow: ${path}`);
      // The help and content pages' text and the product photos come from /api.
      for (const path of ['/api/help/', '/api/pages', '/api/images/', '/api/files/public/'])
        expect(lines).toContain(`Allow: ${path}`);
      expect(lines).toContain('Sitemap: https://psar.example/sitemap.xml');
    });
  });

  describe('with more products than one file holds', () => {
    let api: FastifyInstance;
    beforeAll(async () => {
      // Ten products per file instead of 20,000: the same split, on the 48 products of this database.
      api = await seoOnlyApi(t.database.db, { siteUrl: 'https://psar.example', productsPerPart: 10 });
    });
    afterAll(() => api.close());

    it('splits them by id range into the files the index lists, each visible product in exactly one', async () => {
      const highest = await t.database.db
        .select({ id: sql<number>`max(${products.id})` })
        .from(products)
        .where(eq(products.published, true));
      const parts = Math.ceil(Number(highest[0]!.id) / 10);
      expect(parts).toBeGreaterThanOrEqual(5);
      const index = locsOf((await api.inject({ url: '/api/sitemap.xml' })).body);
      expect(index).toEqual([
        'https://psar.example/sitemaps/pages.xml',
        ...Array.from({ length: parts }, (_, i) => `https://psar.example/sitemaps/products-${i + 1}.xml`),
      ]);
      const listed: number[] = [];
      for (let part = 1; part <= parts; part++) {
        const ids = productIdsOf((await api.inject({ url: `/api/sitemaps/products-${part}.xml` })).body);
        for (const id of ids) expect(id > (part - 1) * 10 && id <= part * 10).toBe(true);
        listed.push(...ids);
      }
      const visible = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.published, true))
        .orderBy(asc(products.id));
      expect(listed).toEqual(visible.map((row) => row.id));
      expect((await api.inject({ url: `/api/sitemaps/products-${parts + 1}.xml` })).statusCode).toBe(404);
    });
  });
});
