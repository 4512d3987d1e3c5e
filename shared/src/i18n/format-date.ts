import { toLanguage } from './request-language';

const KHMER_MONTHS = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
];
const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/** Western digits written as Khmer digits: '2026' → '២០២៦'. */
function khmerDigits(text: string | number): string {
  return String(text).replace(/\d/g, (digit) => KHMER_DIGITS[Number(digit)]!);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export interface DateFormat {
  /**
   * 'short' (the default): 'Nov 22, 2026' or '២២ វិច្ឆិកា ២០២៦'.
   * 'long': 'November 22, 2026' or 'ថ្ងៃទី ២២ ខែវិច្ឆិកា ឆ្នាំ ២០២៦'.
   */
  style?: 'short' | 'long';
  /** Add the time of day: 'Nov 22, 2026, 03:06 PM' or '២២ វិច្ឆិកា ២០២៦ ១៥:០៦'. */
  withTime?: boolean;
  /** Read the date in UTC rather than in the shopper's time zone (a day that must not shift). */
  utc?: boolean;
}

/**
 * A date (and time) for people, in the interface language. Khmer is spelled out here (Khmer
 * digits and month names) because browsers do not all carry Khmer date data (some fall back to
 * English). A missing or invalid date gives ''.
 */
export function formatDate(
  iso: string | null | undefined,
  language: string,
  { style = 'short', withTime = false, utc = false }: DateFormat = {},
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (toLanguage(language) === 'kh') {
    const year = utc ? date.getUTCFullYear() : date.getFullYear();
    const month = KHMER_MONTHS[utc ? date.getUTCMonth() : date.getMonth()]!;
    const day = utc ? date.getUTCDate() : date.getDate();
    const hours = utc ? date.getUTCHours() : date.getHours();
    const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
    const text = style === 'long' ? `ថ្ងៃទី ${day} ខែ${month} ឆ្នាំ ${year}` : `${day} ${month} ${year}`;
    return khmerDigits(withTime ? `${text} ${twoDigits(hours)}:${twoDigits(minutes)}` : text);
  }
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: style,
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A time of day in the interface language: '3:06 PM', or '១៥:០៦' in Khmer. A missing or invalid time gives ''. */
export function formatTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (toLanguage(language) === 'kh')
    return khmerDigits(`${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`);
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * A calendar day (`YYYY-MM-DD`, e.g. a birthday) in the interface language, the same day in
 * every time zone: it is read as local midnight, never shifted by the UTC offset.
 */
export function formatCalendarDate(day: string | null | undefined, language: string): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return formatDate(`${day}T00:00:00`, language);
}
