import type { KhqrPayment } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import { paymentModesApi } from '../../components/checkout/payment-modes-api';
import { order, user } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

// Pages load lazily and wait for several API answers: allow a busy machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const khqrPayment: KhqrPayment = {
  id: 9,
  purpose: 'order',
  amount: 43,
  currency: 'USD',
  qrString: '00020101021230360009psar@aclb',
  md5: 'abc',
  status: 'pending',
  expiresAt: '2026-11-22T10:15:00.000Z',
  paidAt: null,
};

describe('/checkout/orders/:orderId confirmation', () => {
  it('shows the order number, total and a link to the order', async () => {
    mockApi({ 'GET /orders/5': { body: { data: order() } } });
    renderApp('/checkout/orders/5', user);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('PS-000005');
    expect(screen.getByText(/Total \$43\.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orders/5');
    expect(screen.queryByTestId('khqr-payment')).not.toBeInTheDocument();
  });

  it('while a KHQR payment is pending, shows its QR code for the exact amount and waits', async () => {
    mockApi({
      'GET /orders/5': {
        body: { data: order({ status: 'pending_payment', paymentMethod: 'khqr', payment: khqrPayment }) },
      },
    });
    renderApp('/checkout/orders/5', user);
    expect(
      await screen.findByRole('heading', { name: 'Your order is placed: scan to pay' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'KHQR code to pay $43.00' })).toBeInTheDocument();
    expect(screen.getByText('KHQR', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByTestId('khqr-amount')).toHaveTextContent('$43.00');
    expect(screen.getByText(/^Waiting for your payment/)).toHaveAttribute('role', 'status');
  });

  it('in demo mode, says beside the code that no real money moves (and not in live mode)', async () => {
    const pending = {
      data: order({ status: 'pending_payment', paymentMethod: 'khqr', payment: khqrPayment }),
    };
    mockApi({
      'GET /orders/5': { body: pending },
      'GET /payments/mode': { body: { data: { khqr: 'demo', card: 'demo' } } },
    });
    const { unmount } = renderApp('/checkout/orders/5', user);
    expect(await screen.findByTestId('khqr-demo-mode')).toHaveTextContent(
      'Demo mode: no real money moves. Scanning this code pays nobody; the shop marks the payment received by hand.',
    );
    unmount();
    mockApi({
      'GET /orders/5': { body: pending },
      'GET /payments/mode': { body: { data: { khqr: 'live', card: 'demo' } } },
    });
    const { store } = renderApp('/checkout/orders/5', user);
    expect(await screen.findByRole('img', { name: 'KHQR code to pay $43.00' })).toBeInTheDocument();
    await waitFor(() =>
      expect(paymentModesApi.endpoints.getCheckoutPaymentModes.select()(store.getState()).data?.khqr).toBe(
        'live',
      ),
    );
    expect(screen.queryByTestId('khqr-demo-mode')).not.toBeInTheDocument();
  });

  it('once the code expired, says so, shows no code and links to the order', async () => {
    mockApi({
      'GET /orders/5': {
        body: {
          data: order({
            status: 'cancelled',
            paymentMethod: 'khqr',
            cancelledAt: '2026-11-22T10:16:00.000Z',
            payment: { ...khqrPayment, status: 'expired' },
          }),
        },
      },
    });
    renderApp('/checkout/orders/5', user);
    expect(await screen.findByRole('heading', { name: 'Payment time ran out' })).toBeInTheDocument();
    expect(screen.getByTestId('khqr-expired')).toHaveTextContent(
      'This KHQR code has expired and can no longer be paid.',
    );
    expect(screen.queryByTestId('khqr-payment')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /KHQR code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orders/5');
  });

  it('says the payment arrived once the order is paid', async () => {
    mockApi({
      'GET /orders/5': {
        body: {
          data: order({
            status: 'to_ship',
            paymentMethod: 'khqr',
            paymentStatus: 'paid',
            payment: { ...khqrPayment, status: 'paid' },
          }),
        },
      },
    });
    renderApp('/checkout/orders/5', user);
    expect(await screen.findByText('Payment received. We are preparing your order.')).toBeInTheDocument();
    expect(screen.queryByTestId('khqr-image')).not.toBeInTheDocument();
  });

  it("answers someone else's or a missing order with not found", async () => {
    mockApi({
      'GET /orders/6': {
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
    renderApp('/checkout/orders/6', user);
    expect(await screen.findByText('This order could not be found.')).toBeInTheDocument();
  });
});
