import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import MessagesLauncher from './messages-launcher';

const thread = { id: 7, subject: 'Where is my order?', createdAt: '2026-11-20T10:00:00Z', lastMessageAt: '2026-11-20T10:05:00Z', lastMessage: null };
const page = { links: { first: '', last: null, prev: null, next: null }, meta: { currentPage: 1, perPage: 50, total: 1, totalIsEstimate: false, lastPage: 1 } };

describe('Messages panel', () => {
  // Newer browsers return a promise from scrollIntoView (jsdom has none); the panel must cope.
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn(() => Promise.resolve()) as unknown as Element['scrollIntoView'];
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('toggles the Messages panel, opens a thread, sends a message and shows new ones', async () => {
    const conversation = [
      { id: 1, threadId: 7, sender: 'customer', body: 'Ordered on Monday.', createdAt: '2026-11-20T10:00:00Z' },
      { id: 2, threadId: 7, sender: 'shop', body: 'It ships today.', createdAt: '2026-11-20T10:05:00Z' },
    ];
    const { calls } = mockApi({
      'GET /messages/threads': { body: { data: [thread], ...page } },
      'GET /messages/threads/7/messages': () => ({ body: { data: conversation } }),
      'POST /messages/threads/7/messages': () => {
        const sent = { id: 3, threadId: 7, sender: 'customer', body: 'Thank you!', createdAt: '2026-11-20T10:06:00Z' };
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
    mockApi({ 'GET /messages/threads': { body: { data: [thread], ...page } } });
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
      'GET /messages/threads': { body: { data: [], ...page } },
      'POST /messages/threads': { status: 201, body: { data: { ...thread, id: 8, subject: 'Sizes' } } },
      'GET /messages/threads/8/messages': { body: { data: [{ id: 5, threadId: 8, sender: 'customer', body: 'Do you have XL?', createdAt: '2026-11-20T10:00:00Z' }] } },
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
});
