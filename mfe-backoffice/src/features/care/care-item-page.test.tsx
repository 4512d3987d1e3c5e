import type { CareAssignee, CareItem } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import CareItemPage from './care-item-page';

const ticket: CareItem = {
  kind: 'ticket',
  id: 42,
  reference: 'CS-000042',
  from: { name: 'Sokha Chan', email: 'sokha@example.com', userId: null },
  subject: 'My parcel has not arrived after ten days',
  preview: '',
  status: 'open',
  assignee: null,
  unread: false,
  language: 'kh',
  createdAt: '2026-11-20T10:00:00Z',
  lastActivityAt: '2026-11-20T10:00:00Z',
  body: 'My parcel has not arrived after ten days, please help.',
  details: [
    { key: 'topic', value: 'delivery' },
    { key: 'orderNumber', value: 'PS-1001' },
    { key: 'ticketStatus', value: 'open' },
  ],
  documents: [
    {
      id: 9,
      kind: 'ticket_attachment',
      name: 'parcel.png',
      mimeType: 'image/png',
      sizeBytes: 20480,
      url: '/api/backoffice/care/ticket/42/documents/9',
    },
  ],
  conversation: [],
  replyChannel: 'email',
  replyTo: 'sokha@example.com',
  readAt: '2026-11-20T11:00:00Z',
  closedAt: null,
  history: [],
};

const thread: CareItem = {
  ...ticket,
  kind: 'thread',
  id: 7,
  reference: 'MS-000007',
  subject: 'Sizes',
  body: null,
  details: [],
  documents: [],
  replyChannel: 'message',
  replyTo: null,
  language: 'en',
  conversation: [
    {
      id: 1,
      author: 'requester',
      body: 'Do you have XL?',
      channel: 'message',
      staff: null,
      createdAt: '2026-11-20T10:00:00Z',
    },
    {
      id: 2,
      author: 'staff',
      body: 'Yes, in blue.',
      channel: 'message',
      staff: { id: 1, name: 'Dara Owner', email: 'owner@psar.test' },
      createdAt: '2026-11-20T10:05:00Z',
    },
  ],
  history: [
    {
      id: 5,
      actor: { id: 1, email: 'owner@psar.test', role: 'owner' },
      action: 'care.reply',
      entityType: 'message_thread',
      entityId: '7',
      before: { status: 'open' },
      after: { status: 'waiting' },
      createdAt: '2026-11-20T10:05:00Z',
    },
  ],
};

const assignees: CareAssignee[] = [
  { id: 1, name: 'Dara Owner', email: 'owner@psar.test', role: 'owner' },
  { id: 4, name: 'Chenda Lim', email: 'chenda@psar.test', role: 'support_agent' },
];

const problem = (status: number, code: string, extra: object = {}) => ({
  status,
  body: { statusCode: status, error: 'Error', code, params: {}, message: `server: ${code}`, ...extra },
});

function routes(item: CareItem, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /backoffice/care/${item.kind}/${item.id}`]: { body: { data: item } },
    'GET /backoffice/care/assignees': { body: { data: assignees } },
    ...overrides,
  });
}

const show = (item: CareItem, role: 'owner' | 'support_agent' = 'support_agent') =>
  renderScreen(<CareItemPage />, {
    role,
    me: { id: 4, name: 'Chenda Lim', email: 'chenda@psar.test' },
    path: '/backoffice/care/:kind/:id',
    route: `/backoffice/care/${item.kind}/${item.id}`,
  });

const posts = (calls: Request[], verb: string) =>
  calls.filter((request) => request.method === 'POST' && request.url.endsWith(`/${verb}`));

describe('CareItemPage', () => {
  jest.setTimeout(30_000);

  it('shows what the requester sent, translated, with the document to download', async () => {
    routes(ticket);
    show(ticket);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My parcel has not arrived after ten days' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('care-reference')).toHaveTextContent('CS-000042');
    expect(screen.getByTestId('care-detail-topic')).toHaveTextContent('Shipping & delivery');
    expect(screen.getByTestId('care-detail-orderNumber')).toHaveTextContent('PS-1001');
    expect(screen.getByTestId('care-detail-ticketStatus')).toHaveTextContent('Open');
    expect(screen.getByTestId('care-body')).toHaveTextContent('please help.');
    expect(screen.getByRole('link', { name: 'Download parcel.png' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/backoffice\/care\/ticket\/42\/documents\/9$/),
    );
    expect(screen.getByText('No reply yet.')).toBeInTheDocument();
    expect(screen.getByText('Your reply is e-mailed to sokha@example.com, in Khmer.')).toBeInTheDocument();
  });

  it('sends a reply, says so and empties the box', async () => {
    const { calls } = routes(ticket, {
      'POST /backoffice/care/ticket/42/reply': { body: { data: { ...ticket, status: 'waiting' } } },
    });
    const { user } = show(ticket);
    await user.type(
      await screen.findByRole('textbox', { name: 'Your reply' }),
      '  It left Phnom Penh today. ',
    );
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByTestId('care-status-message')).toHaveTextContent('Reply sent.');
    expect(await posts(calls, 'reply')[0]!.json()).toEqual({ body: 'It left Phnom Penh today.' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue(''));
  });

  it('checks the reply before sending, and keeps the typed text when the API refuses it', async () => {
    let answer = problem(400, 'request.invalid_input', {
      fields: {
        body: {
          code: 'care.reply_too_long',
          params: { max: 5000 },
          message: 'A reply is at most 5000 characters.',
        },
      },
    });
    const { calls } = routes(ticket, { 'POST /backoffice/care/ticket/42/reply': () => answer });
    const { user } = show(ticket);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('Please write a reply.')).toBeInTheDocument();
    expect(posts(calls, 'reply')).toHaveLength(0);

    await user.type(box, 'Here is my answer');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('A reply is at most 5000 characters.')).toBeInTheDocument();
    expect(box).toHaveValue('Here is my answer');

    answer = problem(409, 'care.item_closed');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByTestId('care-reply-failure')).toHaveTextContent(
      'This item is closed: reopen it to reply.',
    );
    expect(box).toHaveValue('Here is my answer');
    expect(posts(calls, 'reply')).toHaveLength(2);
  });

  it('shows a thread as a conversation and its history', async () => {
    routes(thread);
    show(thread);
    const conversation = await screen.findByTestId('care-conversation');
    expect(within(conversation).getByTestId('care-entry-requester')).toHaveTextContent('Do you have XL?');
    expect(within(conversation).getByTestId('care-entry-staff')).toHaveTextContent('Yes, in blue.');
    expect(within(conversation).getByTestId('care-entry-staff')).toHaveTextContent(
      'Dara Owner · in Messages',
    );
    expect(
      screen.getByText('The shopper sees your reply in the Messages panel on the shop.'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('care-history')).getByText('Replied')).toBeInTheDocument();
    expect(within(screen.getByTestId('care-history')).getByText(/owner@psar.test/)).toBeInTheDocument();
  });

  it('assigns to me or to someone, and unassigns', async () => {
    const { calls } = routes(ticket, {
      'POST /backoffice/care/ticket/42/assign': (request) => {
        void request;
        return {
          body: { data: { ...ticket, assignee: { id: 4, name: 'Chenda Lim', email: 'chenda@psar.test' } } },
        };
      },
    });
    const { user } = show(ticket);
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByTestId('care-status-message')).toHaveTextContent('Assigned to Chenda Lim.');
    expect(await posts(calls, 'assign')[0]!.json()).toEqual({ assigneeId: 4 });

    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    expect(await screen.findByRole('option', { name: 'Chenda Lim (me)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Dara Owner' }));
    await waitFor(() => expect(posts(calls, 'assign')).toHaveLength(2));
    expect(await posts(calls, 'assign')[1]!.json()).toEqual({ assigneeId: 1 });
  });

  it('shows a refused assignment translated', async () => {
    routes(ticket, {
      'POST /backoffice/care/ticket/42/assign': problem(400, 'care.assignee_not_agent', {
        fields: { assigneeId: { code: 'care.assignee_not_agent', params: {}, message: 'x' } },
      }),
    });
    const { user } = show(ticket);
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByTestId('care-refusal')).toHaveTextContent(
      'Items can only be assigned to an owner or a support agent.',
    );
  });

  it('closes, and says so when someone else closed it first', async () => {
    let answer: ReturnType<typeof problem> | { body: { data: CareItem } } = problem(
      409,
      'care.already_closed',
    );
    const { calls } = routes(ticket, { 'POST /backoffice/care/ticket/42/close': () => answer });
    const { user } = show(ticket);
    await user.click(await screen.findByRole('button', { name: 'Close this item' }));
    expect(await screen.findByTestId('care-refusal')).toHaveTextContent(
      'Someone has already closed this item.',
    );
    answer = { body: { data: { ...ticket, status: 'closed', closedAt: '2026-11-21T09:00:00Z' } } };
    await user.click(screen.getByRole('button', { name: 'Close this item' }));
    expect(await screen.findByTestId('care-status-message')).toHaveTextContent('Closed.');
    expect(posts(calls, 'close')).toHaveLength(2);
  });

  it('offers no reply on a closed item, only reopening', async () => {
    const closed = { ...ticket, status: 'closed' as const, closedAt: '2026-11-21T09:00:00Z' };
    const { calls } = routes(closed, {
      'POST /backoffice/care/ticket/42/reopen': { body: { data: { ...ticket, status: 'open' } } },
    });
    const { user } = show(closed, 'owner');
    expect(await screen.findByTestId('care-reply-closed')).toHaveTextContent('reopen it to reply');
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close this item' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen this item' }));
    expect(await screen.findByTestId('care-status-message')).toHaveTextContent('Reopened.');
    expect(posts(calls, 'reopen')).toHaveLength(1);
  });

  it('says when a reply cannot reach the requester', async () => {
    const anonymous: CareItem = {
      ...ticket,
      kind: 'feedback',
      id: 3,
      reference: 'FB-000003',
      from: { name: null, email: null, userId: null },
      replyChannel: null,
      replyTo: null,
      details: [{ key: 'rating', value: '4' }],
      documents: [],
    };
    routes(anonymous);
    show(anonymous);
    expect(await screen.findByTestId('care-reply-unreachable')).toHaveTextContent('no e-mail address');
    expect(screen.getByTestId('care-detail-rating')).toHaveTextContent('★★★★☆ 4/5');
    expect(screen.getAllByText('Anonymous').length).toBeGreaterThan(0);
  });

  it('answers an unknown item or kind with a message, not a crash', async () => {
    routes(ticket, { 'GET /backoffice/care/ticket/99': problem(404, 'care.item_not_found') });
    const first = renderScreen(<CareItemPage />, {
      path: '/backoffice/care/:kind/:id',
      route: '/backoffice/care/ticket/99',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no such item in the customer-care inbox.',
    );
    first.unmount();
    renderScreen(<CareItemPage />, {
      path: '/backoffice/care/:kind/:id',
      route: '/backoffice/care/orders/1',
    });
    expect(await screen.findByText('There is no such item in the inbox.')).toBeInTheDocument();
  });
});
