import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { createSeoService, PRODUCTS_PER_SITEMAP } from './service';
import { siteOrigin } from './site-origin';
import { robotsTxt, sitemapIndex, urlSet } from './sitemap-xml';

const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
/** Search engines fetch these rarely; an hour keeps them off the database without hiding new products long. */
const CACHE_CONTROL = 'public, max-age=3600';

const PAGES_FILE = 'pages.xml';
const PRODUCTS_FILE = /^products-([1-9][0-9]{0,5})\.xml$/;

const sitemapFileParams = z.object({
  file: z
    .string()
    .max(40)
    .describe('A file the sitemap index lists: "pages.xml", or "products-<n>.xml" with n from 1'),
});

const xmlAnswer = (description: string) => ({
  description,
  content: { 'application/xml': { schema: z.string().describe('An XML document') } },
});

/**
 * /sitemap.xml, /sitemaps/* and /robots.txt for search engines, under /api: the shell's server
 * proxies the site's own addresses to them. Every address is the shop's, in both languages.
 */
export async function seoRoutes(
  app: FastifyInstance,
  {
    db,
    siteUrl,
    productsPerPart = PRODUCTS_PER_SITEMAP,
  }: { db: Database; siteUrl: string | undefined; productsPerPart?: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seo = createSeoService(db, { productsPerPart });

  r.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'getSitemapIndex',
        tags: ['content'],
        summary: 'The sitemap index (search engines): one sitemap of pages, then one per 20,000 products',
        description:
          "A sitemap index listing <site>/sitemaps/pages.xml and <site>/sitemaps/products-<n>.xml for n from 1, where <site> is SITE_URL or the request's forwarded origin. Anyone may call it; cacheable for an hour.",
        response: { 200: xmlAnswer('The sitemap index (sitemapindex, sitemaps.org 0.9)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = siteOrigin(siteUrl, request.headers);
      const parts = await seo.productPartCount();
      const files = [PAGES_FILE, ...Array.from({ length: parts }, (_, index) => `products-${index + 1}.xml`)];
      return reply
        .type(XML_TYPE)
        .header('Cache-Control', CACHE_CONTROL)
        .send(
          sitemapIndex(
            site,
            files.map((file) => `/sitemaps/${file}`),
          ),
        );
    },
  );

  r.get(
    '/sitemaps/:file',
    {
      schema: {
        operationId: 'getSitemap',
        tags: ['content'],
        summary: 'One sitemap file: the pages (catalog, categories, content, help) or a range of products',
        description:
          'pages.xml: the home page, product lists, deals, each category with products, the content and legal pages and the help centre; products-<n>.xml: the products shown to shoppers with ids from (n-1)·20,000+1 to n·20,000. Each page is listed once per language with its English, Khmer and x-default alternates, with its last change when known. Anyone may call it; cacheable for an hour. A file the index does not list answers 404 resource.not_found.',
        params: sitemapFileParams,
        response: {
          200: xmlAnswer('A sitemap (urlset, sitemaps.org 0.9, with xhtml:link alternates)'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const site = siteOrigin(siteUrl, request.headers);
      let pages;
      if (file === PAGES_FILE) pages = await seo.sitePages();
      else {
        const part = Number(PRODUCTS_FILE.exec(file)?.[1] ?? 0);
        // Past the end (or not a product file): checked first, so a huge n never reaches the query.
        if (part === 0 || part > (await seo.productPartCount())) throw notFound('resource.not_found');
        pages = await seo.productPages(part);
      }
      return reply.type(XML_TYPE).header('Cache-Control', CACHE_CONTROL).send(urlSet(site, pages));
    },
  );

  r.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'getRobotsTxt',
        tags: ['content'],
        summary: 'robots.txt: what search engines may crawl, and where the sitemap is',
        description:
          'Allows the shop, disallows the private pages (account, orders, checkout, back office, reviews, sign-in return, the API) and names <site>/sitemap.xml. Anyone may call it; cacheable for an hour.',
        response: {
          200: {
            description: 'The robots.txt file',
            content: { 'text/plain': { schema: z.string().describe('robots.txt') } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      reply
        .type(TEXT_TYPE)
        .header('Cache-Control', CACHE_CONTROL)
        .send(robotsTxt(siteOrigin(siteUrl, request.headers))),
  );
}
