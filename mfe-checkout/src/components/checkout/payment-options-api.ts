import { api } from '@storefront/shared';

/** A saved card as the account's payment options list it: brand and last four digits only. */
export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
}

function isCard(value: unknown): value is SavedCard {
  if (!value || typeof value !== 'object') return false;
  const card = value as Record<string, unknown>;
  return typeof card.id === 'number' && typeof card.brand === 'string' && typeof card.last4 === 'string';
}

// Owned by the account app's API; checkout only reads the saved cards, and offers no card
// payment when the list is missing or empty.
export const paymentOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutCards: build.query<SavedCard[], void>({
      query: () => '/payment-options',
      transformResponse: (response: { data?: unknown }) => {
        const data = response?.data;
        const list = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { cards?: unknown }).cards) ? (data as { cards: unknown[] }).cards : [];
        return list.filter(isCard);
      },
    }),
  }),
});

export const { useGetCheckoutCardsQuery } = paymentOptionsApi;
