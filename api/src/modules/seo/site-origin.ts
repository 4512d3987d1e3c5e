import type { IncomingHttpHeaders } from 'node:http';

/** The origin used when neither SITE_URL nor the request names a usable one (the local shop). */
export const FALLBACK_SITE_ORIGIN = 'http://localhost:3000';

/**
 * A host name or IPv4 address with an optional port, and nothing else: the origin is written into
 * every address of the sitemap, so a header must not be able to add a path, markup or a second URL.
 */
const PLAIN_HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::(\d{1,5}))?$/i;

/** The first value of a header that proxies may repeat or chain (`a, b`). */
function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The shop's public origin (no trailing slash) for the sitemap and robots.txt: SITE_URL when set,
 * else the address the visitor used, from the proxy's X-Forwarded-Proto and X-Forwarded-Host (the
 * shell's server proxies these files to the API), else the Host header.
 */
export function siteOrigin(configured: string | undefined, headers: IncomingHttpHeaders): string {
  if (configured) return configured;
  const host = firstValue(headers['x-forwarded-host']) ?? firstValue(headers.host);
  const match = host ? PLAIN_HOST.exec(host) : null;
  if (!host || !match || (match[1] !== undefined && Number(match[1]) > 65_535)) return FALLBACK_SITE_ORIGIN;
  const scheme = firstValue(headers['x-forwarded-proto'])?.toLowerCase() === 'https' ? 'https' : 'http';
  return `${scheme}://${host.toLowerCase()}`;
}
