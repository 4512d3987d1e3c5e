import { i18n } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import khCommon from '@storefront/shared/locales/kh/common.json';
import { act, screen, waitFor, within } from '@testing-library/react';
import MessagesLauncher from './messages-launcher';

const thread = {
  id: 7,
  subject: 'Where is my order?',
  createdAt: '2026-11-20T10:00:00Z',
  lastMessageAt: '2026-11-20T10:05:00Z',
  lastMessage: null,
  unreadCount: 0,
};
// Typing into a lazy panel on a shared 2-CPU machine: generous waits (nothing here asserts on timing).
jest.setTimeout(30_000);

/** Waits for what a fetch brings, on a busy machine. */
const slow = { timeout: 10_000 };
const noUnread = { 'GET /messages/unread-count': { body: { data: { count: 0 } } } };
const page = {
  links: { first: '', last: null, prev: null, next: null },
  meta: { currentPage: 1, perPage: 50, total: 1, totalIsEstimate: false, lastPage: 1 },
};

describe('Messages panel', () => {
  // Newer browsers return a promise from scrollIntoView (jsdom has none); the panel must cope.
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn(() =>
      Promise.resolve(),
    ) as unknown as Element['scrollIntoView'];
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('toggles the Messages panel, opens a thread, sends a message and shows new ones', async () => {
    const conversation = [
      {
        id: 1,
        threadId: 7,
        sender: 'customer',
        body: 'Ordered on Monday.',
        createdAt: '2026-11-20T10:00:00Z',
      },
      { id: 2, threadId: 7, sender: 'shop', body: 'It ships today.', createdAt: '2026-11-20T10:05:00Z' },
    ];
    const { calls } = mockApi({
      ...noUnread,
      'GET /messages/threads': { body: { data: [thread], ...page } },
      'GET /messages/threads/7/messages': () => ({ body: { data: conversation } }),
      'POST /messages/threads/7/messages': () => {
        const sent = {
          id: 3,
          threadId: 7,
          sender: 'customer',
          body: 'Thank you!',
          createdAt: '2026-11-20T10:06:00Z',
        };
        conversation.push(sent);
        return { status: 201, body: { data: sent } };
      },
    });
    const { user } = renderWithProviders(<MessagesLauncher />);
    const button = screen.getByRole('button', { name: 'Open Messages' });
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Messages' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(await within(panel).findByText('Where is my order?'));
    expect(await within(panel).findByText('It ships today.')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Thank you!');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Thank you!', {}, { timeout: 3000 })).toBeInTheDocument();
    const post = calls.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({ body: 'Thank you!' });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    await user.click(within(panel).getByRole('button', { name: 'Close messages' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument());
  });

  it('gives focus back to the Open Messages button when the panel closes by Escape or its close button', async () => {
    mockApi({ ...noUnread, 'GET /messages/threads': { body: { data: [thread], ...page } } });
    const { user } = renderWithProviders(<MessagesLauncher />);
    const button = screen.getByRole('button', { name: 'Open Messages' });

    await user.click(button);
    let panel = await screen.findByRole('dialog', { name: 'Messages' });
    await within(panel).findByText('Where is my order?');
    expect(within(panel).getByRole('button', { name: 'Close messages' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    panel = await screen.findByRole('dialog', { name: 'Messages' });
    await user.click(within(panel).getByRole('button', { name: 'Close messages' }));
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('starts a conversation, with field messages for an empty form', async () => {
    mockApi({
      ...noUnread,
      'GET /messages/threads': { body: { data: [], ...page } },
      'POST /messages/threads': { status: 201, body: { data: { ...thread, id: 8, subject: 'Sizes' } } },
      'GET /messages/threads/8/messages': {
        body: {
          data: [
            {
              id: 5,
              threadId: 8,
              sender: 'customer',
              body: 'Do you have XL?',
              createdAt: '2026-11-20T10:00:00Z',
            },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<MessagesLauncher />);
    await user.click(screen.getByRole('button', { name: 'Open Messages' }));
    const panel = await screen.findByRole('dialog', { name: 'Messages' });
    expect(await within(panel).findByText('No conversations yet. Ask us anything!')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'New conversation' }));
    await user.click(within(panel).getByRole('button', { name: 'Start conversation' }));
    expect(await within(panel).findByText('Please give the conversation a subject.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Subject'), 'Sizes');
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Do you have XL?');
    await user.click(within(panel).getByRole('button', { name: 'Start conversation' }));
    expect(await within(panel).findByText('Do you have XL?')).toBeInTheDocument();
  });

  it('badges the button with the unread count and clears it when the conversation is read', async () => {
    let unread = 2;
    const conversation = [
      {
        id: 1,
        threadId: 7,
        sender: 'customer',
        body: 'Ordered on Monday.',
        createdAt: '2026-11-20T10:00:00Z',
      },
      { id: 2, threadId: 7, sender: 'shop', body: 'It ships today.', createdAt: '2026-11-20T10:05:00Z' },
      { id: 3, threadId: 7, sender: 'shop', body: 'Tracking: PX123.', createdAt: '2026-11-20T10:06:00Z' },
    ];
    const reads: unknown[] = [];
    const other = { ...thread, id: 8, subject: 'Sizes', unreadCount: 0 };
    mockApi({
      'GET /messages/unread-count': () => ({ body: { data: { count: unread } } }),
      'GET /messages/threads': () => ({
        body: { data: [{ ...thread, unreadCount: unread }, other], ...page },
      }),
      'GET /messages/threads/7/messages': () => ({ body: { data: conversation } }),
      'GET /messages/threads/8/messages': { body: { data: [] } },
      'POST /messages/threads/7/read': (request) => {
        reads.push(request);
        unread = 0;
        return { body: { data: { count: 0 } } };
      },
      'POST /messages/threads/7/messages': () => {
        // The shop answers at once: the conversation, open, reads it too.
        conversation.push(
          { id: 4, threadId: 7, sender: 'customer', body: 'Thanks', createdAt: '2026-11-20T10:07:00Z' },
          { id: 5, threadId: 7, sender: 'shop', body: 'You are welcome.', createdAt: '2026-11-20T10:08:00Z' },
        );
        unread = 1;
        return { status: 201, body: { data: conversation[3] } };
      },
    });
    const { user } = renderWithProviders(<MessagesLauncher />);
    const button = screen.getByRole('button', { name: 'Open Messages' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 unread messages'), slow);
    expect(screen.getByTestId('messages-unread-badge')).toHaveTextContent('2');

    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Messages' }, slow);
    expect(await within(panel).findByRole('img', { name: '2 unread messages' }, slow)).toBeInTheDocument();
    // A conversation without unread messages is not reported read.
    await user.click(within(panel).getByText('Sizes'));
    await within(panel).findByRole('log', { name: 'Conversation' }, slow);
    expect(reads).toHaveLength(0);

    await user.click(within(panel).getByText('Where is my order?'));
    expect(await within(panel).findByText('Tracking: PX123.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(reads).toHaveLength(1), slow);
    expect(await (reads[0] as Request).json()).toEqual({ lastId: 3 });
    await waitFor(() => expect(button).not.toHaveAccessibleDescription(), slow);
    expect(screen.queryByTestId('messages-unread')).not.toBeInTheDocument();
    // The conversation list is fetched again after the read: its badge goes once that answer is in.
    await waitFor(
      () => expect(within(panel).queryByRole('img', { name: /unread/ })).not.toBeInTheDocument(),
      slow,
    );

    // A new message from the shop while the conversation is open is read at once.
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Thanks');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('You are welcome.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(reads).toHaveLength(2), slow);
    expect(await (reads[1] as Request).json()).toEqual({ lastId: 5 });
    await waitFor(() => expect(screen.queryByTestId('messages-unread')).not.toBeInTheDocument(), slow);
  });

  it('says the unread count in Khmer too', async () => {
    mockApi({
      'GET /messages/unread-count': { body: { data: { count: 1 } } },
    });
    renderWithProviders(<MessagesLauncher />);
    const button = screen.getByRole('button', { name: 'Open Messages' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('1 unread message'), slow);
    i18n.addResourceBundle('kh', 'common', khCommon, true, true);
    try {
      await act(() => i18n.changeLanguage('kh'));
      expect(screen.getByRole('button', { name: 'បើកសារ' })).toHaveAccessibleDescription('សារមិនទាន់អាន 1');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
