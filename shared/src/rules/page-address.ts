import type { Language } from '../contract';

/** The shop's languages, in the order pages list their alternates. */
export const PAGE_LANGUAGES: readonly Language[] = ['en', 'kh'];

/** The language tag search engines and `<html lang>` use: the shop says `kh`, BCP 47 says `km`. */
export function languageTag(language: Language): string {
  return language === 'kh' ? 'km' : 'en';
}

/**
 * A page's public address in one language: the site's origin, the path, its query without empty
 * parameters and with `lng` set last (the browser and the server both pick the language from it).
 * One address per page and language, so canonical links, hreflang alternates and the sitemap
 * agree: `/products?lng=kh&category=7` in Khmer is `https://site/products?category=7&lng=kh`.
 */
export function localizedAddress(siteOrigin: string, pathAndQuery: string, language: Language): string {
  const url = new URL(pathAndQuery, 'http://page');
  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (key !== 'lng' && value !== '') query.append(key, value);
  query.append('lng', language);
  return `${siteOrigin.replace(/\/+$/, '')}${url.pathname}?${query.toString()}`;
}

/** The address that serves whichever language the visitor's browser asks for (hreflang x-default). */
export function defaultLanguageAddress(siteOrigin: string, pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://page');
  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (key !== 'lng' && value !== '') query.append(key, value);
  const search = query.toString();
  return `${siteOrigin.replace(/\/+$/, '')}${url.pathname}${search ? `?${search}` : ''}`;
}
