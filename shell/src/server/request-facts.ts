import type { Language } from '@storefront/shared';
import { LANGUAGE_COOKIE, requestLanguage as detectLanguage } from '@storefront/shared/i18n/request-language';

export interface RequestFacts {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

function header(facts: RequestFacts, name: string): string | undefined {
  const value = facts.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function cookie(facts: RequestFacts, name: string): string | undefined {
  for (const part of (header(facts, 'cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language the browser will pick (shared's one detection: `lng` query, cookie, then the
 * browser's languages). The server cannot see the storages: a browser whose storage disagrees
 * renders the page again in its language instead of hydrating this one.
 */
export function requestLanguage(facts: RequestFacts): Language {
  return detectLanguage({
    query: new URL(facts.url, 'http://server').searchParams.get('lng'),
    cookie: cookie(facts, LANGUAGE_COOKIE),
    acceptLanguage: header(facts, 'accept-language'),
  });
}

/** A request carrying a session: its pages are the shopper's own, rendered in the browser. */
export function hasSession(facts: RequestFacts): boolean {
  // The API's access-token cookie (api/src/plugins/auth.ts); its refresh cookie stays under /api.
  return cookie(facts, 'psar_at') !== undefined;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The site's public origin, for canonical addresses and link previews: `SITE_URL` when set (it
 * should be, in production), else what the edge forwarded (`X-Forwarded-Proto`/`-Host`) or the
 * Host header, when it looks like a host name.
 */
export function siteOrigin(facts: RequestFacts, configured = process.env.SITE_URL): string {
  if (configured) return configured.replace(/\/+$/, '');
  const host = header(facts, 'x-forwarded-host')?.split(',')[0]?.trim() ?? header(facts, 'host');
  const proto = header(facts, 'x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return host && HOST.test(host) ? `${proto}://${host}` : 'http://localhost:3000';
}
