import type { BackofficeKhqrPayment, PaymentModes } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { navItemsFor } from '../../app/navigation';
import { renderScreen } from '../../testing/render-screen';
import PaymentsPage from './payments-page';

configure({ asyncUtilTimeout: 5000 });

const payment = (overrides: Partial<BackofficeKhqrPayment> = {}): BackofficeKhqrPayment => ({
  id: 31,
  purpose: 'order',
  orderId: 12,
  orderNumber: 'PS-000012',
  customerEmail: 'dara@example.com',
  amount: 43.5,
  currency: 'USD',
  md5: '0123456789abcdef0123456789abcdef',
  status: 'pending',
  mode: 'demo',
  createdAt: '2026-05-01T03:00:00.000Z',
  expiresAt: '2026-05-01T03:15:00.000Z',
  paidAt: null,
  checkCount: 0,
  lastCheckedAt: null,
  lastCheckError: null,
  bankHash: null,
  ...overrides,
});
const topUp = payment({ id: 32, purpose: 'top_up', orderId: null, orderNumber: null, amount: 20 });
const list = (data: BackofficeKhqrPayment[]) => ({
  body: {
    data,
    links: { first: '', last: null, prev: null, next: null },
    meta: { currentPage: 1, perPage: 25, total: data.length, totalIsEstimate: false, lastPage: 1 },
  },
});
const modes = (khqr: PaymentModes['khqr']) => ({ body: { data: { khqr, card: 'demo' } } });
const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as unknown;

describe('PaymentsPage', () => {
  // Typing into dialogs on a busy machine takes longer than jest's default 5 s.
  jest.setTimeout(30_000);

  it('is in the menu of owners and order handlers only', () => {
    expect(navItemsFor('owner').map((item) => item.key)).toContain('payments');
    expect(navItemsFor('order_handler').map((item) => item.key)).toContain('payments');
    expect(navItemsFor('catalog_manager').map((item) => item.key)).not.toContain('payments');
    expect(navItemsFor('support_agent').map((item) => item.key)).not.toContain('payments');
  });

  it('demo mode: says so, lists the pending payments and marks one received after confirming, with the note', async () => {
    let pending = [payment(), topUp];
    const { calls } = mockApi({
      'GET /payments/mode': modes('demo'),
      'GET /backoffice/payments': () => list(pending),
      'POST /backoffice/payments/31/received': () => {
        pending = [topUp];
        return { body: { data: { id: 31, status: 'paid' } } };
      },
    });
    const { user } = renderScreen(<PaymentsPage />, { role: 'order_handler', path: '/backoffice/payments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'KHQR payments' })).toBeInTheDocument();
    expect(await screen.findByTestId('payments-demo-mode')).toHaveTextContent(
      'Demo mode: no real money moves',
    );
    const row = await screen.findByTestId('payment-row-31');
    expect(row).toHaveTextContent('Order PS-000012');
    expect(row).toHaveTextContent('dara@example.com');
    expect(row).toHaveTextContent('$43.50');
    expect(row).toHaveTextContent('0123456789abcdef0123456789abcdef');
    expect(row).toHaveTextContent('Not checked (demo mode)');
    expect(screen.getByTestId('payment-row-32')).toHaveTextContent('Wallet top-up');
    const listCall = new URL(calls.find((request) => request.url.includes('/backoffice/payments'))!.url);
    expect(Object.fromEntries(listCall.searchParams)).toEqual({
      status: 'pending',
      page: '1',
      perPage: '25',
    });

    // Confirm first: cancelling sends nothing.
    await user.click(within(row).getByRole('button', { name: 'Mark Order PS-000012 received' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark Order PS-000012 ($43.50) received?' });
    expect(dialog).toHaveTextContent('Only if you have seen $43.50 arrive');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Mark Order PS-000012 received' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'bank app 14:05');
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((request) => request.method === 'POST')!;
    expect(await bodyOf(post)).toEqual({ note: 'bank app 14:05' });
    expect(screen.getByTestId('payments-status')).toHaveTextContent(
      'Order PS-000012: payment marked received.',
    );
    await waitFor(() => expect(screen.queryByTestId('payment-row-31')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the API\u2019s reason when marking is refused; a too long note is not sent', async () => {
    const { calls } = mockApi({
      'GET /payments/mode': modes('demo'),
      'GET /backoffice/payments': list([payment()]),
      'POST /backoffice/payments/31/received': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'payment.expired',
          params: {},
          message: 'This KHQR payment has expired and can no longer be paid.',
        },
      },
    });
    const { user } = renderScreen(<PaymentsPage />, { path: '/backoffice/payments' });
    await user.click(await screen.findByRole('button', { name: 'Mark Order PS-000012 received' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(within(dialog).getByText('Keep the note to 500 characters.')).toBeInTheDocument();
    expect(calls.some((request) => request.method === 'POST')).toBe(false);
    await user.clear(note);
    await user.type(note, 'seen');
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(await within(dialog).findByTestId('mark-received-error')).toHaveTextContent(
      'This KHQR payment has expired and can no longer be paid.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('seen');
  });

  it('live mode: says Bakong confirms payments, shows the checks and offers no "mark received"', async () => {
    mockApi({
      'GET /payments/mode': modes('live'),
      'GET /backoffice/payments': list([
        payment({
          mode: 'live',
          checkCount: 3,
          lastCheckError: 'Bakong answered HTTP 500 in an unknown shape',
        }),
      ]),
    });
    renderScreen(<PaymentsPage />, { path: '/backoffice/payments' });
    expect(await screen.findByTestId('payments-live-mode')).toHaveTextContent(
      'Live: Bakong confirms payments',
    );
    const row = await screen.findByTestId('payment-row-31');
    expect(row).toHaveTextContent('Checked 3 times');
    expect(within(row).getByTestId('payment-check-error')).toHaveTextContent('Bakong answered HTTP 500');
    expect(screen.queryByRole('button', { name: /Mark .* received/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('payments-demo-mode')).not.toBeInTheDocument();
  });

  it('filters by state in the request, and says when nothing matches', async () => {
    const { calls } = mockApi({
      'GET /payments/mode': modes('demo'),
      'GET /backoffice/payments': (request) =>
        new URL(request.url).searchParams.get('status') === 'expired' ? list([]) : list([payment()]),
    });
    const { user } = renderScreen(<PaymentsPage />, { path: '/backoffice/payments' });
    await screen.findByTestId('payment-row-31');
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    expect(await screen.findByTestId('payments-empty')).toHaveTextContent('No expired KHQR payment.');
    const last = new URL(calls.filter((request) => request.url.includes('/backoffice/payments')).at(-1)!.url);
    expect(last.searchParams.get('status')).toBe('expired');
    expect(screen.queryByRole('button', { name: /Mark .* received/ })).not.toBeInTheDocument();
  });
});
