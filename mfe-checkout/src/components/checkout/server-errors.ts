import type { CheckoutQuote } from '@storefront/shared';
import type { TFunction } from 'i18next';

/**
 * Why a 409 came back, read from its fresh quote: some stock ran short, or a price changed. (Every
 * other refusal is shown from its error code by `errorMessage` of @storefront/shared.)
 */
export function conflictMessage(quote: CheckoutQuote, t: TFunction<'checkout'>): string {
  return quote.lines.some((line) => !line.available) ? t('errors.stockChanged') : t('errors.priceChanged');
}
