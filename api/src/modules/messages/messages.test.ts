import { MESSAGES_PAGE_LIMIT } from '@storefront/shared/contract/messages';
import { CLIENT, createTestApp, signIn, signInWithRole, type TestApp } from '../../testing/test-app';
import { messages } from './schema';

describe('messages API', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
    demo = await signIn(t.app);
    agent = (await signInWithRole(t, 'support_agent')).cookie;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: CLIENT,
      payload: { name: 'Other Shopper', email: 'other-messages@example.com', password: 'Other1234' },
    });
    other = signUp.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...CLIENT, cookie }, ...(payload ? { payload } : {}) });
  /** A support agent answers in the thread from the back office's inbox. */
  const shopReply = (threadId: number, body: string) =>
    call('POST', `/api/backoffice/care/thread/${threadId}/reply`, agent, { body });
  const unread = async (cookie = demo) =>
    (await call('GET', '/api/messages/unread-count', cookie)).json().data.count as number;

  it('needs a signed-in shopper', async () => {
    expect((await call('GET', '/api/messages/threads', '')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/messages/threads', '', { subject: 'Hi', body: 'Hello' })).statusCode,
    ).toBe(401);
  });

  it('starts a thread, lists it, exchanges messages with the shop and polls for new ones', async () => {
    const started = await call('POST', '/api/messages/threads', demo, {
      subject: '  Where is my order? ',
      body: 'Ordered on Monday.',
    });
    expect(started.statusCode).toBe(201);
    const thread = started.json().data;
    expect(thread).toMatchObject({
      subject: 'Where is my order?',
      lastMessage: { sender: 'customer', body: 'Ordered on Monday.' },
    });

    const reply = await shopReply(thread.id, 'It ships today.');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.conversation.at(-1)).toMatchObject({
      author: 'staff',
      channel: 'message',
      body: 'It ships today.',
    });

    const sent = await call('POST', `/api/messages/threads/${thread.id}/messages`, demo, {
      body: 'Thank you!',
    });
    expect(sent.statusCode).toBe(201);

    const all = (await call('GET', `/api/messages/threads/${thread.id}/messages`, demo)).json().data;
    expect(all.map((message: { sender: string; body: string }) => [message.sender, message.body])).toEqual([
      ['customer', 'Ordered on Monday.'],
      ['shop', 'It ships today.'],
      ['customer', 'Thank you!'],
    ]);
    const newer = (
      await call('GET', `/api/messages/threads/${thread.id}/messages?afterId=${all[1].id}`, demo)
    ).json().data;
    expect(newer.map((message: { body: string }) => message.body)).toEqual(['Thank you!']);

    const list = (await call('GET', '/api/messages/threads', demo)).json();
    expect(list.data[0]).toMatchObject({ id: thread.id, lastMessage: { body: 'Thank you!' } });
    expect(list.meta).toMatchObject({ currentPage: 1, total: 1 });
  });

  it('in a long conversation returns the newest messages, oldest first, and new ones keep appearing', async () => {
    const thread = (
      await call('POST', '/api/messages/threads', demo, { subject: 'A long chat', body: 'message 0' })
    ).json().data;
    const earlier = Array.from({ length: MESSAGES_PAGE_LIMIT + 20 }, (_, index) => ({
      threadId: thread.id as number,
      sender: index % 2 === 0 ? 'shop' : 'customer',
      body: `message ${index + 1}`,
    }));
    await t.database.db.insert(messages).values(earlier);
    const sent = await call('POST', `/api/messages/threads/${thread.id}/messages`, demo, {
      body: 'the newest',
    });
    expect(sent.statusCode).toBe(201);

    const read = (await call('GET', `/api/messages/threads/${thread.id}/messages`, demo)).json().data as {
      id: number;
      body: string;
    }[];
    expect(read).toHaveLength(MESSAGES_PAGE_LIMIT);
    // 522 messages in all (0 … 520, then 'the newest'): the oldest 22 are left out.
    expect(read[0]!.body).toBe('message 22');
    expect(read.at(-1)!.body).toBe('the newest');
    const ids = read.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // Polling after the last seen message still brings the next one.
    expect((await shopReply(thread.id, 'shop answer')).statusCode).toBe(200);
    const newer = (
      await call('GET', `/api/messages/threads/${thread.id}/messages?afterId=${ids.at(-1)}`, demo)
    ).json().data;
    expect(newer.map((message: { body: string }) => message.body)).toEqual(['shop answer']);
  });

  it("answers another shopper's thread as not found", async () => {
    const thread = (
      await call('POST', '/api/messages/threads', demo, { subject: 'Private', body: 'Mine only' })
    ).json().data;
    expect((await call('GET', `/api/messages/threads/${thread.id}/messages`, other)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/messages/threads/${thread.id}/messages`, other, { body: 'peek' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/messages/threads', other)).json().data).toEqual([]);
  });

  it('validates subjects, bodies and ids with field messages (400, never 500)', async () => {
    const empty = await call('POST', '/api/messages/threads', demo, { subject: ' ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      subject: {
        code: 'message.subject_required',
        params: {},
        message: 'Please give the conversation a subject.',
      },
      body: { code: 'message.body_required', params: {}, message: 'Please write a message.' },
    });
    const missing = await call('POST', '/api/messages/threads', demo, { subject: 'x'.repeat(121) });
    expect(missing.json().fields).toMatchObject({
      subject: { code: 'message.subject_too_long' },
      body: { code: 'message.body_required' },
    });
    const long = await call('POST', '/api/messages/threads/1/messages', demo, { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.body).toMatchObject({ code: 'message.body_too_long' });
    const ids: [string, string][] = [
      ['abc', 'number.not_a_number'],
      ['1.5', 'number.not_whole'],
      ['0', 'number.not_positive'],
    ];
    for (const [id, code] of ids) {
      const response = await call('GET', `/api/messages/threads/${id}/messages`, demo);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.id).toEqual({
        code,
        params: { field: 'id' },
        message: expect.stringMatching(/^id must be /),
      });
    }
    const unknown = await call('GET', '/api/messages/threads/999999/messages', demo);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'message.thread_not_found',
      params: {},
      message: 'This conversation does not exist.',
    });
  });

  it('checks paging and polling numbers by code', async () => {
    const outside = await call('GET', '/api/messages/threads?page=0&perPage=51', demo);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({
      page: { code: 'number.starts_at', params: { field: 'page', min: 1 }, message: 'page starts at 1' },
      perPage: {
        code: 'number.above_max',
        params: { field: 'perPage', max: 50 },
        message: 'perPage is at most 50',
      },
    });
    const words = await call('GET', '/api/messages/threads?page=one&perPage=all', demo);
    expect(words.json().fields).toMatchObject({
      page: { code: 'number.not_a_number' },
      perPage: { code: 'number.not_a_number' },
    });
    const afterId = await call('GET', '/api/messages/threads/1/messages?afterId=-1', demo);
    expect(afterId.json().fields.afterId).toMatchObject({
      code: 'number.must_not_be_negative',
      params: { field: 'afterId' },
    });
    const notNumber = await call('GET', '/api/messages/threads/1/messages?afterId=latest', demo);
    expect(notNumber.json().fields.afterId).toMatchObject({
      code: 'number.not_a_number',
      params: { field: 'afterId' },
    });
  });

  it("counts the shop's unread messages per thread and in all, and reading clears them", async () => {
    const reader = (await signInWithRole(t, null)).cookie;
    const first = (
      await call('POST', '/api/messages/threads', reader, { subject: 'Sizes', body: 'Do you have XL?' })
    ).json().data;
    const second = (
      await call('POST', '/api/messages/threads', reader, { subject: 'Colours', body: 'Any in red?' })
    ).json().data;
    expect(first.unreadCount).toBe(0);
    expect(await unread(reader)).toBe(0);

    await shopReply(first.id, 'Yes, XL is in stock.');
    await shopReply(first.id, 'And XXL.');
    await shopReply(second.id, 'Red is coming next week.');
    expect(await unread(reader)).toBe(3);
    const threads = (await call('GET', '/api/messages/threads', reader)).json().data as {
      id: number;
      unreadCount: number;
    }[];
    expect(Object.fromEntries(threads.map((thread) => [thread.id, thread.unreadCount]))).toEqual({
      [first.id]: 2,
      [second.id]: 1,
    });
    // The shopper's own messages never count; reading does not happen by listing alone.
    await call('POST', `/api/messages/threads/${first.id}/messages`, reader, { body: 'Great!' });
    expect(await unread(reader)).toBe(3);

    const shown = (await call('GET', `/api/messages/threads/${first.id}/messages`, reader)).json().data as {
      id: number;
      body: string;
    }[];
    const seenFirstReply = shown.find((message) => message.body === 'Yes, XL is in stock.')!;
    const partly = await call('POST', `/api/messages/threads/${first.id}/read`, reader, {
      lastId: seenFirstReply.id,
    });
    expect(partly.statusCode).toBe(200);
    expect(partly.json().data).toEqual({ count: 2 });
    // Reading up to the newest message; a later, smaller id does not make anything unread again.
    expect(
      (
        await call('POST', `/api/messages/threads/${first.id}/read`, reader, { lastId: shown.at(-1)!.id })
      ).json().data,
    ).toEqual({ count: 1 });
    expect(
      (
        await call('POST', `/api/messages/threads/${first.id}/read`, reader, { lastId: seenFirstReply.id })
      ).json().data,
    ).toEqual({ count: 1 });
    // An id past the thread's newest message reads only what is there: a later reply is unread.
    await call('POST', `/api/messages/threads/${second.id}/read`, reader, { lastId: 2_000_000_000 });
    expect(await unread(reader)).toBe(0);
    await shopReply(second.id, 'It has arrived.');
    expect(await unread(reader)).toBe(1);
    // Another shopper's unread count and reads are their own.
    expect(await unread(other)).toBe(0);
    const foreign = await call('POST', `/api/messages/threads/${second.id}/read`, other, { lastId: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('message.thread_not_found');
    expect(await unread(reader)).toBe(1);
  });

  it('needs a session for the unread count and reading, and checks the read id', async () => {
    expect((await call('GET', '/api/messages/unread-count', '')).statusCode).toBe(401);
    expect((await call('POST', '/api/messages/threads/1/read', '', { lastId: 1 })).statusCode).toBe(401);
    const zero = await call('POST', '/api/messages/threads/1/read', demo, { lastId: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.lastId).toMatchObject({ code: 'number.not_positive' });
    const missing = await call('POST', '/api/messages/threads/1/read', demo, {});
    expect(missing.json().fields.lastId).toMatchObject({ code: 'number.not_a_number' });
  });

  it('no longer has the operator reply route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/messages/threads/1/messages',
      headers: CLIENT,
      payload: { body: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });
});
