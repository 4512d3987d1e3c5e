/**
 * The languages the API answers its messages in. `kh` is the project's code for Khmer (the
 * front end's `locales/kh`, the `{ en, kh }` texts); requests may say `km` (ISO 639-1) or `kh`.
 */
export type ApiLanguage = 'en' | 'kh';

export const DEFAULT_LANGUAGE: ApiLanguage = 'en';

/** The front end's language cookie (i18next-browser-languagedetector). */
export const LANGUAGE_COOKIE = 'i18next';

/** A primary language subtag (`km` of `km-KH`) → the language it asks for, if supported. */
function supported(tag: string): ApiLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'km' || primary === 'kh') return 'kh';
  if (primary === 'en') return 'en';
  return undefined;
}

/**
 * The languages of an `Accept-Language` header (RFC 9110 §12.5.4), most preferred first:
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

/** The value of one cookie in a `Cookie` header, if it is there. */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The language to answer a request in: its most preferred supported `Accept-Language`, Khmer for
 * `km`/`kh` in any region; `*` or no supported language means the default, English. Only
 * without that header (a link opened outside the app) does the `i18next` cookie (`kh`/`en`) count.
 */
export function requestLanguage(
  acceptLanguage: string | undefined,
  cookieHeader: string | undefined,
): ApiLanguage {
  if (acceptLanguage !== undefined && acceptLanguage.trim() !== '') {
    for (const range of acceptedLanguages(acceptLanguage)) {
      if (range === '*') return DEFAULT_LANGUAGE;
      const language = supported(range);
      if (language) return language;
    }
    return DEFAULT_LANGUAGE;
  }
  const fromCookie = cookieHeader ? cookieValue(cookieHeader, LANGUAGE_COOKIE) : undefined;
  return (fromCookie && supported(fromCookie)) || DEFAULT_LANGUAGE;
}
