// The shop's decisions on returns and cancellations, as the shopper reads them.
import { mockApi } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { makeCancellation, makeReturn } from '../../components/activity/fixtures';
import { listBody, renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';

jest.setTimeout(20_000);

describe('decisions on returns and cancellations', () => {
  it("shows an approved return's refund to the wallet, and a rejected one's reason", async () => {
    mockApi({
      'GET /returns': {
        body: listBody([
          makeReturn({
            status: 'refunded',
            decidedAt: '2026-11-22T03:00:00Z',
            decisionReason: 'Sorry about the colour',
            refund: {
              amount: 12.5,
              destination: 'wallet',
              status: 'succeeded',
              reference: null,
              createdAt: '2026-11-22T03:00:00Z',
              completedAt: '2026-11-22T03:00:00Z',
            },
          }),
          makeReturn({
            id: 5,
            orderNumber: 'PS-000044',
            status: 'rejected',
            decidedAt: '2026-11-23T03:00:00Z',
            decisionReason: 'The scarf was worn',
          }),
        ]),
      },
    });
    renderActivity('/orders/return', makeUser());
    const [refunded, rejected] = await screen.findAllByTestId('return-request');
    expect(within(refunded!).getByTestId('after-sales-status')).toHaveTextContent('Refunded');
    expect(within(refunded!).getByTestId('decision-made')).toHaveTextContent('Return approved on');
    expect(within(refunded!).getByTestId('decision-reason')).toHaveTextContent(
      "Shop's note: Sorry about the colour",
    );
    expect(within(refunded!).getByTestId('refund-destination')).toHaveTextContent(
      '$12.50 refunded to your wallet',
    );
    expect(within(rejected!).getByTestId('after-sales-status')).toHaveTextContent('Rejected');
    expect(within(rejected!).getByTestId('decision-made')).toHaveTextContent('Return declined on');
    expect(within(rejected!).getByTestId('decision-reason')).toHaveTextContent(
      "Shop's reason: The scarf was worn",
    );
    expect(within(rejected!).queryByTestId('refund-destination')).not.toBeInTheDocument();
  });

  it('says a KHQR refund still to come, then sent with its reference', async () => {
    const pending = {
      amount: 26.5,
      destination: 'khqr' as const,
      status: 'pending' as const,
      reference: null,
      createdAt: '2026-11-22T03:00:00Z',
      completedAt: null,
    };
    mockApi({
      'GET /cancellations': {
        body: listBody([
          makeCancellation({
            status: 'approved',
            refundedTo: 'original',
            decidedAt: '2026-11-22T03:00:00Z',
            refund: pending,
          }),
          makeCancellation({
            id: 4,
            orderNumber: 'PS-000041',
            status: 'refunded',
            refundedTo: 'original',
            refund: {
              ...pending,
              status: 'succeeded',
              reference: 'ABA-778899',
              completedAt: '2026-11-23T03:00:00Z',
            },
          }),
          makeCancellation({
            id: 5,
            orderNumber: 'PS-000040',
            status: 'requested',
            refundAmount: 0,
            refundedTo: 'none',
          }),
        ]),
      },
    });
    renderActivity('/orders/cancel', makeUser());
    const [approved, refunded, requested] = await screen.findAllByTestId('cancellation');
    expect(within(approved!).getByTestId('refund-destination')).toHaveTextContent(
      '$26.50 will be sent back to you by KHQR transfer',
    );
    expect(within(refunded!).getByTestId('refund-destination')).toHaveTextContent(
      '$26.50 sent back to you by KHQR transfer',
    );
    expect(refunded).toHaveTextContent('reference ABA-778899');
    expect(within(requested!).getByTestId('after-sales-status')).toHaveTextContent('Requested');
    expect(requested).toHaveTextContent('Waiting for the shop to confirm.');
    expect(requested).not.toHaveTextContent('Nothing to refund');
  });

  it('shows a declined cancellation request with the reason, and a cancellation by the shop', async () => {
    mockApi({
      'GET /cancellations': {
        body: listBody([
          makeCancellation({
            status: 'rejected',
            refundAmount: 0,
            refundedTo: 'none',
            decidedAt: '2026-11-22T03:00:00Z',
            decisionReason: 'Already with the courier',
          }),
          makeCancellation({ id: 6, initiatedBy: 'staff', reason: 'Sold out', status: 'refunded' }),
        ]),
      },
    });
    renderActivity('/orders/cancel', makeUser());
    const [declined, byShop] = await screen.findAllByTestId('cancellation');
    expect(within(declined!).getByTestId('decision-made')).toHaveTextContent(
      'Cancellation declined on Nov 22, 2026: your order goes on',
    );
    expect(within(declined!).getByTestId('decision-reason')).toHaveTextContent(
      "Shop's reason: Already with the courier",
    );
    expect(declined).not.toHaveTextContent('Nothing to refund');
    expect(byShop).toHaveTextContent("Shop's reason: Sold out");
    expect(byShop).toHaveTextContent('$26.50 refunded to your wallet');
  });
});
