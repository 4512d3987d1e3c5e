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

/** Whether the screen is probably desktop-wide: the client hint when sent, else the user agent. */
export function wideScreenGuess(facts: RequestFacts): boolean {
  const mobileHint = header(facts, 'sec-ch-ua-mobile');
  if (mobileHint) return mobileHint !== '?1';
  return !/Mobi|Android|iPhone|iPad|iPod/i.test(header(facts, 'user-agent') ?? '');
}

/** A request carrying a session: its pages are the shopper's own, rendered in the browser. */
export function hasSession(facts: RequestFacts): boolean {
  // The API's access-token cookie (api/src/plugins/auth.ts); its refresh cookie stays under /api.
  return cookie(facts, 'psar_at') !== undefined;
}
