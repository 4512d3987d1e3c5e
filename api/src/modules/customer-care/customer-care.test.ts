import { and, desc, eq } from 'drizzle-orm';
import type { CareInbox, CareItem } from '@storefront/shared/contract';
import { CLIENT, createTestApp, signInWithRole, type TestApp } from '../../testing/test-app';
import { DOCX, multipartBody, PDF, PNG } from '../content/multipart-body.test-helper';
import { supportTickets } from '../help/schema';
import { outboxEmails } from '../mail/schema';
import { auditLog } from '../staff/schema';

type Method = 'GET' | 'POST';

describe('customer-care inbox API', () => {
  let t: TestApp;
  let agent: { cookie: string; userId: number; email: string };
  let owner: { cookie: string; userId: number; email: string };
  let shopper: { cookie: string; userId: number; email: string };

  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
    agent = await signInWithRole(t, 'support_agent');
    owner = await signInWithRole(t, 'owner');
    shopper = await signInWithRole(t, null);
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, cookie: string, payload?: object, headers: object = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...CLIENT, cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  const inbox = async (query = '', cookie = agent.cookie) => {
    const response = await call('GET', `/api/backoffice/care${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as CareInbox;
  };
  const open = async (kind: string, id: number, cookie = agent.cookie) => {
    const response = await call('GET', `/api/backoffice/care/${kind}/${id}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json().data as CareItem;
  };
  const act = (kind: string, id: number, verb: string, payload?: object, cookie = agent.cookie) =>
    call('POST', `/api/backoffice/care/${kind}/${id}/${verb}`, cookie, payload ?? {});
  const auditOf = (entityType: string, id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  async function startThread(subject: string, body: string, cookie = shopper.cookie, language = 'en') {
    const response = await call(
      'POST',
      '/api/messages/threads',
      cookie,
      { subject, body },
      { 'accept-language': language === 'kh' ? 'km' : 'en' },
    );
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  }

  async function createTicket(fields: Record<string, string>, language: 'en' | 'kh', attach = false) {
    const body = multipartBody(
      {
        name: 'Sokha Chan',
        email: 'sokha.ticket@example.com',
        topic: 'delivery',
        orderNumber: 'PS-1001',
        message: 'My parcel has not arrived after ten days, please help.',
        ...fields,
      },
      attach ? { field: 'attachment', name: 'parcel.png', type: 'image/png', bytes: PNG } : undefined,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      headers: { ...CLIENT, ...body.headers, 'accept-language': language === 'kh' ? 'km' : 'en' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const number = response.json().data.number as string;
    return Number(number.replace(/^CS-0*/, ''));
  }

  it('lets owners and support agents in, refuses other roles and shoppers, and asks anonymous callers to sign in', async () => {
    const threadId = await startThread('Roles', 'Who can read this?');
    const handler = await signInWithRole(t, 'order_handler');
    const manager = await signInWithRole(t, 'catalog_manager');
    for (const cookie of [owner.cookie, agent.cookie]) {
      expect((await call('GET', '/api/backoffice/care', cookie)).statusCode).toBe(200);
      expect((await call('GET', `/api/backoffice/care/thread/${threadId}`, cookie)).statusCode).toBe(200);
      expect((await call('GET', '/api/backoffice/care/assignees', cookie)).statusCode).toBe(200);
    }
    for (const cookie of [handler.cookie, manager.cookie, shopper.cookie]) {
      for (const [method, url] of [
        ['GET', '/api/backoffice/care'],
        ['GET', `/api/backoffice/care/thread/${threadId}`],
        ['GET', '/api/backoffice/care/assignees'],
        ['POST', `/api/backoffice/care/thread/${threadId}/reply`],
        ['POST', `/api/backoffice/care/thread/${threadId}/assign`],
        ['POST', `/api/backoffice/care/thread/${threadId}/close`],
        ['POST', `/api/backoffice/care/thread/${threadId}/reopen`],
      ] as const) {
        const response = await call(
          method,
          url,
          cookie,
          method === 'POST' ? { body: 'x', assigneeId: null } : undefined,
        );
        expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
          url,
          status: 403,
          code: 'staff.role_forbidden',
        });
      }
    }
    const anonymous = await call('GET', '/api/backoffice/care', '');
    expect(anonymous.statusCode).toBe(401);
    expect((await call('POST', `/api/backoffice/care/thread/${threadId}/close`, '', {})).statusCode).toBe(
      401,
    );
    // Nobody but the agents touched it: still new, no audit entry.
    expect((await auditOf('message_thread', threadId)).length).toBe(0);
  });

  it('a reply in a thread reaches the shopper as an unread message; reading clears it; writing again reopens it', async () => {
    const threadId = await startThread('ការដឹកជញ្ជូន', 'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មានថ្ងៃ?', shopper.cookie, 'kh');
    const listed = (await inbox('?kind=thread')).data.find((row) => row.id === threadId)!;
    expect(listed).toMatchObject({
      kind: 'thread',
      reference: `MS-${String(threadId).padStart(6, '0')}`,
      from: { email: shopper.email, userId: shopper.userId },
      subject: 'ការដឹកជញ្ជូន',
      preview: 'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មានថ្ងៃ?',
      status: 'new',
      unread: true,
      language: 'kh',
      assignee: null,
    });

    const opened = await open('thread', threadId);
    expect(opened).toMatchObject({ status: 'open', unread: false, replyChannel: 'message', replyTo: null });
    expect(opened.conversation).toEqual([
      expect.objectContaining({
        author: 'requester',
        channel: 'message',
        body: 'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មានថ្ងៃ?',
      }),
    ]);
    expect((await inbox('?kind=thread')).data.find((row) => row.id === threadId)).toMatchObject({
      status: 'open',
      unread: false,
    });

    const replied = await act('thread', threadId, 'reply', { body: '  Two days to Siem Reap.  ' });
    expect(replied.statusCode).toBe(200);
    const item = replied.json().data as CareItem;
    expect(item.status).toBe('waiting');
    expect(item.conversation.at(-1)).toMatchObject({
      author: 'staff',
      body: 'Two days to Siem Reap.',
      staff: { id: agent.userId, email: agent.email },
    });
    expect(item.history.map((entry) => entry.action)).toEqual(['care.reply']);

    // The shopper sees it in the Messages panel, unread.
    const shopperCall = (method: Method, url: string, payload?: object) =>
      call(method, url, shopper.cookie, payload);
    expect((await shopperCall('GET', '/api/messages/unread-count')).json().data).toEqual({ count: 1 });
    const thread = (await shopperCall('GET', '/api/messages/threads'))
      .json()
      .data.find((row: { id: number }) => row.id === threadId);
    expect(thread).toMatchObject({
      unreadCount: 1,
      lastMessage: { sender: 'shop', body: 'Two days to Siem Reap.' },
    });
    const shown = (await shopperCall('GET', `/api/messages/threads/${threadId}/messages`)).json().data as {
      id: number;
      sender: string;
    }[];
    expect(shown.map((message) => message.sender)).toEqual(['customer', 'shop']);
    const read = await shopperCall('POST', `/api/messages/threads/${threadId}/read`, {
      lastId: shown.at(-1)!.id,
    });
    expect(read.json().data).toEqual({ count: 0 });
    expect((await shopperCall('GET', '/api/messages/unread-count')).json().data).toEqual({ count: 0 });

    // The shopper writes again: unread for staff, open again.
    await shopperCall('POST', `/api/messages/threads/${threadId}/messages`, {
      body: 'Thank you! And to Kampot?',
    });
    expect((await inbox('?kind=thread')).data.find((row) => row.id === threadId)).toMatchObject({
      status: 'open',
      unread: true,
      preview: 'Thank you! And to Kampot?',
    });
  });

  it('a reply to a ticket is mailed to the requester in their language, kept with the ticket, and answers it', async () => {
    const ticketId = await createTicket({ email: 'Sokha.KH@example.com' }, 'kh', true);
    const opened = await open('ticket', ticketId);
    expect(opened).toMatchObject({
      reference: `CS-${String(ticketId).padStart(6, '0')}`,
      from: { name: 'Sokha Chan', email: 'Sokha.KH@example.com', userId: null },
      language: 'kh',
      body: 'My parcel has not arrived after ten days, please help.',
      replyChannel: 'email',
      replyTo: 'Sokha.KH@example.com',
      status: 'open',
      conversation: [],
    });
    expect(opened.details).toEqual([
      { key: 'topic', value: 'delivery' },
      { key: 'orderNumber', value: 'PS-1001' },
      { key: 'ticketStatus', value: 'open' },
    ]);
    expect(opened.documents).toEqual([
      expect.objectContaining({ kind: 'ticket_attachment', name: 'parcel.png', mimeType: 'image/png' }),
    ]);

    const replied = await act('ticket', ticketId, 'reply', { body: 'Your parcel left Phnom Penh today.' });
    expect(replied.statusCode).toBe(200);
    const item = replied.json().data as CareItem;
    expect(item).toMatchObject({ status: 'waiting', unread: false });
    expect(item.details).toContainEqual({ key: 'ticketStatus', value: 'answered' });
    expect(item.conversation).toEqual([
      expect.objectContaining({
        author: 'staff',
        channel: 'email',
        body: 'Your parcel left Phnom Penh today.',
        staff: { id: agent.userId, name: expect.any(String), email: agent.email },
      }),
    ]);
    const [ticket] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(ticket).toMatchObject({ status: 'answered', careStatus: 'waiting' });

    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, 'sokha.kh@example.com'), eq(outboxEmails.template, 'ticket_reply')))
      .orderBy(desc(outboxEmails.id));
    expect(mail).toMatchObject({ template: 'ticket_reply', language: 'kh' });
    expect(mail!.text).toContain('Your parcel left Phnom Penh today.');

    const [entry] = await auditOf('support_ticket', ticketId);
    expect(entry).toMatchObject({
      action: 'care.reply',
      actorId: agent.userId,
      before: { status: 'open' },
      after: expect.objectContaining({ status: 'waiting', channel: 'email', to: 'Sokha.KH@example.com' }),
    });
  });

  it('validates replies', async () => {
    const ticketId = await createTicket({}, 'en');
    const empty = await act('ticket', ticketId, 'reply', { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.body).toMatchObject({ code: 'care.reply_required' });
    const long = await act('ticket', ticketId, 'reply', { body: 'x'.repeat(5001) });
    expect(long.json().fields.body).toMatchObject({ code: 'care.reply_too_long', params: { max: 5000 } });
    const unknown = await act('ticket', 999999, 'reply', { body: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('care.item_not_found');
    const badKind = await call('GET', '/api/backoffice/care/order/1', agent.cookie);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().fields.kind).toMatchObject({ code: 'enum.not_one_of' });
    expect((await auditOf('support_ticket', ticketId)).length).toBe(0);
  });

  it('assigns to owners and support agents only, and filters by assignee', async () => {
    const ticketId = await createTicket({ name: 'Assign Me', email: 'assign.me@example.com' }, 'en');
    const handler = await signInWithRole(t, 'order_handler');
    for (const assigneeId of [handler.userId, shopper.userId, 999999]) {
      const refused = await act('ticket', ticketId, 'assign', { assigneeId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.assigneeId).toMatchObject({ code: 'care.assignee_not_agent' });
    }
    const assigned = await act('ticket', ticketId, 'assign', { assigneeId: agent.userId }, owner.cookie);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.assignee).toEqual({
      id: agent.userId,
      name: expect.any(String),
      email: agent.email,
    });
    // The same again changes nothing and writes no entry.
    expect((await act('ticket', ticketId, 'assign', { assigneeId: agent.userId })).statusCode).toBe(200);
    expect(
      (await auditOf('support_ticket', ticketId)).map((entry) => [entry.action, entry.before, entry.after]),
    ).toEqual([['care.assign', { assigneeId: null }, { assigneeId: agent.userId }]]);

    const mine = await inbox('?assignee=me&kind=ticket');
    expect(mine.data.map((row) => row.id)).toContain(ticketId);
    expect((await inbox('?assignee=me&kind=ticket', owner.cookie)).data.map((row) => row.id)).not.toContain(
      ticketId,
    );
    expect((await inbox('?assignee=unassigned&kind=ticket')).data.map((row) => row.id)).not.toContain(
      ticketId,
    );

    const unassigned = await act('ticket', ticketId, 'assign', { assigneeId: null });
    expect(unassigned.json().data.assignee).toBeNull();
    expect((await inbox('?assignee=unassigned&kind=ticket')).data.map((row) => row.id)).toContain(ticketId);

    const assignees = (await call('GET', '/api/backoffice/care/assignees', agent.cookie)).json().data as {
      id: number;
      role: string;
    }[];
    expect(assignees.map((member) => member.id)).toEqual(
      expect.arrayContaining([agent.userId, owner.userId]),
    );
    expect(assignees.every((member) => member.role === 'owner' || member.role === 'support_agent')).toBe(
      true,
    );
  });

  it('closes and reopens, refusing conflicting changes with 409 and writing entries only for changes made', async () => {
    const ticketId = await createTicket({ email: 'close.me@example.com' }, 'en');
    const closed = await act('ticket', ticketId, 'close');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'closed',
      unread: false,
      closedAt: expect.any(String),
    });
    expect(closed.json().data.details).toContainEqual({ key: 'ticketStatus', value: 'closed' });

    const again = await act('ticket', ticketId, 'close', {}, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('care.already_closed');
    const reply = await act('ticket', ticketId, 'reply', { body: 'Too late?' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().code).toBe('care.item_closed');

    const reopened = await act('ticket', ticketId, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'open', closedAt: null });
    expect(reopened.json().data.details).toContainEqual({ key: 'ticketStatus', value: 'open' });
    const notClosed = await act('ticket', ticketId, 'reopen');
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().code).toBe('care.not_closed');

    const history = (await open('ticket', ticketId)).history;
    expect(history.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['care.close', agent.email],
      ['care.reopen', agent.email],
    ]);
  });

  it('lets one of two agents closing at once win; the other gets 409', async () => {
    const ticketId = await createTicket({ email: 'race@example.com' }, 'en');
    const answers = await Promise.all([
      act('ticket', ticketId, 'close', {}, agent.cookie),
      act('ticket', ticketId, 'close', {}, owner.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await auditOf('support_ticket', ticketId)).map((entry) => entry.action)).toEqual(['care.close']);
  });

  it('replies to feedback by e-mail only when there is an address', async () => {
    const anonymous = await call('POST', '/api/feedback', '', {
      rating: 4,
      message: 'Nice shop, slow search.',
    });
    const anonymousId = anonymous.json().data.id as number;
    const item = await open('feedback', anonymousId);
    expect(item).toMatchObject({
      replyChannel: null,
      from: { name: null, email: null },
      details: [{ key: 'rating', value: '4' }],
    });
    const refused = await act('feedback', anonymousId, 'reply', { body: 'Thanks!' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('care.no_reply_address');

    // A signed-in shopper's feedback is answered at the account's address.
    const signed = await call('POST', '/api/feedback', shopper.cookie, {
      rating: 2,
      message: 'Checkout was confusing.',
    });
    const signedId = signed.json().data.id as number;
    const answered = await act('feedback', signedId, 'reply', { body: 'We are simplifying it.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      replyChannel: 'email',
      replyTo: shopper.email,
      status: 'waiting',
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, shopper.email.toLowerCase()), eq(outboxEmails.template, 'ticket_reply')),
      );
    expect(mail).toMatchObject({ language: 'en' });
  });

  it('shows applications with their fields and serves their documents to staff only', async () => {
    const body = multipartBody(
      {
        shopName: 'Angkor Silk',
        contactName: 'Vanna Keo',
        email: 'vanna.silk@example.com',
        phone: '012 345 678',
        province: 'Siem Reap',
        category: 'handicrafts',
      },
      { field: 'idDocument', name: 'national-id.pdf', type: 'application/pdf', bytes: PDF },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seller-applications',
      headers: { ...CLIENT, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const item = await open('seller_application', id);
    expect(item).toMatchObject({
      subject: 'Angkor Silk',
      from: { name: 'Vanna Keo', email: 'vanna.silk@example.com' },
    });
    expect(item.details).toEqual([
      { key: 'shopName', value: 'Angkor Silk' },
      { key: 'contactName', value: 'Vanna Keo' },
      { key: 'phone', value: '012345678' },
      { key: 'province', value: 'Siem Reap' },
      { key: 'category', value: 'handicrafts' },
      { key: 'applicationStatus', value: 'pending' },
    ]);
    const [document] = item.documents;
    expect(document).toMatchObject({
      kind: 'seller_id',
      name: 'national-id.pdf',
      mimeType: 'application/pdf',
    });

    const file = await call('GET', document!.url, agent.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toContain('national-id.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', document!.url, shopper.cookie)).statusCode).toBe(403);
    const otherDocument = await call(
      'GET',
      `/api/backoffice/care/seller_application/${id}/documents/${document!.id + 1000}`,
      agent.cookie,
    );
    expect(otherDocument.statusCode).toBe(404);
    expect(otherDocument.json().code).toBe('care.document_not_found');
    const wrongItem = await call(
      'GET',
      `/api/backoffice/care/ticket/999999/documents/${document!.id}`,
      agent.cookie,
    );
    expect(wrongItem.json().code).toBe('care.item_not_found');

    const affiliate = await call('POST', '/api/affiliate-applications', '', {
      name: 'Dara Vlog',
      email: 'dara.vlog@example.com',
      phone: '+855 12 345 678',
      channel: 'youtube',
      channelUrl: 'https://youtube.com/@daravlog',
      audienceSize: '10k_100k',
      message: 'I review gadgets.',
    });
    const affiliateItem = await open('affiliate_application', affiliate.json().data.id);
    expect(affiliateItem).toMatchObject({
      subject: 'https://youtube.com/@daravlog',
      body: 'I review gadgets.',
    });
    expect(affiliateItem.details.map((detail) => detail.key)).toEqual([
      'phone',
      'channel',
      'channelUrl',
      'audienceSize',
      'applicationStatus',
    ]);

    const job = (await call('GET', '/api/jobs', '')).json().data[0] as {
      id: number;
      title: { en: string; kh: string };
    };
    const cv = multipartBody(
      {
        name: 'Bopha Lim',
        email: 'bopha.cv@example.com',
        phone: '097 123 4567',
        coverLetter: 'I love logistics.',
      },
      { field: 'cv', name: 'bopha-cv.docx', type: 'application/octet-stream', bytes: DOCX },
    );
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: { ...CLIENT, ...cv.headers, 'accept-language': 'km' },
      payload: cv.payload,
    });
    expect(applied.statusCode).toBe(201);
    const jobItem = await open('job_application', applied.json().data.id);
    expect(jobItem).toMatchObject({
      subject: job.title.kh,
      language: 'kh',
      body: 'I love logistics.',
      details: [
        { key: 'job', value: job.title.en },
        { key: 'phone', value: '0971234567' },
      ],
    });
    expect(jobItem.documents).toEqual([expect.objectContaining({ kind: 'cv', name: 'bopha-cv.docx' })]);
    const cvFile = await call('GET', jobItem.documents[0]!.url, owner.cookie);
    expect(cvFile.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('searches names, e-mails, texts, thread messages and references, and counts per kind and status', async () => {
    const ticketId = await createTicket(
      {
        name: 'Rithy Searchable',
        email: 'rithy.find@example.com',
        message: 'The blender arrived with a cracked jug.',
      },
      'en',
    );
    const threadId = await startThread('Question', 'Is the durian-flavoured coffee halal?');
    const ids = async (query: string) => (await inbox(query)).data.map((row) => `${row.kind}:${row.id}`);
    expect(await ids('?search=searchable')).toEqual([`ticket:${ticketId}`]);
    expect(await ids('?search=RITHY.FIND@')).toEqual([`ticket:${ticketId}`]);
    expect(await ids('?search=cracked%20jug')).toEqual([`ticket:${ticketId}`]);
    expect(await ids('?search=durian-flavoured')).toEqual([`thread:${threadId}`]);
    expect(await ids(`?search=CS-${String(ticketId).padStart(6, '0')}`)).toEqual([`ticket:${ticketId}`]);
    expect(await ids(`?search=cs-${ticketId}`)).toContain(`ticket:${ticketId}`);
    expect(await ids('?search=100%25_off')).toEqual([]);

    const all = await inbox('?perPage=100');
    const byKind = await inbox('?kind=ticket&perPage=100');
    expect(byKind.data.every((row) => row.kind === 'ticket')).toBe(true);
    expect(byKind.meta.total).toBe(all.counts.kinds.ticket);
    expect(byKind.counts.kinds).toEqual(all.counts.kinds);
    const statuses = Object.values(all.counts.statuses).reduce((sum, value) => sum + value, 0);
    expect(statuses).toBe(all.meta.total);
    const active = await inbox('?status=active&perPage=100');
    expect(active.data.some((row) => row.status === 'closed')).toBe(false);
    expect(active.meta.total).toBe(all.meta.total - all.counts.statuses.closed);
    // Newest activity first.
    const times = all.data.map((row) => row.lastActivityAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
