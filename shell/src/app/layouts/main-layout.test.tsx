import { mockApi, renderWithProviders, userFixture } from '@storefront/shared/testing';
import { signedIn, signedOut } from '@storefront/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { MainLayout } from './main-layout';

const user = userFixture();

describe('MainLayout', () => {
  // A full layout is a large DOM: testid queries keep this quick.
  it('loads the footer after the first paint and shows the messages button only to signed-in shoppers', async () => {
    mockApi({});
    const { store } = renderWithProviders(
      <MainLayout>
        <p>page</p>
      </MainLayout>,
    );
    expect(await screen.findByTestId('footer', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByTestId('open-messages')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(signedIn(user));
    });
    expect(await screen.findByTestId('open-messages', {}, { timeout: 5000 })).toHaveAccessibleName(
      'Open Messages',
    );
    act(() => {
      store.dispatch(signedOut());
    });
    await waitFor(() => expect(screen.queryByTestId('open-messages')).not.toBeInTheDocument());
  }, 15000);
});
