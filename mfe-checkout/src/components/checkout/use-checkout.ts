import {
  errorMessage,
  formatUsd,
  fieldErrors,
  newIdempotencyKey,
  quoteChangedBody,
  useAddressBooks,
  useGetCheckoutQuoteQuery,
  useNavigate,
  usePlaceOrderMutation,
  useWallet,
  type OrderSource,
  type PaymentMethod,
  type QuoteChangedBody,
  showToast,
} from '@storefront/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetCheckoutPaymentOptionsQuery } from './payment-options-api';

/**
 * The steps every checkout shares: address, voucher, payment method, the server's quote, and
 * placing the order (one Idempotency-Key per distinct request; 409 keeps the new figures for the
 * shopper to confirm, and `onConflict` lets the page reload what it shows). The chosen payment
 * method is never swapped for another: when it cannot pay (wallet short), placing is blocked and
 * the page says why.
 */
export function useCheckout(
  source: OrderSource | undefined,
  { onPlaced, onConflict }: { onPlaced?: () => void; onConflict?: () => void } = {},
) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const addresses = useAddressBooks();
  const wallet = useWallet();
  const options = useGetCheckoutPaymentOptionsQuery();
  const [chosenAddressId, setAddressId] = useState<number>();
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod>();
  const [chosenCardId, setCardId] = useState<number>();
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const [changed, setChanged] = useState<QuoteChangedBody>();
  const [placeError, setPlaceError] = useState<string>();
  const attempt = useRef<{ body: string; key: string }>(undefined);
  const [place, placeState] = usePlaceOrderMutation();

  const quote = useGetCheckoutQuoteQuery(source ? { ...source, voucherCode } : { cartIds: [] }, {
    skip: !source,
  });
  const list = addresses.data ?? [];
  const addressId = list.some((entry) => entry.id === chosenAddressId)
    ? chosenAddressId
    : (list.find((entry) => entry.isDefault) ?? list[0])?.id;
  const balance = wallet.data?.balance;
  const total = quote.data?.total;
  const walletShortFor = (amount: number | undefined) =>
    balance !== undefined && amount !== undefined && balance < amount;
  const walletShort = walletShortFor(total);
  const savedCards = options.data?.cards ?? [];
  // The shopper's default way to pay is preselected until they choose another (a default card
  // that is no longer saved is no choice at all: cash on delivery then).
  const defaultMethod =
    options.data?.defaultMethod === 'card' && !savedCards.length ? 'cod' : options.data?.defaultMethod;
  const method: PaymentMethod = chosenMethod ?? defaultMethod ?? 'cod';
  const preferredCardId = chosenCardId ?? options.data?.defaultCardId ?? undefined;
  const cardId = savedCards.some((card) => card.id === preferredCardId) ? preferredCardId : savedCards[0]?.id;
  /** Why the chosen method cannot pay `amount`, or undefined when it can. */
  const paymentBlockedFor = (amount: number | undefined): string | undefined => {
    if (method === 'wallet' && walletShortFor(amount))
      return t('payment.walletShort', { balance: formatUsd(balance ?? 0) });
    if (method === 'card' && cardId === undefined) return t('payment.chooseCard');
    return undefined;
  };
  const paymentBlocked = paymentBlockedFor(total);
  const unavailable = quote.data?.lines.some((line) => !line.available) ?? false;
  const canPlace = Boolean(
    source &&
    addressId &&
    quote.data &&
    quote.data.lines.length &&
    !unavailable &&
    !paymentBlocked &&
    !placeState.isLoading &&
    !quote.isFetching,
  );

  async function placeOrder(expectedTotal: number) {
    if (!source || !addressId) return;
    setPlaceError(undefined);
    // Never another method than the one chosen: a wallet short of the (new) total places nothing.
    const blocked = paymentBlockedFor(expectedTotal);
    if (blocked) {
      setPlaceError(blocked);
      return;
    }
    const body = {
      ...source,
      addressId,
      paymentMethod: method,
      voucherCode,
      ...(method === 'card' ? { cardId } : {}),
      expectedTotal,
    };
    const fingerprint = JSON.stringify(body);
    // Retrying the same request reuses its key, so a lost answer never orders twice.
    if (attempt.current?.body !== fingerprint)
      attempt.current = { body: fingerprint, key: newIdempotencyKey() };
    const result = await place({ ...body, idempotencyKey: attempt.current.key });
    if ('data' in result && result.data) {
      setChanged(undefined);
      onPlaced?.();
      navigate(`/checkout/orders/${result.data.id}`);
      return;
    }
    const conflict = quoteChangedBody(result.error);
    if (conflict) {
      setChanged(conflict);
      void quote.refetch();
      if (!wallet.isUninitialized) void wallet.refetch();
      onConflict?.();
      return;
    }
    // The API's code in the shopper's language (e.g. `wallet.balance_insufficient`, `voucher.expired`).
    const fields = fieldErrors(result.error);
    const message =
      fields.voucherCode ?? fields.paymentMethod ?? errorMessage(result.error, t('checkout.placeFailed'));
    setPlaceError(message);
    showToast(message, { variant: 'error' });
  }

  return {
    addresses,
    addressId,
    setAddressId,
    wallet: { balance, short: walletShort },
    /** Why the chosen method cannot pay `amount` (e.g. a 409's new total), or undefined. */
    paymentBlockedFor,
    paymentBlocked,
    savedCards,
    cardId,
    setCardId,
    paymentMethod: method,
    setPaymentMethod,
    voucherCode,
    setVoucherCode,
    quote,
    canPlace,
    unavailable,
    placing: placeState.isLoading,
    placeError,
    placeOrder,
    changed,
    dismissChanged: () => setChanged(undefined),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
