import { CLIENT, OPERATOR, createTestApp, lastMailTo, type TestApp } from '../../testing/test-app';
import { createMailer } from './service';

/** Retries an assertion until it passes (the delivery finishes after `send` has returned). */
async function waitFor(assertion: () => Promise<void>, attempts = 50): Promise<void> {
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
  beforeAll(async () => {
    t = await createTestApp({ products: 0 });
  });
  afterAll(() => t.close());

  it('keeps every message, readable by an operator, newest first', async () => {
    const mailer = createMailer(t.database.db, { from: 'test@psar.test' });
    await mailer.send({ to: 'Shopper@Example.com', subject: 'First', text: 'one' });
    await mailer.send({ to: 'shopper@example.com', subject: 'Second', text: 'two' });
    expect(await lastMailTo(t.app, 'shopper@example.com')).toMatchObject({ subject: 'Second', text: 'two' });
  });

  it('does not keep the sender waiting for the SMTP server, and marks the message delivered once it is', async () => {
    let accept: () => void = () => undefined;
    const transport = { sendMail: jest.fn(() => new Promise<void>((resolve) => (accept = resolve))) };
    const mailer = createMailer(t.database.db, { from: 'test@psar.test', transport });
    await mailer.send({ to: 'slow-smtp@example.com', subject: 'Your code', text: '123456' });
    expect(transport.sendMail).toHaveBeenCalledWith({
      from: 'test@psar.test',
      to: 'slow-smtp@example.com',
      subject: 'Your code',
      text: '123456',
    });
    const [waiting] = await mailer.sentTo('slow-smtp@example.com');
    expect(waiting).toMatchObject({ subject: 'Your code', deliveredAt: null });

    accept();
    await waitFor(async () =>
      expect((await mailer.sentTo('slow-smtp@example.com'))[0]?.deliveredAt).toBeInstanceOf(Date),
    );
  });

  it('refuses the outbox without the operator token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operator/outbox?to=a@b.co',
      headers: { ...CLIENT, 'x-operator-token': 'wrong-token-of-some-length' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('asks the operator for an e-mail address', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operator/outbox?to=nobody',
      headers: OPERATOR,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.to).toEqual({
      code: 'mail.to_invalid',
      params: {},
      message: 'to must be an e-mail address',
    });
  });
});
