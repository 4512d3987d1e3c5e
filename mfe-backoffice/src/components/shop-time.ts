import { formatDate } from '@storefront/shared';

// The shop's clock: Cambodia (Asia/Phnom_Penh) is UTC+7 all year (no daylight saving), so a
// `datetime-local` value is read and written as shop time whatever the staff member's device says.

export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';
const SHOP_OFFSET_MS = 7 * 3_600_000;
const SHOP_OFFSET = '+07:00';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as a `datetime-local` value in shop time (`2026-05-01T09:30`); '' when absent or invalid. */
export function toShopInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const shop = new Date(time + SHOP_OFFSET_MS);
  return `${shop.getUTCFullYear()}-${pad(shop.getUTCMonth() + 1)}-${pad(shop.getUTCDate())}T${pad(
    shop.getUTCHours(),
  )}:${pad(shop.getUTCMinutes())}`;
}

/** A `datetime-local` value read as shop time, as an ISO date-time with the shop's offset; null when not a date-time. */
export function fromShopInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}${SHOP_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** Today's shop calendar day as `YYYY-MM-DD`. */
export function shopToday(now: Date = new Date()): string {
  return toShopInput(now.toISOString()).slice(0, 10);
}

/**
 * A date-time for people in shop time, in the interface language (`May 1, 2026, 09:30 AM` or
 * `១ ឧសភា ២០២៦ ០៩:៣០`), whatever the device's time zone.
 */
export function formatShopTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return formatDate(new Date(time + SHOP_OFFSET_MS).toISOString(), language, { withTime: true, utc: true });
}
