import {
  defaultLanguageAddress,
  languageTag,
  localizedAddress,
  PAGE_LANGUAGES,
} from '@storefront/shared/rules';

/** One page of the shop in the sitemap: its path (and query) without a language. */
export interface SitemapPage {
  path: string;
  /** When its content last changed, if the data knows. */
  lastModified?: Date;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value as XML: `&` in a query string becomes `&amp;`. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** W3C datetime, to the second (what sitemaps expect in `<lastmod>`). */
const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A page's `<url>` entries: one per language, each listing every language version and the
 * x-default address as alternates (the form Google recommends for multilingual sitemaps).
 */
export function urlEntries(site: string, page: SitemapPage): string {
  const alternates = [
    ...PAGE_LANGUAGES.map((language) => [languageTag(language), localizedAddress(site, page.path, language)]),
    ['x-default', defaultLanguageAddress(site, page.path)],
  ]
    .map(([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(href!)}"/>`)
    .join('');
  const lastmod = page.lastModified ? `<lastmod>${w3cDatetime(page.lastModified)}</lastmod>` : '';
  return PAGE_LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(localizedAddress(site, page.path, language))}</loc>${lastmod}${alternates}</url>`,
  ).join('\n');
}

/** A sitemap file (`<urlset>`) of these pages in every language. */
export function urlSet(site: string, pages: readonly SitemapPage[]): string {
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...pages.map((page) => urlEntries(site, page)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index: the address of each sitemap file, given by its path on the site. */
export function sitemapIndex(site: string, filePaths: readonly string[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...filePaths.map((filePath) => `<sitemap><loc>${escapeXml(`${site}${filePath}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Pages only a signed-in shopper or staff sees (or that are not pages at all): kept out of search. */
export const PRIVATE_PATHS = [
  '/account',
  '/orders',
  '/checkout',
  '/backoffice',
  '/api/',
  '/login-success',
  '/reviews',
] as const;

/**
 * What crawlers may read under /api (the more specific rule wins): the help and content pages
 * load their text from there in the browser, and the product photos are served from there.
 */
export const PUBLIC_API_PATHS = ['/api/help/', '/api/pages', '/api/images/', '/api/files/public/'] as const;

/** robots.txt: crawl the shop except its private pages; where the sitemap is. */
export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_API_PATHS.map((path) => `Allow: ${path}`),
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}
