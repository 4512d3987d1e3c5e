import { emulateIntersectionObserver, mockApi } from '@storefront/shared/testing';
import type { ProductReview, ProductReviewsPage } from '@storefront/shared';
import { act, screen, within } from '@testing-library/react';
import { product } from '../../testing/fixtures';
import { renderCatalog } from '../../testing/render';
import ProductDetailPage from './product-detail-page';

function renderPage(options: { signedIn?: boolean } = {}) {
  return renderCatalog(<ProductDetailPage />, { path: '/products/:id', route: '/products/7', ...options });
}

function review(id: number, rating: number, body: string): ProductReview {
  return {
    id,
    rating,
    body,
    photos: [],
    createdAt: new Date(Date.UTC(2026, 10, 20 - id)).toISOString(),
    author: `Reviewer ${id}.`,
  };
}

function reviewsPage(page: number): ProductReviewsPage {
  const all = [
    review(1, 5, 'Great quality'),
    review(2, 4, 'Good value'),
    review(3, 5, 'Fast delivery'),
    review(4, 3, 'It is okay'),
    review(5, 5, 'Love it'),
    { ...review(6, 4, 'ល្អណាស់'), photos: ['/api/review-photos/a.webp'] },
  ];
  return {
    data: all.slice((page - 1) * 5, page * 5),
    links: { first: '', last: '', prev: null, next: null },
    meta: { currentPage: page, perPage: 5, total: 6, totalIsEstimate: false, lastPage: 2 },
    summary: { rating: 4.3, reviewCount: 6, distribution: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 3 } },
  };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  document.head
    .querySelectorAll('script[type="application/ld+json"], meta[name="description"]')
    .forEach((node) => node.remove());
});

describe('product page: wishlist, store, reviews and markup', () => {
  it('adds the product to the wishlist for a signed-in shopper and takes it off again', async () => {
    const { calls } = mockApi({
      'GET /products/7': { body: { data: { ...product(), isWishlisted: false } } },
      'PUT /wishlists/7': { body: { data: { productId: 7, isWishlisted: true } } },
      'DELETE /wishlists/7': { body: { data: { productId: 7, isWishlisted: false } } },
    });
    const { user } = renderPage({ signedIn: true });
    const toggle = await screen.findByTestId('wishlist-toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(await screen.findByText('Added to your wishlist')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('In your wishlist');

    await user.click(toggle);
    expect(await screen.findByText('Removed from your wishlist')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(
      calls.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${new URL(r.url).pathname}`),
    ).toEqual(['PUT /api/wishlists/7', 'DELETE /api/wishlists/7']);
  });

  it('sends an anonymous shopper to login, to come back to the product', async () => {
    const { calls } = mockApi({ 'GET /products/7': { body: { data: product() } } });
    const { user } = renderPage();
    await user.click(await screen.findByTestId('follow-store'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(calls.every((request) => request.method === 'GET')).toBe(true);
  });

  it('follows the store, starting from what the API says', async () => {
    mockApi({
      'GET /products/7': {
        body: { data: { ...product(), store: { id: 2, name: 'Phnom Penh Threads', isFollowed: true } } },
      },
      'DELETE /stores/2/follow': { body: { data: { storeId: 2, isFollowed: false } } },
    });
    const { user } = renderPage({ signedIn: true });
    const follow = await screen.findByTestId('follow-store');
    expect(follow).toHaveTextContent('Following');
    await user.click(follow);
    expect(await screen.findByText('You no longer follow Phnom Penh Threads')).toBeInTheDocument();
    expect(follow).toHaveTextContent('Follow store');
  });

  it('shows the rating summary and pages through the reviews', async () => {
    mockApi({
      'GET /products/7': { body: { data: product({ rating: 4.3, reviewCount: 6 }) } },
      'GET /products/7/reviews': (request) => ({
        body: reviewsPage(Number(new URL(request.url).searchParams.get('page'))),
      }),
    });
    const { user } = renderPage();
    const list = await screen.findByTestId('review-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(list).toHaveTextContent('Great quality');
    const summary = screen.getByTestId('rating-summary');
    expect(summary).toHaveTextContent('4.3');
    expect(summary).toHaveTextContent('5 stars3');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('ល្អណាស់')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 from Reviewer 6.' })).toHaveAttribute(
      'src',
      '/api/review-photos/a.webp',
    );
    expect(screen.queryByText('Great quality')).not.toBeInTheDocument();
  });

  it('loads the reviews only once the shopper scrolls near them', async () => {
    const browser = emulateIntersectionObserver();
    try {
      const { calls } = mockApi({
        'GET /products/7': { body: { data: product({ rating: 4.3, reviewCount: 6 }) } },
        'GET /products/7/reviews': { body: reviewsPage(1) },
      });
      renderPage();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('heading', { name: 'Ratings & reviews' })).toBeInTheDocument();
      expect(screen.queryByTestId('review-list')).not.toBeInTheDocument();
      expect(calls.some((request) => request.url.includes('/reviews'))).toBe(false);

      act(() => browser.report(true));
      expect(await screen.findByTestId('review-list')).toHaveTextContent('Great quality');
    } finally {
      browser.restore();
    }
  });

  it('says so when there are no reviews, without asking the API', async () => {
    const { calls } = mockApi({
      'GET /products/7': { body: { data: product({ rating: 0, reviewCount: 0 }) } },
    });
    renderPage();
    expect(await screen.findByText(/No reviews yet. Be the first/)).toBeInTheDocument();
    expect(calls.some((request) => request.url.includes('/reviews'))).toBe(false);
  });

  it('describes the product to search engines: meta description and JSON-LD with the discounted price', async () => {
    mockApi({ 'GET /products/7': { body: { data: product({ discount: 10 }) } } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Soft cotton, made in Cambodia.',
    );
    const markup = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(markup).toMatchObject({
      '@type': 'Product',
      name: 'Cotton T-shirt',
      offers: { price: '18.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
  });
});
