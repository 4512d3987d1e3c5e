import { toLanguage, type Language } from '@storefront/shared';

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
 * The language the browser will pick (spec section 9: `lng` query, cookie, local storage, session
 * storage, browser). The server cannot see the storages: a browser whose storage disagrees renders
 * the page again in its language instead of hydrating this one.
 */
export function requestLanguage(facts: RequestFacts): Language {
  const query = new URL(facts.url, 'http://server').searchParams.get('lng');
  if (query) return toLanguage(query);
  const chosen = cookie(facts, 'i18next');
  if (chosen) return toLanguage(chosen);
  // The browser's first language decides, as i18next's detector does with navigator.languages.
  return toLanguage(header(facts, 'accept-language')?.split(',')[0]?.split(';')[0]?.trim());
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
