const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const khmerDigits = (value: number) => String(value).replace(/\d/g, (digit) => '០១២៣៤៥៦៧៨៩'[Number(digit)]!);

/** A calendar date (UTC) for people: 'November 22, 2026' or 'ថ្ងៃទី ២២ ខែវិច្ឆិកា ឆ្នាំ ២០២៦'.
 * Written out for Khmer because browsers' Khmer date formats vary (some fall back to English). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'kh') {
    return `ថ្ងៃទី ${khmerDigits(date.getUTCDate())} ខែ${KHMER_MONTHS[date.getUTCMonth()]} ឆ្នាំ ${khmerDigits(date.getUTCFullYear())}`;
  }
  return date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}
