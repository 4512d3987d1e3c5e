import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { page, refundFixture } from '../../testing/order-handling-fixtures';
import RefundsPage from './refunds-page';

jest.setTimeout(30_000);

const open = (role: 'owner' | 'order_handler' | 'support_agent' = 'order_handler') =>
  renderScreen(<RefundsPage />, { role, path: '/backoffice/refunds' });
const posts = (calls: Request[]) => calls.filter((call) => call.method === 'POST');
const listSearches = (calls: Request[]) =>
  calls.filter((call) => call.method === 'GET').map((call) => new URL(call.url).search);

describe('RefundsPage', () => {
  it('lists the manual refunds to make and records a transfer with its reference', async () => {
    const { calls } = mockApi({
      'GET /backoffice/refunds': { body: page([refundFixture()]) },
      'POST /backoffice/refunds/9/complete': {
        body: {
          data: refundFixture({
            status: 'succeeded',
            reference: 'ABA-778899',
            completedAt: '2026-05-02T05:00:00Z',
            completedBy: { id: 3, email: 'handler@psar.test' },
          }),
        },
      },
    });
    const { user } = open();
    const card = await screen.findByTestId('refund-9');
    expect(within(card).getByRole('heading', { name: 'Refund $26.50 · KHQR transfer' })).toBeInTheDocument();
    expect(within(card).getByTestId('refund-status')).toHaveTextContent('To make');
    expect(within(card).getByRole('link', { name: 'PS-000042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/42',
    );
    expect(listSearches(calls)).toEqual(['?status=pending&page=1&perPage=20']);

    await user.click(within(card).getByRole('button', { name: 'Record the transfer for PS-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the refund of PS-000042' });
    expect(dialog).toHaveTextContent('Send $26.50 to Sokha Chan (+85512345678) by KHQR');
    const reference = within(dialog).getByRole('textbox', { name: 'Transfer reference' });
    await user.type(reference, 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    await waitFor(() =>
      expect(reference).toHaveAccessibleDescription('Enter a reference of at least 3 characters.'),
    );
    expect(posts(calls)).toHaveLength(0);
    await user.type(reference, 'A-778899');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('refunds-status')).toHaveTextContent(
      'Refund of $26.50 for PS-000042 recorded as done.',
    );
    const post = posts(calls)[0]!;
    expect(new URL(post.url).pathname).toBe('/api/backoffice/refunds/9/complete');
    expect(await post.json()).toEqual({ reference: 'ABA-778899' });
  });

  it("shows the API's field code next to the reference and a refund someone already recorded", async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'GET /backoffice/refunds': { body: page([refundFixture({ destination: 'cash', method: 'cod' })]) },
      'POST /backoffice/refunds/9/complete': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                code: 'request.invalid',
                params: {},
                message: 'x',
                fields: { reference: { code: 'refund.reference_too_long', params: {}, message: 'x' } },
              },
            }
          : {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                code: 'refund.already_completed',
                params: {},
                message: 'x',
              },
            },
    });
    const { user } = open('owner');
    await user.click(await screen.findByRole('button', { name: 'Record the transfer for PS-000042' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Give $26.50 back to Sokha Chan (+85512345678) in cash');
    const reference = within(dialog).getByRole('textbox', { name: 'Transfer reference' });
    await user.type(reference, 'RECEIPT-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    await waitFor(() =>
      expect(reference).toHaveAccessibleDescription('Use at most 100 characters for the reference.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This refund has already been recorded as done.',
    );
    expect(reference).toHaveValue('RECEIPT-1');
    await waitFor(() => expect(listSearches(calls).length).toBeGreaterThanOrEqual(2));
  });

  it('lists the refunds done on their tab', async () => {
    const { calls } = mockApi({
      'GET /backoffice/refunds': {
        body: page([
          refundFixture({
            status: 'succeeded',
            destination: 'wallet',
            method: 'wallet',
            createdBy: null,
            completedAt: '2026-05-02T03:00:00Z',
          }),
        ]),
      },
    });
    const { user } = open();
    await screen.findByTestId('refund-9');
    await user.click(screen.getByRole('tab', { name: 'Done' }));
    await waitFor(() => expect(listSearches(calls)).toContain('?status=succeeded&page=1&perPage=20'));
    const card = await screen.findByTestId('refund-9');
    expect(within(card).getByTestId('refund-done')).toHaveTextContent(
      'Done on May 2, 2026, 10:00 AM by the payment provider',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not for roles that do not handle orders', async () => {
    const { calls } = mockApi({ 'GET /backoffice/refunds': { body: page([]) } });
    open('support_agent');
    expect(await screen.findByTestId('orders-no-access')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
