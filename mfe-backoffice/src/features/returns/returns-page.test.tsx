import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import {
  cancellationFixture,
  page,
  refundFixture,
  returnFixture,
} from '../../testing/order-handling-fixtures';
import ReturnsPage from './returns-page';

jest.setTimeout(30_000);

const open = (
  route = '/backoffice/returns',
  role: 'owner' | 'order_handler' | 'catalog_manager' = 'order_handler',
) => renderScreen(<ReturnsPage />, { role, path: '/backoffice/returns', route });

const posts = (calls: Request[]) => calls.filter((call) => call.method === 'POST');
const listSearches = (calls: Request[], path: string) =>
  calls
    .filter((call) => call.method === 'GET' && new URL(call.url).pathname === `/api${path}`)
    .map((call) => new URL(call.url).search);

describe('ReturnsPage', () => {
  it('lists the waiting returns: items, refund share, reason, photos and what approving refunds', async () => {
    const { calls } = mockApi({ 'GET /backoffice/returns': { body: page([returnFixture()]) } });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Returns & cancellations' }),
    ).toBeInTheDocument();
    const card = await screen.findByTestId('return-4');
    expect(within(card).getByRole('heading', { name: 'Return of PS-000043' })).toBeInTheDocument();
    expect(within(card).getByTestId('request-status')).toHaveTextContent('Waiting for a decision');
    expect(within(card).getByTestId('return-line')).toHaveTextContent(
      'Silk scarf (Red): 1 of 2 · refund share $12.50',
    );
    expect(card).toHaveTextContent("Shopper's reason: The colour is not as shown");
    expect(within(card).getByRole('img', { name: 'Photo 1 of the return of PS-000043' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/backoffice\/returns\/4\/photos\/return-0123456789abcdef01234567\.png$/),
    );
    expect(card).toHaveTextContent('Approving refunds $12.50: Wallet.');
    expect(within(card).getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      '/backoffice/orders/43',
    );
    expect(listSearches(calls, '/backoffice/returns')).toEqual(['?status=requested&page=1&perPage=20']);
  });

  it('approves a return with an optional note after saying the refund and the restock', async () => {
    const { calls } = mockApi({
      'GET /backoffice/returns': { body: page([returnFixture()]) },
      'POST /backoffice/returns/4/approve': {
        body: {
          data: returnFixture({ status: 'refunded', refund: refundFixture({ kind: 'return', sourceId: 4 }) }),
        },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Approve the return of PS-000043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the return of PS-000043' });
    expect(dialog).toHaveTextContent('The returned items go back into stock.');
    expect(within(dialog).getByTestId('refund-plan')).toHaveTextContent(
      "$12.50 goes back to the shopper's wallet at once.",
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for the shopper (optional)' }),
      'Sorry!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve the return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('returns-status')).toHaveTextContent('Return of PS-000043 approved.');
    expect(await posts(calls)[0]!.json()).toEqual({ note: 'Sorry!' });
  });

  it('rejects only with a reason, and sends it', async () => {
    const { calls } = mockApi({
      'GET /backoffice/returns': { body: page([returnFixture()]) },
      'POST /backoffice/returns/4/reject': {
        body: {
          data: returnFixture({
            status: 'rejected',
            decisionReason: 'Worn',
            decidedAt: '2026-05-04T00:00:00Z',
          }),
        },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reject the return of PS-000043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the return of PS-000043' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the return' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('Write a reason of at least 3 characters.'),
    );
    expect(posts(calls)).toHaveLength(0);
    await user.type(reason, 'The scarf was worn');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await posts(calls)[0]!.json()).toEqual({ reason: 'The scarf was worn' });
  });

  it('says when another handler decided first, keeps the reason typed and reloads the list', async () => {
    const { calls } = mockApi({
      'GET /backoffice/returns': { body: page([returnFixture()]) },
      'POST /backoffice/returns/4/reject': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'return.already_decided',
          params: {},
          message: 'x',
        },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reject the return of PS-000043' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Worn scarf');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This return has already been decided.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Worn scarf');
    await waitFor(() => expect(listSearches(calls, '/backoffice/returns').length).toBeGreaterThanOrEqual(2));
  });

  it("lists the shoppers' cancellation requests on their tab, and filters by status and search", async () => {
    const { calls } = mockApi({
      'GET /backoffice/returns': { body: page([]) },
      'GET /backoffice/cancellations': { body: page([cancellationFixture()]) },
    });
    const { user } = open();
    expect(await screen.findByTestId('requests-empty')).toHaveTextContent('No return request here.');
    await user.click(screen.getByRole('tab', { name: 'Cancellation requests' }));
    const card = await screen.findByTestId('cancellation-7');
    expect(card).toHaveTextContent('Cancellation of PS-000042');
    expect(within(card).getByTestId('order-state')).toHaveTextContent('Confirmed');
    expect(card).toHaveTextContent('Approving refunds $26.50: KHQR transfer.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sokha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listSearches(calls, '/backoffice/cancellations')).toContain('?q=sokha&page=1&perPage=20'),
    );
    expect(listSearches(calls, '/backoffice/cancellations')[0]).toBe('?status=requested&page=1&perPage=20');
  });

  it('shows a decision once made, without buttons', async () => {
    mockApi({
      'GET /backoffice/returns': {
        body: page([
          returnFixture({
            status: 'rejected',
            decisionReason: 'The scarf was worn',
            decidedAt: '2026-05-04T03:00:00Z',
            decidedBy: { id: 3, email: 'handler@psar.test' },
          }),
        ]),
      },
    });
    open('/backoffice/returns?status=rejected');
    const card = await screen.findByTestId('return-4');
    expect(within(card).getByTestId('request-decision')).toHaveTextContent(
      'Rejected by handler@psar.test on May 4, 2026, 10:00 AM: The scarf was worn',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not for roles that do not handle orders', async () => {
    const { calls } = mockApi({ 'GET /backoffice/returns': { body: page([]) } });
    open('/backoffice/returns', 'catalog_manager');
    expect(await screen.findByTestId('orders-no-access')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
