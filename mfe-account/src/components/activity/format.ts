import { apiBaseUrl, toLanguage } from '@storefront/shared';

/** A date (and time) in the interface language: Khmer digits and month names for kh. */
export function formatDate(iso: string | null | undefined, language: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toLanguage(language) === 'kh' ? 'km-KH' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(date);
}

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
