import type { CareInbox, CareInboxItem } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { navItemsFor } from '../../app/navigation';
import { renderScreen } from '../../testing/render-screen';
import CareInboxPage from './care-inbox-page';

const row = (overrides: Partial<CareInboxItem>): CareInboxItem => ({
  kind: 'ticket',
  id: 42,
  reference: 'CS-000042',
  from: { name: 'Sokha Chan', email: 'sokha@example.com', userId: null },
  subject: 'My parcel has not arrived after ten days',
  preview: '',
  status: 'new',
  assignee: null,
  unread: true,
  language: 'kh',
  createdAt: '2026-11-20T10:00:00Z',
  lastActivityAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

const inbox = (data: CareInboxItem[], overrides: Partial<CareInbox> = {}): CareInbox => ({
  data,
  links: { first: '', last: null, prev: null, next: null },
  meta: { currentPage: 1, perPage: 25, total: data.length, totalIsEstimate: false, lastPage: 1 },
  counts: {
    kinds: {
      thread: 1,
      ticket: 1,
      feedback: 0,
      seller_application: 0,
      affiliate_application: 0,
      job_application: 0,
    },
    statuses: { new: 1, open: 1, waiting: 0, closed: 3 },
    unread: 1,
  },
  ...overrides,
});

const rows = [
  row({}),
  row({
    kind: 'thread',
    id: 7,
    reference: 'MS-000007',
    from: { name: 'Dara Vann', email: 'dara@example.com', userId: 3 },
    subject: 'Sizes',
    preview: 'Do you have XL?',
    status: 'open',
    unread: false,
    assignee: { id: 1, name: 'Dara Owner', email: 'owner@psar.test' },
  }),
];

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('CareInboxPage', () => {
  jest.setTimeout(30_000);

  it('lists every kind, newest first, with who, what, status and assignee, linking to each item', async () => {
    const { calls } = mockApi({ 'GET /backoffice/care': { body: inbox(rows) } });
    renderScreen(<CareInboxPage />, { role: 'support_agent', path: '/backoffice/care' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer care' })).toBeInTheDocument();
    const ticket = await screen.findByTestId('care-row-ticket-42');
    expect(within(ticket).getByText('Contact-us ticket')).toBeInTheDocument();
    expect(within(ticket).getByText('CS-000042')).toBeInTheDocument();
    expect(within(ticket).getByText('Unread')).toBeInTheDocument();
    expect(within(ticket).getByText('Sokha Chan · sokha@example.com')).toBeInTheDocument();
    expect(within(ticket).getByText('Not assigned')).toBeInTheDocument();
    expect(within(ticket).getByRole('link', { name: /My parcel has not arrived/ })).toHaveAttribute(
      'href',
      '/backoffice/care/ticket/42',
    );
    const thread = screen.getByTestId('care-row-thread-7');
    expect(within(thread).getByText('Do you have XL?')).toBeInTheDocument();
    expect(within(thread).getByText('Assigned to Dara Owner')).toBeInTheDocument();
    expect(within(thread).getByTestId('care-status')).toHaveTextContent('Open');
    expect(within(thread).queryByTestId('care-unread')).not.toBeInTheDocument();
    expect(screen.getByTestId('care-count')).toHaveTextContent('2 items · 1 unread');
    expect(screen.getByRole('tab', { name: 'Tickets (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (2)' })).toHaveAttribute('aria-selected', 'true');
    // By default the inbox shows what is not closed yet.
    expect(queryOf(calls[0]!)).toEqual({ status: 'active', assignee: 'anyone', page: '1', perPage: '25' });
  });

  it('filters by kind, status and assignee, and searches, all in the request', async () => {
    const { calls } = mockApi({ 'GET /backoffice/care': { body: inbox(rows) } });
    const { user } = renderScreen(<CareInboxPage />, { role: 'owner', path: '/backoffice/care' });
    await user.click(await screen.findByRole('tab', { name: 'Messages (1)' }));
    await waitFor(() => expect(queryOf(calls.at(-1)!)).toMatchObject({ kind: 'thread' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed (3)' }));
    await waitFor(() => expect(queryOf(calls.at(-1)!)).toMatchObject({ kind: 'thread', status: 'closed' }));
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Me' }));
    await waitFor(() => expect(queryOf(calls.at(-1)!)).toMatchObject({ assignee: 'me' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'CS-000042{Enter}');
    await waitFor(() =>
      expect(queryOf(calls.at(-1)!)).toEqual({
        kind: 'thread',
        status: 'closed',
        assignee: 'me',
        search: 'CS-000042',
        page: '1',
        perPage: '25',
      }),
    );
  });

  it('says when nothing matches, and offers a retry when the inbox cannot load', async () => {
    mockApi({ 'GET /backoffice/care': { body: inbox([]) } });
    const first = renderScreen(<CareInboxPage />, { role: 'owner', path: '/backoffice/care' });
    expect(await screen.findByTestId('care-empty')).toHaveTextContent('Nothing here.');
    first.unmount();

    let fail = true;
    const { calls } = mockApi({
      'GET /backoffice/care': () =>
        fail
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Error', code: 'server.internal', params: {}, message: 'x' },
            }
          : { body: inbox(rows) },
    });
    const { user } = renderScreen(<CareInboxPage />, { role: 'owner', path: '/backoffice/care' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The inbox could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('care-row-ticket-42')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('is in the menu of owners and support agents only', () => {
    expect(navItemsFor('owner').map((item) => item.key)).toContain('care');
    expect(navItemsFor('support_agent').map((item) => item.key)).toContain('care');
    expect(navItemsFor('order_handler').map((item) => item.key)).not.toContain('care');
    expect(navItemsFor('catalog_manager').map((item) => item.key)).not.toContain('care');
  });
});
