import type { CheckoutQuoteBody } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import { address, listOf, order, product, quote, quoteLine, user } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

// Pages load lazily and wait for several API answers: allow a busy machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const shirt = product({
  id: 7,
  price: 20,
  discount: 10,
  variants: [
    { id: 71, attributes: { color: 'Red', size: 'M' }, stock: 10, price: 22 },
    { id: 72, attributes: { color: 'Blue', size: 'M' }, stock: 0, price: 20 },
  ],
});

function path(id: number | string, quantity: number, attributes: Record<string, string>) {
  const params = new URLSearchParams({ quantity: String(quantity), attributes: JSON.stringify(attributes) });
  return `/checkout/${id}?${params.toString()}`;
}

/** The server's quote for `quantity` red M shirts: $22 less 10%, delivery $1 per unit. */
function shirtQuote(quantity: number) {
  return quote([
    quoteLine({
      cartId: null,
      quantity,
      attributes: { color: 'Red', size: 'M' },
      unitPrice: 22,
      discount: 10,
      unitPriceAfterDiscount: 19.8,
      lineTotal: Math.round(19.8 * quantity * 100) / 100,
      deliveryFee: quantity,
    }),
  ]);
}

let lastQuoteBody: CheckoutQuoteBody | undefined;
function routes(overrides: Parameters<typeof mockApi>[0] = {}) {
  const result = mockApi({
    'GET /products/7': { body: { data: shirt } },
    'POST /orders/quote': () => ({ body: { data: shirtQuote(lastQuoteBody?.buyNow?.quantity ?? 1) } }),
    'GET /address-books': { body: listOf([address()]) },
    'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
    'GET /payment-options': { body: { data: [] } },
    ...overrides,
  });
  const original = result.fetchMock.getMockImplementation()!;
  result.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.url.endsWith('/orders/quote'))
      lastQuoteBody = (await request.clone().json()) as typeof lastQuoteBody;
    return original(request);
  });
  return result;
}

describe('/checkout/:id buy-now page', () => {
  it('shows the chosen variant priced by the server, with the checkout steps', async () => {
    const { calls } = routes();
    renderApp(path(7, 3, { size: 'M', color: 'Red' }), user);

    expect(await screen.findByTestId('checkout-line')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cotton T-shirt' })).toHaveAttribute('href', '/products/7');
    expect(screen.getByTestId('checkout-line-variant')).toHaveTextContent('Color: Red · Size: M');
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('3');
    expect(screen.getByTestId('checkout-line-unit-price')).toHaveTextContent('$19.80');
    expect(screen.getByTestId('checkout-line-total')).toHaveTextContent('$59.40');
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('$3.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$62.40');
    expect(screen.getByText('Sold by Phnom Penh Threads')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
    // Never touches the cart.
    expect(calls.some((request) => new URL(request.url).pathname.startsWith('/api/carts'))).toBe(false);
    const quoteCall = calls.find((request) => request.url.endsWith('/orders/quote'))!;
    expect(await quoteCall.clone().json()).toEqual({
      buyNow: { productId: 7, attributes: { color: 'Red', size: 'M' }, quantity: 3 },
      voucherCode: null,
    });
  });

  it('re-quotes when the quantity changes', async () => {
    routes();
    const { user: events } = renderApp(path(7, 4, { color: 'Red', size: 'M' }), user);
    await screen.findByTestId('checkout-line');
    await events.click(screen.getByRole('button', { name: 'Increase quantity of Cotton T-shirt' }));
    await waitFor(() => expect(screen.getByTestId('quantity-value')).toHaveTextContent('5'));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$104.00'));
  });

  it('places a KHQR order and shows the QR code for the exact amount', async () => {
    const pending = order({
      status: 'pending_payment',
      paymentMethod: 'khqr',
      total: 21.8,
      payment: {
        id: 9,
        purpose: 'order',
        amount: 21.8,
        currency: 'USD',
        qrString: '00020101021230360009psar@aclb',
        md5: 'abc',
        status: 'pending',
        expiresAt: '2026-11-22T10:15:00.000Z',
        paidAt: null,
      },
    });
    const { calls } = routes({
      'POST /orders': { status: 201, body: { data: pending } },
      'GET /orders/5': { body: { data: pending } },
    });
    const { user: events } = renderApp(path(7, 1, { color: 'Red', size: 'M' }), user);
    await events.click(await screen.findByRole('radio', { name: /KHQR/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('khqr-payment')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'KHQR code to pay $21.80' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByTestId('khqr-amount')).toHaveTextContent('$21.80');
    const post = calls.find((request) => request.method === 'POST' && request.url.endsWith('/orders'))!;
    expect(await post.clone().json()).toMatchObject({
      buyNow: { productId: 7, quantity: 1 },
      paymentMethod: 'khqr',
      expectedTotal: 20.8,
    });
  });

  it('warns when the chosen options match no variant, and offers no checkout', async () => {
    routes();
    renderApp(path(7, 1, { color: 'Green' }), user);
    expect(
      await screen.findByText('The chosen options are not available for this product.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('says when the chosen option is out of stock', async () => {
    routes();
    renderApp(path(7, 1, { color: 'Blue', size: 'M' }), user);
    expect(await screen.findByText('This option is out of stock.')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown product', async () => {
    mockApi({
      'GET /products/999': {
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
    renderApp(path(999, 1, {}), user);
    expect(await screen.findByTestId('buy-now-not-found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a not-found state for a malformed id without calling the API', async () => {
    const { fetchMock } = mockApi({});
    renderApp('/checkout/abc', user);
    expect(await screen.findByTestId('buy-now-not-found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends anonymous visitors to /login', async () => {
    mockApi({});
    renderApp('/checkout/7?quantity=2', null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('post-login-redirect')).toBe('/checkout/7?quantity=2');
  });
});
