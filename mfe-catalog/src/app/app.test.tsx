import { mockApi } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { listOf, product } from '../testing/fixtures';
import { renderCatalog } from '../testing/render';
import App from './app';

beforeEach(() => {
  mockApi({
    'GET /products': { body: listOf([]) },
    'GET /products/deals-of-the-day': { body: listOf([]) },
    'GET /products/7': { body: { data: product() } },
  });
});

describe('catalog routes', () => {
  it.each([
    ['/', 'Welcome to Psar'],
    ['/products', 'Products'],
    ['/products?search=lamp', 'Results for “lamp”'],
    ['/products/deals-of-the-day', "Today's Deals"],
    ['/products/7', 'Cotton T-shirt'],
  ])('%s renders its page', async (route, heading) => {
    renderCatalog(<App />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/nowhere', '/products/7/reviews', '/products/abc'])('%s is not found', async (route) => {
    renderCatalog(<App />, { route });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
