import { i18n } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { product } from '../../testing/fixtures';
import { renderCatalog } from '../../testing/render';
import ProductDetailPage from './product-detail-page';
import { VARIANT_SELECTION_KEY } from './variant-selection-storage';

function renderPage(options: { route?: string; signedIn?: boolean } = {}) {
  return renderCatalog(<ProductDetailPage />, { path: '/products/:id', route: '/products/7', ...options });
}

function option(name: string) {
  return screen.getByRole('button', { name });
}

const location = () => screen.getByTestId('location');

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.title = 'Psar';
});

describe('ProductDetailPage', () => {
  it('shows the product with its store, description and price, and names the tab after it', async () => {
    mockApi({ 'GET /products/7': { body: { data: product({ discount: 10 }) } } });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' })).toBeInTheDocument();
    expect(screen.getByTestId('store-name')).toHaveTextContent('Sold by Phnom Penh Threads');
    expect(screen.getByTestId('description')).toHaveTextContent('Soft cotton, made in Cambodia.');
    // Red/M is the first variant in stock: $20 less 10%.
    expect(screen.getByTestId('price')).toHaveTextContent('$18.00');
    expect(screen.getByTestId('original-price')).toHaveTextContent('$20.00');
    expect(document.title).toBe('Cotton T-shirt · Psar');
  });

  it('disables options that fit no variant with the other choices and follows the chosen variant', async () => {
    mockApi({ 'GET /products/7': { body: { data: product() } } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });

    // Red/M chosen: Blue only exists in L, so it is disabled; L exists in Red.
    expect(option('Red')).toHaveAttribute('aria-pressed', 'true');
    expect(option('M')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Blue')).toBeDisabled();
    expect(option('L')).toBeEnabled();
    expect(screen.getByTestId('stock')).toHaveTextContent('3 in stock');

    // Red/L exists but is sold out.
    await user.click(option('L'));
    expect(screen.getByTestId('stock')).toHaveTextContent('Out of stock');
    expect(screen.getByTestId('price')).toHaveTextContent('$22.00');
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    expect(option('Blue')).toBeEnabled();
    // With L chosen, M still fits Red.
    expect(option('M')).toBeEnabled();

    await user.click(option('Blue'));
    expect(screen.getByTestId('price')).toHaveTextContent('$24.00');
    expect(screen.getByTestId('stock')).toHaveTextContent('5 in stock');
    expect(screen.getByTestId('add-to-cart')).toBeEnabled();
    // Blue has no M.
    expect(option('M')).toBeDisabled();
  });

  it("shows the options in Khmer, in the seller's words, when the interface is in Khmer", async () => {
    mockApi({ 'GET /products/7': { body: { data: product() } } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    try {
      await act(() => i18n.changeLanguage('kh'));
      expect(option('ក្រហម')).toHaveAttribute('aria-pressed', 'true');
      expect(option('ខៀវ')).toBeDisabled();
      expect(screen.getByText('ពណ៌')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    expect(option('Red')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a choice be cleared to reach other combinations, asking for every option before buying', async () => {
    mockApi({ 'GET /products/7': { body: { data: product() } } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });

    await user.click(option('M'));
    expect(option('M')).toHaveAttribute('aria-pressed', 'false');
    expect(option('Blue')).toBeEnabled();
    expect(screen.getByTestId('stock')).toHaveTextContent('Choose an option for each attribute.');
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('buy-now')).toBeDisabled();
  });

  it('keeps the quantity between 1 and the chosen variant stock', async () => {
    mockApi({ 'GET /products/7': { body: { data: product() } } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });

    expect(input).toHaveValue('1');
    expect(decrease).toBeDisabled();
    for (let click = 0; click < 5; click += 1) {
      if (increase.hasAttribute('disabled')) break;
      await user.click(increase);
    }
    // Red/M has 3 in stock.
    expect(input).toHaveValue('3');
    expect(increase).toBeDisabled();
    await user.click(decrease);
    expect(input).toHaveValue('2');

    await user.clear(input);
    await user.type(input, '99');
    await user.tab();
    expect(input).toHaveValue('3');

    // Switching to a variant with more stock allows more; back to one with less lowers it again.
    await user.click(option('L'));
    await user.click(option('Blue'));
    await user.clear(input);
    await user.type(input, '5');
    expect(input).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('shows the delivery fee for the quantity by the shared rule', async () => {
    const withConditions = product({
      deliveryFee: 2,
      deliveryConditions: [{ minimumQuantity: 3, totalFee: 1, perUnitFee: null }],
    });
    mockApi({ 'GET /products/7': { body: { data: withConditions } } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('$2.00');
    await user.click(increase);
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('$4.00');
    await user.click(increase);
    // From 3 units the flat fee of $1 applies.
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('$1.00');
  });

  it('sends an anonymous shopper to /login after saving the way back', async () => {
    const { calls } = mockApi({ 'GET /products/7': { body: { data: product() } } });
    const { user } = renderPage({ route: '/products/7?ref=deals' });
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByTestId('add-to-cart'));

    expect(location()).toHaveTextContent('/login');
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(window.localStorage.getItem('post-login-redirect')).toBe('/products/7?ref=deals');
    expect(calls.some((request) => request.method === 'POST')).toBe(false);
  });

  it('adds the chosen variant and quantity to the cart of a signed-in shopper', async () => {
    const { calls } = mockApi({
      'GET /products/7': { body: { data: product() } },
      'POST /carts': { status: 201, body: { data: { id: 1 } } },
    });
    const { user } = renderPage({ signedIn: true });
    await screen.findByRole('heading', { level: 1 });

    await user.click(option('L'));
    await user.click(option('Blue'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByTestId('add-to-cart'));

    expect(await screen.findByText('add to cart success')).toBeInTheDocument();
    const posts = calls.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]?.url ?? '').pathname).toBe('/api/carts');
    expect(await posts[0]?.json()).toEqual({
      productId: 7,
      quantity: 2,
      attributes: { color: 'Blue', size: 'L' },
    });
    expect(location()).toHaveTextContent('/products/7');
  });

  it('says why adding to the cart failed, from the error code', async () => {
    mockApi({
      'GET /products/7': { body: { data: product() } },
      'POST /carts': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'stock.insufficient',
          params: { count: 3 },
          message: 'Only 3 left (server wording)',
          fields: {
            quantity: {
              code: 'stock.insufficient',
              params: { count: 3 },
              message: 'Only 3 left (server wording)',
            },
          },
        },
      },
    });
    const { user } = renderPage({ signedIn: true });
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByTestId('add-to-cart'));

    expect(await screen.findByText('Only 3 left in stock.')).toBeInTheDocument();
    expect(screen.queryByText(/server wording/)).not.toBeInTheDocument();
  });

  it('goes to the buy-now checkout with the quantity and attributes', async () => {
    mockApi({ 'GET /products/7': { body: { data: product() } } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByTestId('buy-now'));

    const [path, query] = (location().textContent ?? '').split('?');
    expect(path).toBe('/checkout/7');
    const params = new URLSearchParams(query);
    expect(params.get('quantity')).toBe('2');
    expect(JSON.parse(params.get('attributes') ?? '')).toEqual({ color: 'Red', size: 'M' });
  });

  it('remembers the chosen attributes for the product in local storage', async () => {
    mockApi({ 'GET /products/7': { body: { data: product() } } });
    const first = renderPage();
    await screen.findByRole('heading', { level: 1 });
    await first.user.click(option('L'));
    await first.user.click(option('Blue'));
    first.unmount();

    expect(JSON.parse(window.localStorage.getItem(VARIANT_SELECTION_KEY) ?? '')).toEqual({
      selectedAttributes: { '7': { color: 'Blue', size: 'L' } },
      recent: ['7'],
    });

    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(option('Blue')).toHaveAttribute('aria-pressed', 'true');
    expect(option('L')).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches images from the thumbnails', async () => {
    mockApi({ 'GET /products/7': { body: { data: product() } } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('img', { name: 'Cotton T-shirt, image 1 of 3' })).toHaveAttribute(
      'src',
      'https://img.example/1.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByRole('img', { name: 'Cotton T-shirt, image 3 of 3' })).toHaveAttribute(
      'src',
      'https://img.example/7-b.webp',
    );
  });

  it('shows the photos as <picture> sized for the page, the first one loaded at once (LCP)', async () => {
    const photo = (name: string) => ({
      src: `/api/files/public/products/7/${name}-640.webp`,
      width: 640,
      height: 640,
      sources: [
        { type: 'image/avif' as const, srcset: `/api/files/public/products/7/${name}-320.avif 320w` },
        { type: 'image/webp' as const, srcset: `/api/files/public/products/7/${name}-320.webp 320w` },
      ],
    });
    const photos = [photo('front'), photo('back')];
    mockApi({
      'GET /products/7': {
        body: {
          data: product({
            image: photos[0]!,
            imageUrl: photos[0]!.src,
            photos,
            images: photos.map((p) => p.src),
          }),
        },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });

    const main = screen.getByRole('img', { name: 'Cotton T-shirt, image 1 of 2' });
    expect(main).toHaveAttribute('src', photos[0]!.src);
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const sources = [...main.parentElement!.querySelectorAll('source')];
    expect(main.parentElement!.tagName).toBe('PICTURE');
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/api/files/public/products/7/front-320.avif 320w'],
      ['image/webp', '/api/files/public/products/7/front-320.webp 320w'],
    ]);
    // The whole width on a phone.
    expect(sources[0]!.getAttribute('sizes')).toMatch(/, 100vw$/);

    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    const second = screen.getByRole('img', { name: 'Cotton T-shirt, image 2 of 2' });
    expect(second.parentElement!.querySelector('source')).toHaveAttribute(
      'srcset',
      '/api/files/public/products/7/back-320.avif 320w',
    );
  });

  it('shows the not-found page when the API answers 404', async () => {
    mockApi({
      'GET /products/7': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'product.not_found',
          params: {},
          message: 'This product does not exist or is no longer sold.',
        },
      },
    });
    renderPage();

    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('shows the not-found page for an id that cannot be a product, without calling the API', async () => {
    const { fetchMock } = mockApi({});
    renderPage({ route: '/products/12abc' });

    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when loading fails for another reason', async () => {
    let attempts = 0;
    mockApi({
      'GET /products/7': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 500,
              body: {
                statusCode: 500,
                error: 'Internal Server Error',
                code: 'server.internal',
                params: {},
                message: 'boom',
              },
            }
          : { body: { data: product() } };
      },
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this product. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' })).toBeInTheDocument();
  });
});
