import { mockApi } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { user } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

describe('checkout routes', () => {
  it('shows the not-found page for a path it does not own', async () => {
    mockApi({});
    renderApp('/checkout/7/extra', user);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
