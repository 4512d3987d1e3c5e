import type { KhqrPayment, WalletTransaction } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { listBody, renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';

jest.setTimeout(20_000);

const payment: KhqrPayment = {
  id: 5,
  purpose: 'top_up',
  amount: 25,
  currency: 'USD',
  qrString:
    '00020101021229180014psar@bank0115204599953038405405' + '25.005802KH5904Psar6010Phnom Penh6304ABCD',
  md5: 'abc',
  status: 'pending',
  expiresAt: '2026-11-22T15:00:00Z',
  paidAt: null,
};

/** Opens the wallet, asks for a $25 top-up and waits for its KHQR code. */
async function showTopUpCode() {
  const { user } = renderActivity('/account/wallet', makeUser());
  await user.click(await screen.findByRole('button', { name: 'Top up' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '25');
  await user.click(within(dialog).getByRole('button', { name: 'Show KHQR code' }));
  await within(dialog).findByText('Waiting for your payment…');
  return { user, dialog };
}

describe('/account/wallet', () => {
  it('shows the balance and the transactions, signed', async () => {
    mockApi({
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
      'GET /wallet/transactions': {
        body: listBody<WalletTransaction>([
          {
            id: 2,
            amount: -12.5,
            kind: 'payment',
            reference: 'PS-000042',
            createdAt: '2026-11-21T02:00:00Z',
          },
          {
            id: 1,
            amount: 50,
            kind: 'top_up',
            reference: 'Welcome top-up',
            createdAt: '2026-11-20T02:00:00Z',
          },
        ]),
      },
    });
    renderActivity('/account/wallet', makeUser());
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$50.00');
    const rows = await screen.findAllByTestId('wallet-transaction');
    expect(rows[0]).toHaveTextContent('Payment');
    expect(rows[0]).toHaveTextContent('PS-000042');
    expect(rows[0]).toHaveTextContent('-$12.50');
    expect(rows[1]).toHaveTextContent('Top-up');
    expect(rows[1]).toHaveTextContent('+$50.00');
  });

  it('tops up by KHQR: checks the amount, then shows the code as an image', async () => {
    const { calls } = mockApi({
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
      'GET /wallet/transactions': { body: listBody([]) },
      'POST /wallet/top-ups': { status: 201, body: { data: payment } },
      'GET /payments/5': { body: { data: payment } },
    });
    const { user } = renderActivity('/account/wallet', makeUser());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No transactions yet.');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up your wallet' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Show KHQR code' }));
    expect(await within(dialog).findByText(/Enter an amount from \$1 to \$1,000/)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Show KHQR code' }));
    const image = await within(dialog).findByRole('img', { name: 'KHQR code to pay $25.00' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText('Waiting for your payment…')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ amount: 25 });
  });

  it('updates the balance once the top-up is paid', async () => {
    let paid = false;
    let balance = 50;
    mockApi({
      'GET /wallet': () => ({ body: { data: { balance, currency: 'USD' } } }),
      'GET /wallet/transactions': { body: listBody([]) },
      'POST /wallet/top-ups': { status: 201, body: { data: payment } },
      'GET /payments/5': () => ({
        body: { data: paid ? { ...payment, status: 'paid', paidAt: '2026-11-22T14:10:00Z' } : payment },
      }),
    });
    await showTopUpCode();
    paid = true;
    balance = 75;
    expect(
      await screen.findByText('Top-up received. Your balance is updated.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$75.00'));
  });

  it('offers a new code for the same amount once the code has expired', async () => {
    let created = 0;
    const { calls } = mockApi({
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
      'GET /wallet/transactions': { body: listBody([]) },
      'POST /wallet/top-ups': () => {
        created += 1;
        return { status: 201, body: { data: created === 1 ? payment : { ...payment, id: 6 } } };
      },
      'GET /payments/5': { body: { data: { ...payment, status: 'expired' } } },
      'GET /payments/6': { body: { data: { ...payment, id: 6 } } },
    });
    const { user } = renderActivity('/account/wallet', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Show KHQR code' }));
    expect(await within(dialog).findByTestId('top-up-expired')).toHaveTextContent('This code has expired.');
    expect(within(dialog).queryByTestId('khqr-image')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Get a new code' }));
    expect(await within(dialog).findByRole('img', { name: 'KHQR code to pay $25.00' })).toBeInTheDocument();
    expect(within(dialog).getByText('Waiting for your payment…')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(await posts[1]!.clone().json()).toEqual({ amount: 25 });
    await waitFor(() => expect(calls.map((call) => new URL(call.url).pathname)).toContain('/api/payments/6'));
  });

  it('goes back to the amount to change it', async () => {
    mockApi({
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
      'GET /wallet/transactions': { body: listBody([]) },
      'POST /wallet/top-ups': { status: 201, body: { data: payment } },
      'GET /payments/5': { body: { data: payment } },
    });
    const { user, dialog } = await showTopUpCode();
    await user.click(within(dialog).getByRole('button', { name: 'Change amount' }));
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('25');
  });

  it('shows the loading state while the transactions load', async () => {
    mockApi({
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
      'GET /wallet/transactions': {
        body: listBody([
          { id: 1, amount: 50, kind: 'top_up', reference: 'KHQR', createdAt: '2026-11-20T02:00:00Z' },
        ]),
      },
    });
    // Hold the transactions' answer until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = global.fetch;
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, 'http://localhost').pathname === '/api/wallet/transactions') await held;
      return answer(input, init);
    }) as typeof fetch;
    renderActivity('/account/wallet', makeUser());
    expect(await screen.findByTestId('loading-state')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('wallet-transaction')).not.toBeInTheDocument();
    release();
    expect(await screen.findByTestId('wallet-transaction')).toBeInTheDocument();
    expect(screen.queryByTestId('loading-state')).not.toBeInTheDocument();
  });

  it('shows the error state with the translated server error when the transactions cannot load, and tries again', async () => {
    let failing = true;
    mockApi({
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
      'GET /wallet/transactions': () =>
        failing
          ? {
              status: 500,
              body: {
                statusCode: 500,
                error: 'Internal Server Error',
                code: 'server.internal',
                params: {},
                message: 'Transactions are unavailable',
              },
            }
          : {
              body: listBody([
                { id: 1, amount: 50, kind: 'top_up', reference: 'KHQR', createdAt: '2026-11-20T02:00:00Z' },
              ]),
            },
    });
    const { user } = renderActivity('/account/wallet', makeUser());
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-transaction')).toHaveTextContent('+$50.00');
  });

  it('moves from a page past the end to the last page', async () => {
    const { calls } = mockApi({
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
      'GET /wallet/transactions': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return page === 3
          ? {
              body: listBody(
                [{ id: 21, amount: 5, kind: 'top_up', reference: 'KHQR', createdAt: '2026-11-20T02:00:00Z' }],
                { page: 3, lastPage: 3 },
              ),
            }
          : { body: listBody([], { page, lastPage: 3 }) };
      },
    });
    renderActivity('/account/wallet?page=99', makeUser());
    expect(await screen.findByTestId('wallet-transaction')).toHaveTextContent('+$5.00');
    expect(screen.getByTestId('location')).toHaveTextContent('/account/wallet?page=3');
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    const pages = calls
      .filter((call) => new URL(call.url).pathname === '/api/wallet/transactions')
      .map((call) => new URL(call.url).searchParams.get('page'));
    expect(pages).toEqual(['99', '3']);
  });
});
