import type { Language } from '../contract';

/**
 * The language a request asks for, on every server (the shell's page renderer and the API alike),
 * in the order the browser's detector uses (spec section 9): the `lng` query, the `i18next`
 * cookie, then the browser's languages. The server cannot see local or session storage.
 * No DOM and no React here: servers import this file by its own path.
 */
export interface LanguageSignals {
  /** The `lng` query parameter. */
  query?: string | null;
  /** The `i18next` cookie's value (the language the shopper chose, cached by the detector). */
  cookie?: string;
  /** The `Accept-Language` header. */
  acceptLanguage?: string;
}

/** The cookie the browser's language detector caches the choice in. */
export const LANGUAGE_COOKIE = 'i18next';

/** `kh` is the shop's code for Khmer; browsers and `<html lang>` say `km`. */
export function toLanguage(code: string | undefined | null): Language {
  const lower = code?.trim().toLowerCase();
  return lower?.startsWith('km') || lower?.startsWith('kh') ? 'kh' : 'en';
}

/**
 * The ranges of an `Accept-Language` header (RFC 9110 §12.5.4), most preferred first:
 * `km-KH,km;q=0.9,en;q=0.8` → ['km-KH', 'km', 'en']. Ranges with q=0 ("not this one") and
 * malformed entries are left out; equal weights keep the header's order.
 */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
      let weight = 1;
      for (const parameter of parameters) {
        const match = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i.exec(parameter);
        if (match) weight = Number(match[1]);
        else if (/^q\s*=/i.test(parameter)) weight = -1;
      }
      return { range, weight, index };
    })
    .filter(
      ({ range, weight }) => weight > 0 && (range === '*' || /^[a-z]{1,8}(-[a-z\d]{1,8})*$/i.test(range)),
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ range }) => range);
}

/**
 * The first signal present decides. Of the browser's languages the most preferred one counts,
 * as with the detector (`navigator.languages[0]`): Khmer for `km`/`kh` in any region, English
 * for anything else (`*` or an unsupported language included).
 */
export function requestLanguage({ query, cookie, acceptLanguage }: LanguageSignals): Language {
  if (query) return toLanguage(query);
  if (cookie) return toLanguage(cookie);
  return toLanguage(acceptedLanguages(acceptLanguage ?? '')[0]);
}
