import { mockApi } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { makeCancellation, makeReturn } from '../../components/activity/fixtures';
import { listBody, renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';

describe('/orders/cancel (My Cancellation)', () => {
  it('lists cancelled orders with reason, status and where the money went', async () => {
    mockApi({
      'GET /cancellations': {
        body: listBody([
          makeCancellation(),
          makeCancellation({
            id: 2,
            orderId: 40,
            orderNumber: 'PS-000040',
            status: 'completed',
            refundAmount: 0,
            refundedTo: 'none',
            reason: 'Delivery takes too long',
          }),
        ]),
      },
    });
    renderActivity('/orders/cancel', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cancellation' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('cancellation');
    expect(within(rows[0]!).getByText('Order PS-000042')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('after-sales-status')).toHaveTextContent('Refunded');
    expect(within(rows[0]!).getByText('$26.50 refunded to your wallet')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nothing to refund: the order was not paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orders/40');
  });

  it('pages, and shows empty and error states', async () => {
    const { calls } = mockApi({
      'GET /cancellations': { body: listBody([makeCancellation()], { page: 2, lastPage: 2 }) },
    });
    renderActivity('/orders/cancel?page=2', makeUser());
    await screen.findByTestId('cancellation');
    expect(new URL(calls[0]!.url).searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing was cancelled', async () => {
    mockApi({ 'GET /cancellations': { body: listBody([]) } });
    renderActivity('/orders/cancel', makeUser());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not cancelled any orders.');
  });

  it('shows a load error', async () => {
    mockApi({
      'GET /cancellations': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: 'Down for a moment',
        },
      },
    });
    renderActivity('/orders/cancel', makeUser());
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  });
});

describe('/orders/return (My Returns)', () => {
  it('lists return requests with their items, reason, photos and status', async () => {
    mockApi({ 'GET /returns': { body: listBody([makeReturn()]) } });
    renderActivity('/orders/return', makeUser());
    const row = await screen.findByTestId('return-request');
    expect(within(row).getByText('Order PS-000043')).toBeInTheDocument();
    expect(within(row).getByText('Silk Krama Scarf × 1')).toBeInTheDocument();
    expect(within(row).getByText('The colour is not as shown')).toBeInTheDocument();
    expect(within(row).getByTestId('after-sales-status')).toHaveTextContent('Requested');
    expect(within(row).getByRole('img', { name: 'Photo 1 of return PS-000043' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/returns\/4\/photos\/return-0123456789abcdef01234567\.png$/),
    );
  });

  it('says when there are no returns', async () => {
    mockApi({ 'GET /returns': { body: listBody([]) } });
    renderActivity('/orders/return', makeUser());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not requested any returns.');
  });
});
