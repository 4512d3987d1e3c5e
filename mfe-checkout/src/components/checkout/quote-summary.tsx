import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import type { TFunction } from 'i18next';
import { OrderSummary, type SummaryRow } from '../order-summary';
import type { Checkout } from './use-checkout';
import type { CheckoutQuote } from '@storefront/shared';

export function summaryRows(quote: CheckoutQuote, t: TFunction<'checkout'>): SummaryRow[] {
  const count = quote.lines.reduce((sum, line) => sum + line.quantity, 0);
  return [
    { label: t('summary.subtotal', { count }), amount: quote.subtotal, testId: 'summary-subtotal' },
    {
      label: t('summary.discounts'),
      amount: quote.discountTotal,
      testId: 'summary-discounts',
      negative: true,
    },
    { label: t('summary.delivery'), amount: quote.deliveryFeeTotal, testId: 'summary-delivery' },
    { label: t('summary.total'), amount: quote.total, testId: 'summary-total', strong: true },
  ];
}

/** The summary of a checkout, from the server's quote; Place order sends the total shown. */
export function QuoteSummary({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation(NAMESPACE);
  const quote = checkout.quote.data;
  if (!quote) return null;
  return (
    <OrderSummary
      rows={summaryRows(quote, t)}
      canPlace={checkout.canPlace}
      placing={checkout.placing}
      error={
        checkout.placeError ??
        (checkout.unavailable
          ? t('checkout.someUnavailable')
          : !checkout.addressId && !checkout.addresses.isLoading
            ? t('checkout.needAddress')
            : checkout.paymentBlocked)
      }
      onPlaceOrder={() => void checkout.placeOrder(quote.total)}
    />
  );
}
