import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { listBody, renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';

jest.setTimeout(20_000);

const payment = {
  id: 5,
  purpose: 'top_up',
  amount: 25,
  currency: 'USD',
  qrString: '00020101021229180014psar@bank0115204599953038405405' + '25.005802KH5904Psar6010Phnom Penh6304ABCD',
  md5: 'abc',
  status: 'pending',
  expiresAt: '2026-11-22T15:00:00Z',
  paidAt: null,
};

describe('/account/wallet', () => {
  it('shows the balance and the transactions, signed', async () => {
    mockApi({
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
      'GET /wallet/transactions': {
        body: listBody([
          { id: 2, amount: -12.5, kind: 'payment', reference: 'PS-000042', createdAt: '2026-11-21T02:00:00Z' },
          { id: 1, amount: 50, kind: 'top_up', reference: 'Welcome top-up', createdAt: '2026-11-20T02:00:00Z' },
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
      'GET /payments/5': () => ({ body: { data: paid ? { ...payment, status: 'paid', paidAt: '2026-11-22T14:10:00Z' } : payment } }),
    });
    const { user } = renderActivity('/account/wallet', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Show KHQR code' }));
    await within(dialog).findByText('Waiting for your payment…');
    paid = true;
    balance = 75;
    expect(await screen.findByText('Top-up received. Your balance is updated.', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$75.00'));
  });
});
