import { mockApi } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { activePromotion, listOf, productSummary } from '../../testing/fixtures';
import { renderCatalog } from '../../testing/render';
import HomePage from './home-page';

const bestSellers = Array.from({ length: 3 }, (_, index) =>
  productSummary({ id: index + 1, name: { en: `Best seller ${index + 1}`, kh: 'x' } }),
);
const deal = productSummary({
  id: 50,
  name: { en: 'Deal of the day', kh: 'x' },
  promotion: activePromotion(30),
});

describe('HomePage', () => {
  it("shows Today's Deals when there are deals, then the best sellers", async () => {
    const { calls } = mockApi({
      'GET /products/deals-of-the-day': { body: listOf([deal]) },
      'GET /products': { body: listOf(bestSellers) },
    });
    renderCatalog(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Psar');
    const strip = await screen.findByRole('list', { name: "Today's Deals" });
    expect(await within(strip).findByText('Deal of the day')).toBeInTheDocument();
    expect(within(strip).getByTestId('deal-countdown')).toHaveTextContent(/^Ends in \d+h \d+m$/);
    expect(screen.getByRole('link', { name: 'See all deals' })).toHaveAttribute(
      'href',
      '/products/deals-of-the-day',
    );

    const grid = screen.getByRole('list', { name: 'Best sellers' });
    expect(await within(grid).findAllByTestId('product-card')).toHaveLength(3);
    const listRequest = calls.find((request) => new URL(request.url).pathname === '/api/products');
    expect(Object.fromEntries(new URL(listRequest?.url ?? '').searchParams)).toEqual({
      sort: 'best-selling',
      perPage: '24',
    });
  });

  it('leaves the deals strip out when there are no deals', async () => {
    mockApi({
      'GET /products/deals-of-the-day': { body: listOf([]) },
      'GET /products': { body: listOf(bestSellers) },
    });
    renderCatalog(<HomePage />);

    expect(await screen.findByText('Best seller 1')).toBeInTheDocument();
    expect(screen.queryByTestId('deals-strip')).not.toBeInTheDocument();
    expect(screen.queryByText("Today's Deals")).not.toBeInTheDocument();
  });

  it('still shows the best sellers when the deals call fails', async () => {
    mockApi({
      'GET /products/deals-of-the-day': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'x' },
      },
      'GET /products': { body: listOf(bestSellers) },
    });
    renderCatalog(<HomePage />);

    expect(await screen.findByText('Best seller 2')).toBeInTheDocument();
    expect(screen.queryByTestId('deals-strip')).not.toBeInTheDocument();
  });
});
