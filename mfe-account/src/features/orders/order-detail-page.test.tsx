import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

// Dialog forms are typed into key by key: give them room on a busy machine.
jest.setTimeout(20_000);
import { makeCancellation, makeLine, makeOrder, makeReturn } from '../../components/activity/fixtures';
import { renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';
import { inKhmer } from '../../testing/in-khmer';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

afterEach(() => jest.restoreAllMocks());

/** Order 42, delivered three days ago with two lines, and a return request that succeeds. */
function mockReturnableOrder() {
  return mockApi({
    'GET /orders/42': {
      body: {
        data: makeOrder({
          status: 'delivered',
          shippedAt: daysAgo(4),
          deliveredAt: daysAgo(3),
          lines: [makeLine(), makeLine({ id: 502, name: { en: 'Rattan Basket', kh: 'កន្ត្រក' }, quantity: 1 })],
        }),
      },
    },
    'POST /orders/42/returns': { status: 201, body: { data: makeReturn() } },
  });
}

describe('/orders/:id', () => {
  it('shows the lines, the price snapshot, the address, the payment and the timeline', async () => {
    mockApi({
      'GET /orders/42': {
        body: {
          data: makeOrder({
            discountTotal: 2,
            voucherCode: 'WELCOME10',
            lines: [
              makeLine(),
              makeLine({ id: 502, productId: 8, name: { en: 'Rattan Basket', kh: 'កន្ត្រក' }, discount: 10 }),
            ],
          }),
        },
      },
    });
    renderActivity('/orders/42', makeUser());

    expect(await screen.findByRole('heading', { level: 1, name: 'Order PS-000042' })).toBeInTheDocument();
    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Silk Krama Scarf' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(lines[0]!).getByText('color: Red')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('$12.50 × 2')).toBeInTheDocument();
    expect(within(lines[1]!).getByText(/10% off/)).toBeInTheDocument();
    const summary = screen.getByTestId('order-summary');
    expect(summary).toHaveTextContent('Subtotal$25.00');
    expect(summary).toHaveTextContent('Discount-$2.00');
    expect(summary).toHaveTextContent('Delivery fee$1.50');
    expect(summary).toHaveTextContent('VoucherWELCOME10');
    expect(summary).toHaveTextContent('Total$26.50');
    expect(screen.getByTestId('order-address')).toHaveTextContent(
      '12, Street 6, Mondul 1, Svay Dangkum, Siem Reap, Siem Reap',
    );
    expect(screen.getByText('Dara Sok · +85512345678')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Wallet');
    expect(payment).toHaveTextContent('Paid');
    const timeline = screen.getByTestId('order-timeline');
    expect(within(timeline).getByText('Order placed')).toBeInTheDocument();
    expect(within(timeline).getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
  });

  it('names the province in Khmer in the Khmer interface', async () => {
    mockApi({ 'GET /orders/42': { body: { data: makeOrder() } } });
    renderActivity('/orders/42', makeUser());
    expect(await screen.findByTestId('order-address')).toHaveTextContent('Siem Reap, Siem Reap');
    await inKhmer(() => {
      expect(screen.getByTestId('order-address')).toHaveTextContent(
        '12, Street 6, Mondul 1, Svay Dangkum, Siem Reap, សៀមរាប',
      );
    });
  });

  it('cancels with a required reason and says the wallet got the money back', async () => {
    const { calls } = mockApi({
      'GET /orders/42': { body: { data: makeOrder() } },
      'POST /orders/42/cancellations': { status: 201, body: { data: makeCancellation() } },
    });
    const { user } = renderActivity('/orders/42', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order PS-000042' });
    expect(within(dialog).getByText(/goes back to your wallet/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'I found a better price' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(
      await screen.findByText('Your order was cancelled and the amount was returned to your wallet.'),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ reason: 'I found a better price' });
  });

  it('keeps the reason and shows the server message when cancelling fails', async () => {
    mockApi({
      'GET /orders/42': { body: { data: makeOrder({ paymentMethod: 'cod', paymentStatus: 'unpaid' }) } },
      'POST /orders/42/cancellations': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'cancellation.already_shipped',
          params: {},
          message: 'Already shipped (server wording)',
        },
      },
    });
    const { user } = renderActivity('/orders/42', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Other reason' }));
    await user.type(within(dialog).getByRole('textbox', { name: /More details/ }), 'Bought it in a shop');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order can no longer be cancelled: it has already been shipped.',
    );
    expect(within(dialog).getByRole('textbox', { name: /More details/ })).toHaveValue('Bought it in a shop');
  });

  it('requests a return of chosen items within 7 days of delivery, as multipart with the photo', async () => {
    const { calls } = mockReturnableOrder();
    const append = jest.spyOn(FormData.prototype, 'append');
    const { user } = renderActivity('/orders/42', makeUser());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items of order PS-000042' });

    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByText('Choose at least one item.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tell us why (at least 5 characters).')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Silk Krama Scarf' }));
    const quantity = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Silk Krama Scarf to return',
    });
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The colour is not as shown');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
    await user.upload(within(dialog).getByTestId('return-photos'), photo);
    expect(within(dialog).getByText('1 photo chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));

    expect(await screen.findByText('Your return request was sent.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    // jsdom's FormData cannot be read back through Node's Request: look at what was appended.
    const sent = Object.fromEntries(append.mock.calls.map(([name, value]) => [name, value]));
    expect(sent.reason).toBe('The colour is not as shown');
    expect(JSON.parse(String(sent.lines))).toEqual([{ orderLineId: 501, quantity: 1 }]);
    expect((sent.photos as File).name).toBe('photo.png');
  });

  it('checks the quantities of the chosen items only', async () => {
    const { calls } = mockReturnableOrder();
    const append = jest.spyOn(FormData.prototype, 'append');
    const { user } = renderActivity('/orders/42', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items of order PS-000042' });

    // The basket is chosen, its quantity cleared: that is refused…
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rattan Basket' }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Quantity of Rattan Basket to return' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The colour is not as shown');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByText('Enter a whole number, at least 1.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // …but once the basket is not chosen any more, its empty box does not matter.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rattan Basket' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Silk Krama Scarf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Your return request was sent.')).toBeInTheDocument();
    const sent = Object.fromEntries(append.mock.calls.map(([name, value]) => [name, value]));
    expect(JSON.parse(String(sent.lines))).toEqual([{ orderLineId: 501, quantity: 2 }]);
  });

  it('offers no return more than 7 days after delivery', async () => {
    mockApi({
      'GET /orders/42': { body: { data: makeOrder({ status: 'delivered', deliveredAt: daysAgo(8) }) } },
    });
    renderActivity('/orders/42', makeUser());
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows no separate payment step for cash on delivery', async () => {
    mockApi({
      'GET /orders/42': {
        body: {
          data: makeOrder({
            status: 'shipping',
            paymentMethod: 'cod',
            paymentStatus: 'unpaid',
            paidAt: null,
            shippedAt: daysAgo(1),
          }),
        },
      },
    });
    renderActivity('/orders/42', makeUser());
    const timeline = await screen.findByTestId('order-timeline');
    expect(within(timeline).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(timeline).getByText('Shipped')).toBeInTheDocument();
  });

  it('links a KHQR order waiting for payment to its payment page', async () => {
    mockApi({
      'GET /orders/42': {
        body: {
          data: makeOrder({
            status: 'pending_payment',
            paymentMethod: 'khqr',
            paymentStatus: 'unpaid',
            paidAt: null,
          }),
        },
      },
    });
    renderActivity('/orders/42', makeUser());
    expect(await screen.findByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/checkout/orders/42',
    );
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it("says the order is not found for a 404 (someone else's or missing)", async () => {
    mockApi({
      'GET /orders/99': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'order.not_found',
          params: {},
          message: 'This order does not exist.',
        },
      },
    });
    renderActivity('/orders/99', makeUser());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('We could not find this order.');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders'),
    );
  });
});
