import type { OutboxEmail } from '@storefront/shared';
import { emulatePhoneScreen, mockApi } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { navItemsFor } from '../../app/navigation';
import { renderScreen } from '../../testing/render-screen';
import OutboxPage from './outbox-page';

const mail = (overrides: Partial<OutboxEmail>): OutboxEmail => ({
  id: 1,
  to: 'dara@example.com',
  subject: 'Psar: your order PS-000042 is on its way',
  text: 'Hello Dara,\n\nCarrier: Psar Express\nTracking number: TRK-1',
  template: 'order_shipped',
  language: 'en',
  status: 'sent',
  attempts: 1,
  maxAttempts: 8,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-04-02T03:04:00Z',
  sentAt: '2026-04-02T03:04:02Z',
  ...overrides,
});

const mails: OutboxEmail[] = [
  mail({
    id: 14,
    status: 'failed',
    attempts: 8,
    lastError: '451 4.3.0 Mailbox busy',
    subject: 'Psar៖ ការបញ្ជាទិញ PS-000043 ត្រូវបានលុបចោល',
    template: 'order_cancelled',
    language: 'kh',
    sentAt: null,
  }),
  mail({
    id: 13,
    status: 'pending',
    attempts: 2,
    lastError: 'Connection timeout',
    nextAttemptAt: '2026-04-02T03:10:00Z',
    sentAt: null,
  }),
  mail({ id: 12, status: 'pending', attempts: 0, sentAt: null, nextAttemptAt: '2026-04-02T03:04:00Z' }),
  mail({
    id: 11,
    status: 'logged',
    template: 'password_reset_code',
    subject: 'Psar: your password reset code 123456',
  }),
  mail({ id: 10 }),
  mail({ id: 9, template: null, language: null, subject: 'An old message' }),
];

const page = (data: OutboxEmail[], currentPage = 1, lastPage = 1) => ({
  body: {
    data,
    links: { first: '', last: null, prev: null, next: null },
    meta: {
      currentPage,
      perPage: 25,
      total: Math.max(data.length, (lastPage - 1) * 25 + 1),
      totalIsEstimate: false,
      lastPage,
    },
  },
});

const outboxCalls = (calls: Request[]) =>
  calls.filter((request) => request.url.includes('/backoffice/outbox'));

describe('OutboxPage', () => {
  jest.setTimeout(20_000);

  it('is in the menu of the owner and support agents only', () => {
    expect(navItemsFor('owner').map((item) => item.key)).toContain('outbox');
    expect(navItemsFor('support_agent').map((item) => item.key)).toContain('outbox');
    expect(navItemsFor('order_handler').map((item) => item.key)).not.toContain('outbox');
    expect(navItemsFor('catalog_manager').map((item) => item.key)).not.toContain('outbox');
  });

  it('shows each e-mail with its delivery state, and its text on demand', async () => {
    mockApi({ 'GET /backoffice/outbox': page(mails) });
    const { user } = renderScreen(<OutboxPage />, { role: 'support_agent', path: '/backoffice/outbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();

    const failed = await screen.findByTestId('outbox-mail-14');
    expect(within(failed).getByTestId('outbox-state-14')).toHaveTextContent('Failed: 451 4.3.0 Mailbox busy');
    expect(failed).toHaveTextContent('Order cancelled');
    expect(failed).toHaveTextContent('Khmer');
    expect(failed).toHaveTextContent('Try 8 of 8');
    expect(
      within(failed).getByRole('heading', { name: 'Psar៖ ការបញ្ជាទិញ PS-000043 ត្រូវបានលុបចោល' }),
    ).toBeInTheDocument();

    const retrying = screen.getByTestId('outbox-mail-13');
    expect(within(retrying).getByTestId('outbox-state-13')).toHaveTextContent(
      /^Waiting to retry at Apr 2, 2026/,
    );
    expect(retrying).toHaveTextContent('Last error: Connection timeout');
    expect(within(retrying).queryByRole('button', { name: /Send .* again/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('outbox-state-12')).toHaveTextContent('Waiting to be sent');
    expect(screen.getByTestId('outbox-state-11')).toHaveTextContent('Written to the API log');
    expect(screen.getByTestId('outbox-state-10')).toHaveTextContent(/^Sent Apr 2, 2026/);
    expect(screen.getByTestId('outbox-mail-9')).toHaveTextContent('Older e-mail');
    expect(screen.getByText('6 e-mails')).toBeInTheDocument();

    const sent = screen.getByTestId('outbox-mail-10');
    expect(within(sent).queryByLabelText('Text of the e-mail to dara@example.com')).not.toBeInTheDocument();
    await user.click(within(sent).getByRole('button', { name: 'Show the e-mail' }));
    expect(within(sent).getByLabelText('Text of the e-mail to dara@example.com')).toHaveTextContent(
      'Tracking number: TRK-1',
    );
    expect(within(sent).getByRole('button', { name: 'Hide the e-mail' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('sends a failed e-mail again and says so', async () => {
    const { calls } = mockApi({
      'GET /backoffice/outbox': page(mails),
      'POST /backoffice/outbox/14/retry': {
        body: {
          data: { ...mails[0], status: 'pending', attempts: 0, nextAttemptAt: '2026-04-02T04:00:00Z' },
        },
      },
    });
    const { user } = renderScreen(<OutboxPage />, { path: '/backoffice/outbox' });
    const failed = await screen.findByTestId('outbox-mail-14');
    await user.click(
      within(failed).getByRole('button', { name: 'Send the e-mail to dara@example.com again' }),
    );
    expect(await screen.findByTestId('outbox-status')).toHaveTextContent(
      'The e-mail to dara@example.com will be sent again in a few seconds.',
    );
    expect(
      calls.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname),
    ).toEqual(['/api/backoffice/outbox/14/retry']);
  });

  it("shows the API's refusal when the e-mail is no longer failed", async () => {
    mockApi({
      'GET /backoffice/outbox': page(mails),
      'POST /backoffice/outbox/14/retry': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'mail.retry_not_failed',
          params: { status: 'pending' },
          message: 'Only a message that failed can be sent again; this one is pending.',
        },
      },
    });
    const { user } = renderScreen(<OutboxPage />, { path: '/backoffice/outbox' });
    const failed = await screen.findByTestId('outbox-mail-14');
    await user.click(
      within(failed).getByRole('button', { name: 'Send the e-mail to dara@example.com again' }),
    );
    expect(await screen.findByTestId('outbox-status')).toHaveTextContent(
      'Only a message that failed can be sent again; this one is pending.',
    );
  });

  it('filters by address, status and kind of e-mail, in the request and the URL', async () => {
    const { calls } = mockApi({ 'GET /backoffice/outbox': page(mails, 1, 3) });
    const { user } = renderScreen(<OutboxPage />, { path: '/backoffice/outbox' });
    await screen.findByTestId('outbox-mail-14');

    await user.type(screen.getByLabelText("Recipient's e-mail"), 'Dara@Example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind of e-mail' }));
    await user.click(screen.getByRole('option', { name: 'Order shipped' }));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByTestId('outbox-mail-14');
    const last = new URL(outboxCalls(calls).at(-1)!.url);
    expect(Object.fromEntries(last.searchParams)).toEqual({
      to: 'dara@example.com',
      status: 'failed',
      template: 'order_shipped',
      page: '2',
      perPage: '25',
    });
  });

  it('checks the address before searching, and sends nothing for a typo', async () => {
    const { calls } = mockApi({ 'GET /backoffice/outbox': page(mails) });
    const { user } = renderScreen(<OutboxPage />, { path: '/backoffice/outbox' });
    await screen.findByTestId('outbox-mail-14');
    const before = outboxCalls(calls).length;
    const field = screen.getByLabelText("Recipient's e-mail");
    await user.type(field, 'dara@example{Enter}');
    expect(
      await screen.findByText('Enter a full e-mail address, e.g. dara@example.com.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(outboxCalls(calls)).toHaveLength(before);
  });

  it('reads its filters from a link, and clears the address', async () => {
    const { calls } = mockApi({ 'GET /backoffice/outbox': page([]) });
    const { user } = renderScreen(<OutboxPage />, {
      path: '/backoffice/outbox',
      route: '/backoffice/outbox?to=vanna@example.com&status=failed',
    });
    expect(await screen.findByTestId('outbox-empty')).toHaveTextContent('No e-mail matches these filters.');
    expect(screen.getByLabelText("Recipient's e-mail")).toHaveValue('vanna@example.com');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Failed');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByTestId('outbox-empty');
    const last = new URL(outboxCalls(calls).at(-1)!.url);
    expect(Object.fromEntries(last.searchParams)).toEqual({ status: 'failed', page: '1', perPage: '25' });
  });

  it('on a phone, shows the e-mails as cards with their "Send again" button', async () => {
    emulatePhoneScreen();
    mockApi({ 'GET /backoffice/outbox': page(mails) });
    renderScreen(<OutboxPage />, { path: '/backoffice/outbox' });
    const failed = await screen.findByTestId('outbox-mail-14');
    expect(
      within(failed).getByRole('button', { name: 'Send the e-mail to dara@example.com again' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the outbox cannot be loaded', async () => {
    mockApi({
      'GET /backoffice/outbox': { status: 500, body: { statusCode: 500, error: 'Internal Server Error' } },
    });
    renderScreen(<OutboxPage />, { path: '/backoffice/outbox' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The outbox could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
