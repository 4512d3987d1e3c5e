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

const newest = [productSummary({ id: 90, name: { en: 'Brand new lamp', kh: 'x' } })];
const productsBySort = (request: Request) => ({
  body: listOf(new URL(request.url).searchParams.get('sort') === 'newest' ? newest : bestSellers),
});
const tree = [
  { id: 1, name: { en: 'Electronics', kh: 'គ្រឿងអេឡិចត្រូនិច' }, subCategories: [] },
  { id: 2, name: { en: 'Fashion', kh: 'ម៉ូដ' }, subCategories: [] },
];

describe('HomePage', () => {
  it('shows banners for running promotions, category tiles and new arrivals', async () => {
    mockApi({
      'GET /products/deals-of-the-day': { body: listOf([deal]) },
      'GET /products': productsBySort,
      'GET /promotions': { body: { data: [activePromotion(30, 3 * 60 * 60 * 1000)] } },
      'GET /categories': { body: { data: tree } },
    });
    renderCatalog(<HomePage />);

    const banners = await screen.findByTestId('promotion-banners');
    expect(await within(banners).findByText('Mid-month sale')).toBeInTheDocument();
    expect(within(banners).getByText('Up to 30% off')).toBeInTheDocument();
    expect(within(banners).getByRole('timer')).toHaveTextContent(/^Ends in 2h 59m|^Ends in 3h 0m/);
    expect(within(banners).getByRole('link')).toHaveAttribute('href', '/products/deals-of-the-day');

    const tiles = await screen.findByRole('list', { name: 'Shop by category' });
    expect(await within(tiles).findByRole('link', { name: 'Fashion' })).toHaveAttribute(
      'href',
      '/products?mainCategoryId=2',
    );

    const fresh = screen.getByRole('list', { name: 'New arrivals' });
    expect(await within(fresh).findByText('Brand new lamp')).toBeInTheDocument();
    expect(screen.getByTestId('deals-strip-countdown')).toHaveTextContent(/^Ends in/);
  });

  it('leaves out the banners when no promotion runs', async () => {
    mockApi({
      'GET /products/deals-of-the-day': { body: listOf([]) },
      'GET /products': productsBySort,
      'GET /promotions': { body: { data: [] } },
    });
    renderCatalog(<HomePage />);
    expect(await screen.findByText('Best seller 1')).toBeInTheDocument();
    expect(screen.queryByTestId('promotion-banners')).not.toBeInTheDocument();
  });

  it("shows Today's Deals when there are deals, then the best sellers", async () => {
    const { calls } = mockApi({
      'GET /products/deals-of-the-day': { body: listOf([deal]) },
      'GET /products': productsBySort,
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
    const listRequests = calls
      .filter((request) => new URL(request.url).pathname === '/api/products')
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));
    expect(listRequests).toContainEqual({ sort: 'best-selling', perPage: '24' });
    expect(listRequests).toContainEqual({ sort: 'newest', perPage: '12' });
  });

  it('loads the first deals images at once and the best sellers, further down, only when near', async () => {
    mockApi({
      'GET /products/deals-of-the-day': { body: listOf([deal, { ...deal, id: 51 }, { ...deal, id: 52 }]) },
      'GET /products': productsBySort,
      'GET /promotions': { body: { data: [] } },
    });
    renderCatalog(<HomePage />);
    // The photos (the ratings' stars are images too, drawn inline).
    const loading = async (list: string) =>
      (await within(await screen.findByRole('list', { name: list })).findAllByRole('img'))
        .filter((image) => image.tagName === 'IMG')
        .map((image) => image.getAttribute('loading'));
    expect(await loading("Today's Deals")).toEqual(['eager', 'eager', 'lazy']);
    expect(await loading('Best sellers')).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('leaves the deals strip out when there are no deals', async () => {
    mockApi({
      'GET /products/deals-of-the-day': { body: listOf([]) },
      'GET /products': productsBySort,
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
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: 'x',
        },
      },
      'GET /products': productsBySort,
    });
    renderCatalog(<HomePage />);

    expect(await screen.findByText('Best seller 2')).toBeInTheDocument();
    expect(screen.queryByTestId('deals-strip')).not.toBeInTheDocument();
  });
});
