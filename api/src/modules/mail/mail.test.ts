import { and, eq, sql } from 'drizzle-orm';
import { CLIENT, createTestApp, lastMailTo, signInWithRole, type TestApp } from '../../testing/test-app';
import { auditLog } from '../staff/schema';
import { enqueueMail } from './outbox';
import { outboxEmails } from './schema';
import { createMailer } from './service';
import { renderMail } from './templates';

/** Retries an assertion until it passes (the delivery finishes after `send` has returned). */
async function waitFor(assertion: () => Promise<void>, attempts = 100): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await assertion();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('mail outbox', () => {
  let t: TestApp;
  let owner: { cookie: string };
  let agent: { cookie: string };
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) } });
  const retry = (id: number, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/outbox/${id}/retry`,
      headers: { ...CLIENT, cookie },
    });
  const auditCount = async (id: number) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.entityId, String(id))))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ products: 0 });
    owner = await signInWithRole(t, 'owner');
    agent = await signInWithRole(t, 'support_agent');
  });
  afterAll(() => t.close());

  it('keeps every message, newest first, for tests and the back office', async () => {
    const mailer = createMailer(t.database.db, { from: 'test@psar.test' });
    await mailer.send({ to: 'Shopper@Example.com', subject: 'First', text: 'one' });
    await mailer.send({ to: 'shopper@example.com', subject: 'Second', text: 'two' });
    expect(await lastMailTo(t.app, 'shopper@example.com')).toEqual({ subject: 'Second', text: 'two' });
    await expect(lastMailTo(t.app, 'nobody@example.com')).rejects.toThrow('no mail to nobody@example.com');
  });

  it('does not keep the sender waiting for the SMTP server, and marks the message sent once it is', async () => {
    let accept: () => void = () => undefined;
    // The SMTP server holds this one message until the test lets it through (others pass at once).
    const transport = {
      sendMail: jest.fn(({ to }: { to: string }) =>
        to === 'slow-smtp@example.com'
          ? new Promise<void>((resolve) => (accept = resolve))
          : Promise.resolve(),
      ),
    };
    const mailer = createMailer(t.database.db, { from: 'Psar <test@psar.test>', transport });
    mailer.start();
    try {
      await mailer.send({ to: 'slow-smtp@example.com', subject: 'Your code', text: '123456' });
      const [waiting] = await mailer.sentTo('slow-smtp@example.com');
      expect(waiting).toMatchObject({ subject: 'Your code', deliveredAt: null });
      await waitFor(async () =>
        expect(transport.sendMail).toHaveBeenCalledWith({
          from: 'Psar <test@psar.test>',
          to: 'slow-smtp@example.com',
          subject: 'Your code',
          text: '123456',
          messageId: `<outbox-${waiting!.id}@psar.test>`,
        }),
      );
      expect((await mailer.sentTo('slow-smtp@example.com'))[0]).toMatchObject({ status: 'sending' });

      accept();
      await waitFor(async () =>
        expect((await mailer.sentTo('slow-smtp@example.com'))[0]).toMatchObject({
          status: 'sent',
          deliveredAt: expect.any(Date),
        }),
      );
    } finally {
      await mailer.stop();
    }
  });

  describe('GET /api/backoffice/outbox', () => {
    let failedId: number;
    beforeAll(async () => {
      await t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: 'outbox-reader@example.com',
          ...renderMail('order_shipped', 'kh', {
            orderNumber: 'PS-000001',
            carrier: 'Psar Express',
            trackingNumber: 'TRK-77',
          }),
        });
        failedId = await enqueueMail(tx, {
          to: 'outbox-reader@example.com',
          ...renderMail('order_delivered', 'en', { orderNumber: 'PS-000001', paidOnDelivery: true }),
        });
      });
      await t.database.db
        .update(outboxEmails)
        .set({ status: 'failed', attempts: 8, lastError: '451 4.3.0 Mailbox busy' })
        .where(eq(outboxEmails.id, failedId));
    });

    it('lists messages newest first with their delivery state, for the owner and support agents', async () => {
      for (const who of [owner, agent]) {
        const response = await get('/api/backoffice/outbox?to=Outbox-Reader@example.com', who.cookie);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.meta).toMatchObject({ total: 2, currentPage: 1 });
        expect(body.data).toHaveLength(2);
        expect(body.data[0]).toEqual({
          id: failedId,
          to: 'outbox-reader@example.com',
          subject: 'Psar: your order PS-000001 was delivered',
          text: expect.stringContaining('We received your payment on delivery.'),
          template: 'order_delivered',
          language: 'en',
          status: 'failed',
          attempts: 8,
          maxAttempts: 8,
          lastError: '451 4.3.0 Mailbox busy',
          nextAttemptAt: null,
          createdAt: expect.any(String),
          sentAt: null,
        });
        expect(body.data[1]).toMatchObject({
          template: 'order_shipped',
          language: 'kh',
          status: 'pending',
          attempts: 0,
          nextAttemptAt: expect.any(String),
        });
        expect(body.data[1].text).toContain('TRK-77');
      }
    });

    it('filters by status and template, and pages', async () => {
      const failed = (await get('/api/backoffice/outbox?status=failed', owner.cookie)).json();
      expect(failed.data.map((mail: { id: number }) => mail.id)).toEqual([failedId]);
      const shipped = (await get('/api/backoffice/outbox?template=order_shipped', owner.cookie)).json();
      expect(shipped.data).toHaveLength(1);
      expect(shipped.data[0].template).toBe('order_shipped');
      const page = (
        await get('/api/backoffice/outbox?to=outbox-reader@example.com&perPage=1&page=2', owner.cookie)
      ).json();
      expect(page.data).toHaveLength(1);
      expect(page.data[0].template).toBe('order_shipped');
      expect(page.meta).toMatchObject({ total: 2, lastPage: 2, currentPage: 2 });
      expect(page.links.prev).toBe('/api/backoffice/outbox?perPage=1&to=outbox-reader%40example.com&page=1');
    });

    it('refuses other roles, shoppers and anonymous callers', async () => {
      for (const role of ['order_handler', 'catalog_manager', null] as const) {
        const { cookie } = await signInWithRole(t, role);
        const response = await get('/api/backoffice/outbox', cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('staff.role_forbidden');
      }
      expect((await get('/api/backoffice/outbox')).statusCode).toBe(401);
    });

    it('answers with the field and its code for a bad filter', async () => {
      const response = await get('/api/backoffice/outbox?to=nobody', owner.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.to).toEqual({
        code: 'mail.to_invalid',
        params: {},
        message: 'to must be an e-mail address',
      });
      const status = await get('/api/backoffice/outbox?status=lost', owner.cookie);
      expect(status.statusCode).toBe(400);
      expect(status.json().fields.status.code).toBe('enum.not_one_of');
    });

    it('sends a failed message again (audit-logged), and only a failed one', async () => {
      const { cookie: handler } = await signInWithRole(t, 'order_handler');
      expect((await retry(failedId, handler)).statusCode).toBe(403);

      const response = await retry(failedId, agent.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: failedId, status: 'pending', attempts: 0 });
      expect(await auditCount(failedId)).toBe(1);
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.entityId, String(failedId))));
      expect(entry).toMatchObject({
        entityType: 'outbox_email',
        actorRole: 'support_agent',
        before: { status: 'failed', attempts: 8, lastError: '451 4.3.0 Mailbox busy' },
        after: { status: 'pending', attempts: 0 },
      });

      // Now pending: not failed any more, so a second click is refused and writes nothing.
      const again = await retry(failedId, owner.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'mail.retry_not_failed', params: { status: 'pending' } });
      expect(await auditCount(failedId)).toBe(1);

      const unknown = await retry(999999, owner.cookie);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('mail.outbox_not_found');
    });
  });

  it('no longer has the operator outbox', async () => {
    const response = await get('/api/operator/outbox?to=a@b.co');
    expect(response.statusCode).toBe(404);
  });
});
