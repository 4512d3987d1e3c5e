import type { CheckoutQuote } from '@storefront/shared';
import type { TFunction } from 'i18next';

/**
 * The API answers in English. The reasons a shopper meets at checkout are shown in the chosen
 * language instead; anything else falls back to the server's own message.
 */
const KNOWN_MESSAGES: { pattern: RegExp; key: string; values?: (match: RegExpMatchArray) => Record<string, string> }[] = [
  { pattern: /^Your wallet balance is not enough for this order\.$/, key: 'errors.walletShort' },
  { pattern: /^This voucher has expired\.$/, key: 'errors.voucherExpired' },
  { pattern: /^This voucher has been fully used\.$/, key: 'errors.voucherUsedUp' },
  { pattern: /^Spend at least (\$[\d,]+(?:\.\d+)?) to use this voucher\.$/, key: 'errors.voucherMinSpend', values: (match) => ({ amount: match[1]! }) },
  { pattern: /^This voucher code does not exist\.$/, key: 'errors.voucherUnknown' },
];

/** A known server message in the shopper's language, else the message as the server sent it. */
export function translateServerMessage(message: string, t: TFunction<'checkout'>): string {
  const text = message.trim();
  for (const { pattern, key, values } of KNOWN_MESSAGES) {
    const match = text.match(pattern);
    if (match) return t(key, values?.(match) ?? {});
  }
  return message;
}

/** Why a 409 came back, read from its fresh quote: some stock ran short, or a price changed. */
export function conflictMessage(quote: CheckoutQuote, t: TFunction<'checkout'>): string {
  return quote.lines.some((line) => !line.available) ? t('errors.stockChanged') : t('errors.priceChanged');
}
