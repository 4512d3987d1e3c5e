import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fromDomain } from './dispatcher';
import { enqueueMail } from './outbox';
import { outboxEmails } from './schema';
import { createMailer, type MailerOptions } from './service';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';
import { renderMail } from './templates';

// The outbox's dispatcher against a real SMTP server on 127.0.0.1 (PGlite, and PostgreSQL in the
// PostgreSQL pass). Retries wait milliseconds here instead of minutes.
const FAST: Partial<MailerOptions> = { retry: { baseDelayMs: 5, maxDelayMs: 20, maxAttempts: 4 } };

/** Calls `step` until `done` answers true (bounded: a stuck dispatcher fails the test). */
async function until(step: () => Promise<unknown>, done: () => Promise<boolean> | boolean, tries = 200) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    await step();
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the outbox did not settle');
}

describe('mail dispatcher', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const row = async (id: number) =>
    (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;
  const mailer = (options: Partial<MailerOptions> = {}) =>
    createMailer(t.database.db, {
      from: 'Psar <no-reply@psar.test>',
      smtpUrl: smtp.url,
      ...FAST,
      ...options,
    });

  beforeAll(async () => {
    t = await createTestApp({ products: 0 });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test sees only its own messages.
    await t.database.db.delete(outboxEmails);
    smtp = await startSmtpTestServer();
  });
  afterEach(() => smtp.close());

  it('retries a refused delivery with backoff until the server accepts it, and delivers it once', async () => {
    smtp.refuseWhile((offer) => offer <= 2);
    const m = mailer();
    const id = await enqueueMail(t.database.db, {
      to: 'Dara@Example.com',
      ...renderMail('order_shipped', 'kh', {
        orderNumber: 'PS-000042',
        carrier: 'Psar Express',
        trackingNumber: 'TRK-1',
      }),
    });

    await m.dispatchDue();
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, deliveredAt: null });
    expect(afterFirst.lastError).toContain('Mailbox busy');
    expect(afterFirst.nextAttemptAt.getTime()).toBeGreaterThan(afterFirst.createdAt.getTime());

    await until(
      () => m.dispatchDue(),
      async () => (await row(id)).status === 'sent',
    );
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lockedUntil: null });
    expect(sent.deliveredAt).toBeInstanceOf(Date);
    // The last failure stays readable next to the success.
    expect(sent.lastError).toContain('451');

    expect(smtp.offered()).toBe(3);
    expect(smtp.accepted).toHaveLength(1);
    const [mail] = smtp.accepted;
    expect(mail!.to).toMatchObject({ text: 'dara@example.com' });
    expect(mail!.subject).toBe('Psar៖ ការបញ្ជាទិញ PS-000042 របស់អ្នកកំពុងធ្វើដំណើរមក');
    expect(mail!.text).toContain('TRK-1');
    // The same Message-ID on every try: a receiver drops a duplicate after a crash mid-send.
    expect(mail!.messageId).toBe(`<outbox-${id}@psar.test>`);

    // Nothing more is due: a further pass sends nothing again.
    await m.dispatchDue();
    expect(smtp.accepted).toHaveLength(1);
  });

  it('keeps a message that failed every try as failed, until a person sends it again', async () => {
    smtp.refuseWhile(() => true);
    const m = mailer();
    const id = await enqueueMail(t.database.db, { to: 'never@example.com', subject: 'Hello', text: 'Body' });
    await until(
      () => m.dispatchDue(),
      async () => (await row(id)).status === 'failed',
    );
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 4, deliveredAt: null });
    expect(smtp.offered()).toBe(4);
    // Failed messages are never tried again on their own.
    await m.dispatchDue();
    expect(smtp.offered()).toBe(4);

    smtp.refuseWhile(() => false);
    const owner = { userId: 1, email: 'owner@psar.test', role: 'owner' as const };
    expect(await m.retry(owner, id)).toMatchObject({ status: 'pending', attempts: 0 });
    await m.dispatchDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.accepted.map((mail) => mail.subject)).toEqual(['Hello']);
  });

  it('never sends a message enqueued in a transaction that rolled back', async () => {
    const m = mailer();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rolled-back@example.com', subject: 'Order placed', text: 'x' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await t.database.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: 'committed@example.com', subject: 'Order placed', text: 'y' });
    });
    await m.dispatchDue();
    expect(smtp.accepted.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual([
      'committed@example.com',
    ]);
    expect(await t.database.db.select().from(outboxEmails)).toHaveLength(1);
  });

  it('sends each message once when two dispatchers tick at the same time', async () => {
    const one = mailer({ batchSize: 3 });
    const two = mailer({ batchSize: 3 });
    const ids: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      ids.push(
        await enqueueMail(t.database.db, {
          to: `shopper${index}@example.com`,
          subject: `M${index}`,
          text: 'x',
        }),
      );
    }
    const [handledByOne, handledByTwo] = await Promise.all([one.dispatchDue(), two.dispatchDue()]);
    await Promise.all([one.dispatchDue(), two.dispatchDue()]);
    expect(handledByOne + handledByTwo).toBe(20);
    expect(smtp.accepted).toHaveLength(20);
    expect(new Set(smtp.accepted.map((mail) => mail.subject)).size).toBe(20);
    const rows = await t.database.db.select().from(outboxEmails);
    expect(rows.every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true);
  });

  it('takes over a message whose dispatcher died mid-send once its lease has run out', async () => {
    const m = mailer();
    const id = await enqueueMail(t.database.db, { to: 'lease@example.com', subject: 'Lease', text: 'x' });
    // Another replica claimed it and crashed: its lease is still running…
    await t.database.db
      .update(outboxEmails)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(outboxEmails.id, id));
    await m.dispatchDue();
    expect(smtp.offered()).toBe(0);
    // …and then ran out.
    await t.database.db
      .update(outboxEmails)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxEmails.id, id));
    await m.dispatchDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.accepted[0]!.messageId).toBe(`<outbox-${id}@psar.test>`);
  });

  it('without SMTP, writes the message to the log and marks it logged', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as MailerOptions['log'];
    const m = createMailer(t.database.db, { from: 'Psar <no-reply@psar.test>', log });
    await m.send({ to: 'dev@example.com', subject: 'Your code', text: 'Code 123456' });
    await m.dispatchDue();
    const [logged] = await m.sentTo('dev@example.com');
    expect(logged).toMatchObject({ status: 'logged', attempts: 1, lastError: null });
    expect(logged!.deliveredAt).toBeInstanceOf(Date);
    expect(JSON.stringify(lines)).toContain('Code 123456');
  });

  it('started, picks up mail enqueued in a transaction on its own and sends `send` at once', async () => {
    const m = mailer({ dispatchIntervalMs: 20 });
    m.start();
    try {
      const id = await t.database.db.transaction((tx) =>
        enqueueMail(tx, { to: 'tick@example.com', subject: 'From a transaction', text: 'x' }),
      );
      await m.send({ to: 'nudge@example.com', subject: 'From send', text: 'y' });
      // The server accepts a message before the dispatcher has recorded it as sent: wait for both.
      await until(
        async () => undefined,
        async () => smtp.accepted.length === 2 && (await row(id)).status === 'sent',
      );
      expect(await row(id)).toMatchObject({ status: 'sent' });
      expect(smtp.accepted.map((mail) => mail.subject).sort()).toEqual(['From a transaction', 'From send']);
    } finally {
      await m.stop();
    }
  });

  it('names Message-IDs after the From address', () => {
    expect(fromDomain('Psar <no-reply@psar.com.kh>')).toBe('psar.com.kh');
    expect(fromDomain('shop@example.org')).toBe('example.org');
    expect(fromDomain('nobody')).toBe('localhost');
  });
});
