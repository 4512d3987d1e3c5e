import type {
  CheckoutQuote,
  CheckoutQuoteBody,
  PaymentOption,
  QuoteChangedErrorBody,
} from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { address, cartItem, listOf, order, quote, quoteLine, summary, user } from '../../testing/fixtures';
import { paymentModesApi } from '../../components/checkout/payment-modes-api';
import { renderApp } from '../../testing/render-app';

// Pages load lazily and wait for several API answers: allow a busy machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const items = [
  cartItem({
    id: 1,
    quantity: 2,
    attributes: { color: 'Red', size: 'M' },
    product: summary({ id: 7, price: 20, discount: 10 }),
  }),
  cartItem({
    id: 2,
    quantity: 1,
    product: summary({ id: 8, name: { en: 'Rice cooker', kh: 'ឆ្នាំងដាំបាយ' }, price: 35.5 }),
  }),
];
const shirtLine = quoteLine({
  cartId: 1,
  quantity: 2,
  attributes: { color: 'Red', size: 'M' },
  discount: 10,
  unitPriceAfterDiscount: 18,
  lineTotal: 36,
  deliveryFee: 3,
});
const cookerLine = quoteLine({
  cartId: 2,
  productId: 8,
  variantId: 81,
  store: { id: 3, name: 'Kitchen Corner' },
  name: { en: 'Rice cooker', kh: 'ឆ្នាំងដាំបាយ' },
  unitPrice: 35.5,
  unitPriceAfterDiscount: 35.5,
  lineTotal: 35.5,
  deliveryFee: 1.5,
});
// 2 × $18.00 + $35.50 = $71.50 items, $4.50 delivery.
const fullQuote = quote([shirtLine, cookerLine]);

function routes(overrides: Parameters<typeof mockApi>[0] = {}) {
  return {
    'GET /carts': { body: listOf(items) },
    'POST /orders/quote': () => {
      // Answer with the lines asked for, so (de)selection shows in the totals.
      const { cartIds = [] } = JSON.parse(lastBody) as CheckoutQuoteBody;
      return { body: { data: quote(fullQuote.lines.filter((line) => cartIds.includes(line.cartId!))) } };
    },
    'GET /address-books': {
      body: listOf([
        address(),
        address({
          id: 12,
          type: 'office',
          isDefault: false,
          province: 'Phnom Penh',
          home: '66',
          street: 'Preah Monivong Blvd',
        }),
      ]),
    },
    'GET /wallet': { body: { data: { balance: 100, currency: 'USD' } } },
    'GET /payment-options': { body: { data: [] } },
    ...overrides,
  };
}

// mockApi hands a handler the Request, whose body can only be read asynchronously: `withBodies`
// reads each POST body first, for the quote handler.
let lastBody = '{"cartIds":[1,2]}';
async function withBodies(routeTable: ReturnType<typeof routes>) {
  const result = mockApi(routeTable);
  const original = result.fetchMock.getMockImplementation()!;
  result.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST') lastBody = await request.clone().text();
    return original(request);
  });
  return result;
}

/** The API's 409 when prices moved: its code, and the fresh quote the page shows. */
const priceChanged = (fresh: CheckoutQuote): QuoteChangedErrorBody => ({
  statusCode: 409,
  error: 'Conflict',
  code: 'checkout.price_changed',
  params: {},
  message: 'Prices have changed since you last looked. Please review the new total.',
  quote: fresh,
});

async function bodyOf(request: Request) {
  return (await request.clone().json()) as Record<string, unknown>;
}

describe('/checkout cart page', () => {
  it('lists the lines by store with unit prices after discount, delivery per line and the server totals', async () => {
    await withBodies(routes());
    renderApp('/checkout', user);

    const stores = await screen.findAllByTestId('checkout-store');
    expect(stores.map((store) => within(store).getByRole('heading').textContent)).toEqual([
      'Phnom Penh Threads',
      'Kitchen Corner',
    ]);
    const [first] = screen.getAllByTestId('checkout-line') as [HTMLElement];
    expect(within(first).getByRole('link', { name: 'Cotton T-shirt' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(first).getByText('Color: Red · Size: M')).toBeInTheDocument();
    expect(within(first).getByTestId('checkout-line-unit-price')).toHaveTextContent('$18.00');
    expect(within(first).getByTestId('checkout-line-delivery')).toHaveTextContent('Delivery $3.00');
    expect(within(first).getByTestId('checkout-line-total')).toHaveTextContent('$36.00');
    expect(await screen.findByTestId('summary-subtotal')).toHaveTextContent('$75.50');
    expect(screen.getByTestId('summary-discounts')).toHaveTextContent('−$4.00');
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('$4.50');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$76.00');
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    // The default address is preselected; the wallet shows its balance.
    expect(await screen.findByRole('radio', { name: /Home.*Siem Reap/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Psar wallet/ })).toBeEnabled();
    expect(screen.getByText('Balance: $100.00')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Saved card/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
  });

  it('deselecting a line leaves it out of the quote', async () => {
    const { calls } = await withBodies(routes());
    const { user: events } = renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    await events.click(screen.getByRole('checkbox', { name: 'Select Rice cooker' }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$39.00'));
    const quotes = calls.filter((request) => request.url.endsWith('/orders/quote'));
    expect(await bodyOf(quotes[quotes.length - 1]!)).toEqual({ cartIds: [1], voucherCode: null });
    expect(screen.getByText('Select all (1 of 2)')).toBeInTheDocument();
  });

  it('changes a quantity through the cart api with the spec toast', async () => {
    const { calls } = await withBodies(
      routes({ 'PUT /carts/1': { body: { data: { ...items[0], quantity: 3 } } } }),
    );
    const { user: events } = renderApp('/checkout', user);
    await screen.findAllByTestId('checkout-line');
    await events.click(screen.getByRole('button', { name: 'Increase quantity of Cotton T-shirt' }));
    await waitFor(() => expect(calls.some((request) => request.method === 'PUT')).toBe(true));
    const put = calls.find((request) => request.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/carts/1');
    expect(await bodyOf(put)).toEqual({ quantity: 3 });
    expect(await screen.findByText('update cart success')).toBeInTheDocument();
  });

  it('removing a line never quotes it again: it leaves the cart before the server answers', async () => {
    let removed = false;
    const { calls } = await withBodies(
      routes({
        'GET /carts': () => ({ body: listOf(removed ? items.slice(1) : items) }),
        'DELETE /carts/1': () => {
          removed = true;
          return { status: 200, body: { data: null } };
        },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    const before = calls.length;
    await events.click(screen.getByRole('button', { name: 'Remove Cotton T-shirt from cart' }));
    await waitFor(() => expect(screen.getAllByTestId('checkout-line')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$37.00'));
    const quotes = calls.slice(before).filter((request) => request.url.endsWith('/orders/quote'));
    expect(quotes.length).toBeGreaterThan(0);
    for (const request of quotes) expect((await bodyOf(request)).cartIds).toEqual([2]);
  });

  it('places a cash-on-delivery order with an Idempotency-Key and the total shown, then confirms', async () => {
    const { calls } = await withBodies(
      routes({
        'POST /orders': { status: 201, body: { data: order() } },
        'GET /orders/5': { body: { data: order() } },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    await events.click(await screen.findByRole('radio', { name: /Office/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('order-confirmation')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('PS-000005');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orders/5');
    const post = calls.find((request) => request.method === 'POST' && request.url.endsWith('/orders'))!;
    expect(post.headers.get('Idempotency-Key')).toMatch(/^order-/);
    expect(await bodyOf(post)).toEqual({
      cartIds: [1, 2],
      addressId: 12,
      paymentMethod: 'cod',
      voucherCode: null,
      expectedTotal: 76,
    });
  });

  it('on 409 shows the new figures and places the order at the new total once confirmed', async () => {
    const newer = quote([{ ...shirtLine, unitPriceAfterDiscount: 19, lineTotal: 38 }, cookerLine]);
    let attempts = 0;
    const { calls } = await withBodies(
      routes({
        'POST /orders': () => {
          attempts += 1;
          return attempts === 1
            ? { status: 409, body: priceChanged(newer) }
            : { status: 201, body: { data: order({ total: newer.total }) } };
        },
        'GET /orders/5': { body: { data: order() } },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order has changed' });
    expect(within(dialog).getByTestId('changed-total')).toHaveTextContent('$78.00');
    // Nothing is lost: the cart lines are still on the page behind the dialog.
    expect(document.querySelectorAll('[data-testid="checkout-line"]')).toHaveLength(2);
    await events.click(within(dialog).getByRole('button', { name: 'Place order for $78.00' }));
    expect(await screen.findByTestId('order-confirmation')).toBeInTheDocument();
    const posts = calls.filter((request) => request.method === 'POST' && request.url.endsWith('/orders'));
    expect((await bodyOf(posts[1]!)).expectedTotal).toBe(78);
  });

  it('keeps the chosen wallet when a 409 raises the total above the balance: shows the method, places nothing else', async () => {
    const newer = quote([{ ...shirtLine, unitPriceAfterDiscount: 19, lineTotal: 38 }, cookerLine]);
    const { calls } = await withBodies(
      routes({
        'GET /wallet': { body: { data: { balance: 77, currency: 'USD' } } },
        'POST /orders': { status: 409, body: priceChanged(newer) },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    await events.click(await screen.findByRole('radio', { name: /Psar wallet/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order has changed' });
    expect(
      within(dialog).getByText('Prices have changed since you last looked. Please review the new total.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('changed-payment-method')).toHaveTextContent(
      'Payment method: Psar wallet',
    );
    expect(within(dialog).getByTestId('changed-payment-blocked')).toHaveTextContent(
      'Not enough balance ($77.00) for this order. Go back and choose another payment method.',
    );
    expect(within(dialog).getByRole('button', { name: 'Place order for $78.00' })).toBeDisabled();
    const posts = calls.filter((request) => request.method === 'POST' && request.url.endsWith('/orders'));
    expect(posts).toHaveLength(1);
    expect((await bodyOf(posts[0]!)).paymentMethod).toBe('wallet');
  });

  it('never swaps the wallet for cash on delivery when it is short: placing is blocked with the reason', async () => {
    await withBodies(
      routes({
        'GET /wallet': { body: { data: { balance: 10, currency: 'USD' } } },
        'GET /payment-options': {
          body: { data: [{ id: 'wallet', kind: 'wallet', isDefault: true, card: null }] },
        },
      }),
    );
    renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    expect(await screen.findByTestId('place-order-error')).toHaveTextContent(
      'Not enough balance ($10.00) for this order.',
    );
    expect(screen.getByRole('radio', { name: /Psar wallet/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('after a 409 for stock, going back shows the new stock on the line and its stepper stops there', async () => {
    let stock = 10;
    await withBodies(
      routes({
        'POST /orders/quote': () => {
          const { cartIds = [] } = JSON.parse(lastBody) as CheckoutQuoteBody;
          const lines = [{ ...shirtLine, stock, available: stock >= shirtLine.quantity }, cookerLine];
          return { body: { data: quote(lines.filter((line) => cartIds.includes(line.cartId!))) } };
        },
        'POST /orders': () => {
          // Meanwhile someone bought all but one shirt.
          stock = 1;
          return {
            status: 409,
            body: {
              statusCode: 409,
              error: 'Conflict',
              code: 'checkout.stock_changed',
              params: {},
              message: 'Some items no longer have enough stock. Please review your order.',
              quote: quote([{ ...shirtLine, stock: 1, available: false }, cookerLine]),
            },
          };
        },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    const shirt = () => screen.getAllByTestId('checkout-line')[0]!;
    expect(
      within(shirt()).getByRole('button', { name: 'Increase quantity of Cotton T-shirt' }),
    ).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order has changed' });
    expect(
      within(dialog).getByText('Some items no longer have enough stock. Please review your order.'),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(shirt()).findByText('Only 1 left in stock')).toBeInTheDocument();
    expect(
      within(shirt()).getByRole('button', { name: 'Increase quantity of Cotton T-shirt' }),
    ).toBeDisabled();
  });

  it('offers at most 99 of one item, however much is in stock', async () => {
    await withBodies(
      routes({
        'POST /orders/quote': () => {
          const { cartIds = [] } = JSON.parse(lastBody) as CheckoutQuoteBody;
          const lines = [{ ...shirtLine, quantity: 99, stock: 500, lineTotal: 1782 }, cookerLine];
          return { body: { data: quote(lines.filter((line) => cartIds.includes(line.cartId!))) } };
        },
      }),
    );
    renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    const [shirt, cooker] = screen.getAllByTestId('checkout-line') as [HTMLElement, HTMLElement];
    expect(within(shirt).getByTestId('quantity-value')).toHaveTextContent('99');
    expect(within(shirt).getByRole('button', { name: 'Increase quantity of Cotton T-shirt' })).toBeDisabled();
    expect(within(cooker).getByRole('button', { name: 'Increase quantity of Rice cooker' })).toBeEnabled();
  });

  it('disables the wallet with the reason when the balance is short', async () => {
    await withBodies(routes({ 'GET /wallet': { body: { data: { balance: 10, currency: 'USD' } } } }));
    renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Psar wallet/ })).toBeDisabled());
    expect(screen.getByText('Not enough balance ($10.00) for this order.')).toBeInTheDocument();
  });

  it('offers saved cards, preselecting the default one, and pays with the chosen card', async () => {
    const card = (id: number, last4: string, isDefault: boolean): PaymentOption => ({
      id: `card-${id}`,
      kind: 'card',
      isDefault,
      card: { brand: 'visa', last4, expMonth: 1, expYear: 2030, holder: 'Dara Sok', expired: false },
    });
    const { calls } = await withBodies(
      routes({
        'GET /payment-options': {
          body: {
            data: [
              { id: 'cod', kind: 'cod', isDefault: false, card: null },
              card(3, '4242', false),
              card(4, '1881', true),
            ],
          },
        },
        'POST /orders': {
          status: 201,
          body: { data: order({ paymentMethod: 'card', paymentStatus: 'paid' }) },
        },
        'GET /orders/5': { body: { data: order() } },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    expect(await screen.findByRole('radio', { name: /Saved card.*VISA •••• 1881/ })).toBeChecked();
    await events.click(screen.getByRole('radio', { name: /Saved card.*VISA •••• 4242/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('order-confirmation')).toBeInTheDocument();
    const post = calls.find((request) => request.method === 'POST' && request.url.endsWith('/orders'))!;
    expect(await bodyOf(post)).toMatchObject({ paymentMethod: 'card', cardId: 3 });
  });

  it('says on the KHQR and saved-card options when they are demos (no real money moves), and not when live', async () => {
    const testCard: PaymentOption = {
      id: 'card-3',
      kind: 'card',
      isDefault: false,
      card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, holder: 'Dara Sok', expired: false },
    };
    await withBodies(
      routes({
        'GET /payment-options': { body: { data: [testCard] } },
        'GET /payments/mode': { body: { data: { khqr: 'demo', card: 'demo' } } },
      }),
    );
    const { unmount } = renderApp('/checkout', user);
    const khqr = await screen.findByRole('radio', { name: /KHQR/ });
    expect(await screen.findByTestId('khqr-demo-notice')).toHaveTextContent(
      'Demo mode: no real money moves. This shop is not connected to Bakong yet',
    );
    // The notice is part of the option's accessible name, so a screen reader hears it too.
    expect(khqr).toHaveAccessibleName(expect.stringContaining('Demo mode: no real money moves.'));
    expect(screen.getByTestId('card-demo-notice-3')).toHaveTextContent(
      'Demo: this is the saved test card. Nothing is charged and no real money moves.',
    );
    unmount();

    await withBodies(
      routes({
        'GET /payment-options': { body: { data: [testCard] } },
        'GET /payments/mode': { body: { data: { khqr: 'live', card: 'live' } } },
      }),
    );
    const { store } = renderApp('/checkout', user);
    await screen.findByRole('radio', { name: /Saved card.*VISA •••• 4242/ });
    await waitFor(() =>
      expect(paymentModesApi.endpoints.getCheckoutPaymentModes.select()(store.getState()).data?.khqr).toBe(
        'live',
      ),
    );
    expect(screen.queryByTestId('khqr-demo-notice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('card-demo-notice-3')).not.toBeInTheDocument();
  });

  it('keeps everything when the order fails, and says why', async () => {
    await withBodies(
      routes({
        'POST /orders': {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            code: 'wallet.balance_insufficient',
            params: {},
            // Not what is shown: the page writes the code in the interface's language.
            message: 'Wallet short (server wording)',
            fields: {
              paymentMethod: {
                code: 'wallet.balance_insufficient',
                params: {},
                message: 'Wallet short (server wording)',
              },
            },
          },
        },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('place-order-error')).toHaveTextContent(
      'Your wallet balance is not enough for this order.',
    );
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(2);
  });

  it('says why a voucher does not apply, from its code', async () => {
    await withBodies(
      routes({
        'POST /vouchers/validate': {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            code: 'voucher.min_spend',
            params: { amount: '$100.00' },
            message: 'Min spend (server wording)',
            fields: {
              code: {
                code: 'voucher.min_spend',
                params: { amount: '$100.00' },
                message: 'Min spend (server wording)',
              },
            },
          },
        },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    await screen.findByTestId('summary-total');
    await events.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'BIG100');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Spend at least $100.00 to use this voucher.')).toBeInTheDocument();
    expect(screen.queryByText('Min spend (server wording)')).not.toBeInTheDocument();
  });

  it('adds a shipping address inline and uses it', async () => {
    const added = address({
      id: 20,
      type: 'home',
      isDefault: true,
      province: 'Kampot',
      district: 'Kampot',
      commune: 'Kampong Kandal',
      home: '',
      street: '',
      village: '',
      building: '',
    });
    let saved = false;
    const { calls } = await withBodies(
      routes({
        'GET /address-books': () => ({ body: listOf(saved ? [added] : []) }),
        'POST /address-books': () => {
          saved = true;
          return { status: 201, body: { data: added } };
        },
      }),
    );
    const { user: events } = renderApp('/checkout', user);
    expect(
      await screen.findByText('You have no saved address yet. Add one to continue.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Add a shipping address to place your order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Add a new address' }));
    await events.click(await screen.findByRole('combobox', { name: /province/i }));
    await events.click(await screen.findByRole('option', { name: 'Kampot' }));
    await events.type(screen.getByRole('textbox', { name: /district/i }), 'Kampot');
    await events.type(screen.getByRole('textbox', { name: /commune/i }), 'Kampong Kandal');
    await events.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByRole('radio', { name: /Kampong Kandal, Kampot, Kampot/ })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    const post = calls.find(
      (request) => request.method === 'POST' && request.url.endsWith('/address-books'),
    )!;
    expect(await bodyOf(post)).toMatchObject({
      province: 'Kampot',
      district: 'Kampot',
      commune: 'Kampong Kandal',
      isDefault: true,
    });
    // A whole form typed key by key: slow on a busy machine.
  }, 30_000);

  it('shows the empty state with a link home', async () => {
    await withBodies(routes({ 'GET /carts': { body: listOf([]) } }));
    renderApp('/checkout', user);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('sends anonymous visitors to /login and remembers the cart as the way back', async () => {
    const { fetchMock } = mockApi({});
    renderApp('/checkout', null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('post-login-redirect')).toBe('/checkout');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
