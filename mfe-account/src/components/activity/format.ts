import { apiBaseUrl, toLanguage } from '@storefront/shared';

const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

function khmerDigits(text: string): string {
  return text.replace(/\d/g, (digit) => KHMER_DIGITS[Number(digit)]!);
}

/**
 * A date (and time) in the interface language, in the shopper's time zone. Khmer is spelled out
 * here (Khmer digits and month names) because browsers do not all carry Khmer date data.
 */
export function formatDate(iso: string | null | undefined, language: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (toLanguage(language) === 'kh') {
    const day = `${date.getDate()} ${KHMER_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
    const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    return khmerDigits(withTime ? `${day} ${time}` : day);
  }
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(date);
}

/**
 * A calendar day (`YYYY-MM-DD`, e.g. a birthday) in the interface language, the same day in
 * every time zone: it is read as local midnight, never shifted by the UTC offset.
 */
export function formatCalendarDate(day: string | null | undefined, language: string): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return formatDate(`${day}T00:00:00`, language);
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
