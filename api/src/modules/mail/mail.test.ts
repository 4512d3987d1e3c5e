import { CLIENT, createTestApp, lastMailTo, type TestApp } from '../../testing/test-app';
import { createMailer } from './service';

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

  it('refuses the outbox without the operator token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/operator/outbox?to=a@b.co', headers: { ...CLIENT, 'x-operator-token': 'wrong-token-of-some-length' } });
    expect(response.statusCode).toBe(403);
  });
});
