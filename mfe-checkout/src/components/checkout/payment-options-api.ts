import {
  api,
  type ListResponse,
  type PaymentCard,
  type PaymentMethod,
  type PaymentOption,
} from '@storefront/shared';

/** A saved card as checkout offers it: its id, brand and last four digits only. */
export type SavedCard = Pick<PaymentCard, 'brand' | 'last4'> & { id: number };

export interface CheckoutPaymentOptions {
  cards: SavedCard[];
  /** The shopper's default way to pay, preselected at checkout. */
  defaultMethod: PaymentMethod | null;
  /** The default card, when the default is a card. */
  defaultCardId: number | null;
}

const CARD_ID = /^card-(\d+)$/;

function isOption(value: unknown): value is PaymentOption {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.id === 'string' && typeof entry.kind === 'string';
}

/**
 * Saved, unexpired cards and the default method from GET /payment-options (owned by the account
 * API, a `ListResponse<PaymentOption>`); anything unexpected reads as "no cards".
 */
export function toCheckoutOptions(response: { data?: unknown } | undefined): CheckoutPaymentOptions {
  const entries = Array.isArray(response?.data) ? response.data.filter(isOption) : [];
  const cards: SavedCard[] = [];
  let defaultMethod: PaymentMethod | null = null;
  let defaultCardId: number | null = null;
  for (const entry of entries) {
    const cardId = entry.kind === 'card' ? Number(CARD_ID.exec(entry.id)?.[1]) : NaN;
    if (entry.kind === 'card') {
      if (!entry.card || entry.card.expired || !Number.isInteger(cardId)) continue;
      cards.push({ id: cardId, brand: entry.card.brand, last4: entry.card.last4 });
    }
    if (entry.isDefault) {
      defaultMethod = entry.kind;
      defaultCardId = entry.kind === 'card' ? cardId : null;
    }
  }
  return { cards, defaultMethod, defaultCardId };
}

// Checkout only reads the account's payment options; without them it offers no card payment.
export const paymentOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutPaymentOptions: build.query<CheckoutPaymentOptions, void>({
      query: () => '/payment-options',
      transformResponse: (response: ListResponse<PaymentOption>) => toCheckoutOptions(response),
    }),
  }),
});

export const { useGetCheckoutPaymentOptionsQuery } = paymentOptionsApi;
