import { escapeXml, urlSet } from './sitemap-xml';
import { PRODUCTS_PER_SITEMAP } from './service';

describe('sitemap files', () => {
  it('escape every character XML gives a meaning to', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('stay within 50,000 URLs and 50 MB for a full file of products, on a long origin and high ids', () => {
    const site = 'https://www.a-rather-long-shop-name.example.com.kh:8443';
    const pages = Array.from({ length: PRODUCTS_PER_SITEMAP }, (_, index) => ({
      path: `/products/${2_147_000_000 + index}`,
      lastModified: new Date('2026-01-31T12:00:00.000Z'),
    }));
    const xml = urlSet(site, pages);
    expect(xml.match(/<url>/g)).toHaveLength(2 * PRODUCTS_PER_SITEMAP);
    expect(2 * PRODUCTS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
  });
});
