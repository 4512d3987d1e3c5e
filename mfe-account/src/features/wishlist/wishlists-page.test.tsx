import type { FollowedStore, ItemResponse, Product, Variant, WishlistItem } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { listBody, renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';

const item = (overrides: Partial<WishlistItem> = {}): WishlistItem => ({
  id: 7,
  name: { en: 'Silk Krama Scarf', kh: 'ក្រមាសូត្រ' },
  price: 20,
  discount: 10,
  promotion: null,
  imageUrl: '/images/7.svg',
  image: null,
  rating: 4.5,
  reviewCount: 12,
  categoryId: 3,
  addedAt: '2026-11-20T02:00:00Z',
  ...overrides,
});
const store: FollowedStore = { id: 2, name: 'Angkor Weavers', followedAt: '2026-11-19T02:00:00Z' };
const product = (variants: Variant[]): ItemResponse<Product> => ({
  data: {
    ...item(),
    description: { en: '', kh: '' },
    images: [],
    photos: [],
    options: [],
    variants,
    deliveryFee: null,
    deliveryConditions: [],
    store: { id: 2, name: 'Angkor Weavers', isFollowed: true },
    isWishlisted: true,
  },
});
const path = (call: Request) => `${call.method} ${new URL(call.url).pathname}`;

describe('/reviews/wishlists', () => {
  it('lists wishlist products with their discounted price', async () => {
    mockApi({ 'GET /wishlists': { body: listBody([item()]) } });
    renderActivity('/reviews/wishlists', makeUser());
    const card = await screen.findByTestId('wishlist-item');
    expect(within(card).getByRole('link', { name: 'Silk Krama Scarf' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(card).getByText('$18.00')).toBeInTheDocument();
    expect(within(card).getByText('$20.00')).toBeInTheDocument();
  });

  it('moves a product with one option to the cart, then off the wishlist', async () => {
    const { calls } = mockApi({
      'GET /wishlists': { body: listBody([item()]) },
      'GET /products/7': {
        body: product([{ id: 70, attributes: { size: 'One size' }, stock: 4, price: 20 }]),
      },
      'POST /carts': { status: 201, body: { data: {} } },
      'DELETE /wishlists/7': { body: { data: { productId: 7, isWishlisted: false } } },
      'GET /carts': { body: listBody([]) },
    });
    const { user } = renderActivity('/reviews/wishlists', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Move Silk Krama Scarf to cart' }));
    await waitFor(() => expect(calls.map(path)).toContain('DELETE /api/wishlists/7'));
    const add = calls.find((call) => path(call) === 'POST /api/carts')!;
    expect(await add.clone().json()).toEqual({ productId: 7, quantity: 1, attributes: { size: 'One size' } });
    expect(calls.map(path).indexOf('POST /api/carts')).toBeLessThan(
      calls.map(path).indexOf('DELETE /api/wishlists/7'),
    );
  });

  it('sends a product with several options to its page to choose one', async () => {
    const { calls } = mockApi({
      'GET /wishlists': { body: listBody([item()]) },
      'GET /products/7': {
        body: product([
          { id: 70, attributes: { color: 'Red' }, stock: 4, price: 20 },
          { id: 71, attributes: { color: 'Blue' }, stock: 2, price: 20 },
        ]),
      },
    });
    const { user } = renderActivity('/reviews/wishlists', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Move Silk Krama Scarf to cart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products/7'));
    expect(calls.map(path)).not.toContain('POST /api/carts');
  });

  it('removes a product from the wishlist', async () => {
    const { calls } = mockApi({
      'GET /wishlists': { body: listBody([item()]) },
      'DELETE /wishlists/7': { body: { data: { productId: 7, isWishlisted: false } } },
    });
    const { user } = renderActivity('/reviews/wishlists', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Remove Silk Krama Scarf from wishlist' }));
    expect(await screen.findByText('Removed from your wishlist.')).toBeInTheDocument();
    expect(calls.map(path)).toContain('DELETE /api/wishlists/7');
  });

  it('lists followed stores and unfollows one', async () => {
    const { calls } = mockApi({
      'GET /followed-stores': { body: listBody([store]) },
      'DELETE /stores/2/follow': { body: { data: { storeId: 2, isFollowed: false } } },
    });
    const { user } = renderActivity('/reviews/wishlists?tab=stores', makeUser());
    const row = await screen.findByTestId('followed-store');
    expect(within(row).getByText('Angkor Weavers')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Unfollow Angkor Weavers' }));
    expect(await screen.findByText('You no longer follow Angkor Weavers.')).toBeInTheDocument();
    expect(calls.map(path)).toContain('DELETE /api/stores/2/follow');
  });

  it('has empty states for both tabs', async () => {
    mockApi({ 'GET /wishlists': { body: listBody([]) }, 'GET /followed-stores': { body: listBody([]) } });
    const { user } = renderActivity('/reviews/wishlists', makeUser());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Your wishlist is empty.');
    await user.click(screen.getByRole('tab', { name: 'Followed stores' }));
    expect(await screen.findByText('You do not follow any stores yet.')).toBeInTheDocument();
  });

  it('loads the list again after a removal, and goes to the last page when its page is left empty', async () => {
    let removed = false;
    const { calls } = mockApi({
      // 11 products, 10 a page: page 2 holds only the scarf until it is removed.
      'GET /wishlists': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2)
          return { body: listBody(removed ? [] : [item()], { page: 2, lastPage: removed ? 1 : 2 }) };
        return {
          body: listBody([item({ id: 8, name: { en: 'Rattan Basket', kh: 'កន្ត្រក' } })], {
            page: 1,
            lastPage: removed ? 1 : 2,
          }),
        };
      },
      'DELETE /wishlists/7': () => {
        removed = true;
        return { body: { data: { productId: 7, isWishlisted: false } } };
      },
    });
    const { user } = renderActivity('/reviews/wishlists?page=2', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Remove Silk Krama Scarf from wishlist' }));
    expect(await screen.findByRole('link', { name: 'Rattan Basket' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews\/wishlists$/);
    expect(screen.queryByRole('link', { name: 'Silk Krama Scarf' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    const pages = calls
      .filter((call) => path(call) === 'GET /api/wishlists')
      .map((call) => new URL(call.url).searchParams.get('page'));
    expect(pages).toEqual(['2', '2', '1']);
  });

  it('shows the error state with the server message for both tabs, and tries again', async () => {
    let failing = true;
    const failure = {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Wishlists are resting' },
    };
    mockApi({
      'GET /wishlists': () => (failing ? failure : { body: listBody([item()]) }),
      'GET /followed-stores': () => (failing ? failure : { body: listBody([store]) }),
    });
    const { user } = renderActivity('/reviews/wishlists', makeUser());
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('Wishlists are resting');
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Followed stores' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('tab=stores'));
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Wishlists are resting');
    failing = false;
    await user.click(within(screen.getByTestId('error-state')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('followed-store')).toHaveTextContent('Angkor Weavers');
  });
});
