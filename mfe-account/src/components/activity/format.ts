import { apiBaseUrl, toLanguage } from '@storefront/shared';

/** An order line's product name in the interface language (the API sends `{ en, kh }`, or the
 * columns `nameEn`/`nameKh` as stored). */
export function lineName(
  line: { name?: { en: string; kh: string }; nameEn?: string; nameKh?: string },
  language: string,
): string {
  const en = line.name?.en ?? line.nameEn ?? '';
  const kh = line.name?.kh ?? line.nameKh ?? '';
  return toLanguage(language) === 'kh' && kh ? kh : en;
}

/** Photos come back as `/api/...` paths: point them at the API's origin when it is another host. */
export function apiPhotoUrl(path: string): string {
  return path.startsWith('/api/') ? `${apiBaseUrl()}${path.slice(4)}` : path;
}
