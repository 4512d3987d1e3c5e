import type { PaymentOption } from '@storefront/shared';
import { toCheckoutOptions } from './payment-options-api';

const card = (
  id: string,
  last4: string,
  extra: { isDefault?: boolean; expired?: boolean } = {},
): PaymentOption => ({
  id,
  kind: 'card',
  isDefault: extra.isDefault ?? false,
  card: {
    brand: 'mastercard',
    last4,
    expMonth: 1,
    expYear: 2030,
    holder: 'Dara Sok',
    expired: extra.expired ?? false,
  },
});

describe('toCheckoutOptions', () => {
  it('keeps unexpired saved cards by id, and the default way to pay', () => {
    const options = toCheckoutOptions({
      data: [
        { id: 'wallet', kind: 'wallet', isDefault: true, card: null },
        card('card-3', '5100'),
        card('card-4', '0000', { expired: true }),
      ],
    });
    expect(options).toEqual({
      cards: [{ id: 3, brand: 'mastercard', last4: '5100' }],
      defaultMethod: 'wallet',
      defaultCardId: null,
    });
  });

  it('remembers a default card', () => {
    expect(toCheckoutOptions({ data: [card('card-9', '4242', { isDefault: true })] })).toMatchObject({
      defaultMethod: 'card',
      defaultCardId: 9,
    });
  });

  it('reads anything unexpected as no cards', () => {
    expect(toCheckoutOptions({ data: 'nope' })).toEqual({
      cards: [],
      defaultMethod: null,
      defaultCardId: null,
    });
    expect(toCheckoutOptions(undefined)).toEqual({ cards: [], defaultMethod: null, defaultCardId: null });
  });
});
