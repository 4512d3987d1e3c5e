// Card-number checks done in the browser, so that only brand and last four digits are ever sent.
import type { CardBrand, NewCard } from '@storefront/shared';

/** Digits only (spaces and dashes typed between groups are dropped). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the number's leading digits (issuer identification ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (/^62/.test(digits)) return 'unionpay';
  return 'other';
}

export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** 'MM/YY' (or 'MM/YYYY') → month and four-digit year; null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Usable through the last day of the expiry month. */
export function isExpired(month: number, year: number, now = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** What the API receives for a card: never the number itself. */
export function cardSummary(number: string, expiry: string, holder: string): Omit<NewCard, 'isDefault'> {
  const digits = cardDigits(number);
  const parsed = parseExpiry(expiry);
  if (!parsed) throw new Error('expiry must be checked before summarising');
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: parsed.month,
    expYear: parsed.year,
    holder: holder.trim(),
  };
}
