import { i18n, signedIn } from '@storefront/shared';
import { addressEntry, mockApi, renderWithProviders, userFixture } from '@storefront/shared/testing';
import khCommon from '@storefront/shared/locales/kh/common.json';
import { act, screen } from '@testing-library/react';
import { DeliveryLocation } from './delivery-location';

const address = (id: number, province: string, isDefault: boolean) =>
  addressEntry({ id, province, isDefault });

const user = userFixture({ addressBooks: [address(1, 'Kampot', false), address(2, 'Siem Reap', true)] });

async function inKhmer(check: () => void) {
  i18n.addResourceBundle('kh', 'common', khCommon, true, true);
  try {
    await act(() => i18n.changeLanguage('kh'));
    check();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
}

describe('DeliveryLocation', () => {
  beforeEach(() => {
    mockApi({});
  });

  it('shows the default address province in English in the English interface', () => {
    const { store } = renderWithProviders(<DeliveryLocation />);
    act(() => {
      store.dispatch(signedIn(user));
    });
    expect(screen.getByTestId('delivery-location')).toHaveTextContent('Siem Reap');
  });

  it('shows the Khmer name of the province in the Khmer interface', async () => {
    const { store } = renderWithProviders(<DeliveryLocation />);
    act(() => {
      store.dispatch(signedIn(user));
    });
    await inKhmer(() => {
      expect(screen.getByTestId('delivery-location')).toHaveTextContent('សៀមរាប');
      expect(screen.getByTestId('delivery-location')).not.toHaveTextContent('Siem Reap');
    });
    // Back in English, the English name returns.
    expect(screen.getByTestId('delivery-location')).toHaveTextContent('Siem Reap');
  });

  it('falls back to the country, in Khmer in the Khmer interface', async () => {
    renderWithProviders(<DeliveryLocation testId="drawer-delivery-location" />);
    expect(screen.getByTestId('drawer-delivery-location')).toHaveTextContent('Cambodia');
    await inKhmer(() => {
      expect(screen.getByTestId('drawer-delivery-location')).toHaveTextContent('កម្ពុជា');
    });
  });

  it('shows a province the list does not know as it is stored', async () => {
    const { store } = renderWithProviders(<DeliveryLocation />);
    act(() => {
      store.dispatch(signedIn({ ...user, addressBooks: [address(3, 'Atlantis', true)] }));
    });
    await inKhmer(() => {
      expect(screen.getByTestId('delivery-location')).toHaveTextContent('Atlantis');
    });
  });
});
