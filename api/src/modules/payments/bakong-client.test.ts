import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBakongClient } from './bakong-client';
import { startBakongStandIn, type BakongStandIn } from './bakong-standin';
import { FAST_CHECKS, MAX_CHECK_DELAY_MS, checkDelay, nextCheckAt } from './poller';
import { createKhqrProvider, transactionMismatch } from './providers/khqr';
import { khqrMerchantFromEnv } from './khqr';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('the Bakong client against the stand-in', () => {
  let standIn: BakongStandIn;
  beforeAll(async () => {
    standIn = await startBakongStandIn({ token: 'the-merchant-token' });
  });
  afterAll(async () => {
    await standIn.close();
  });
  afterEach(() => standIn.fail(null));

  const client = (options: { token?: string; timeoutMs?: number } = {}) =>
    createBakongClient({
      apiUrl: standIn.url,
      token: options.token ?? standIn.token,
      timeoutMs: options.timeoutMs,
    });

  it("sends Bakong's request: POST /v1/check_transaction_by_md5, bearer token, {md5}", async () => {
    const seen: { method?: string; url?: string; authorization?: string; body?: string } = {};
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        Object.assign(seen, {
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body,
        });
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({ responseCode: 1, responseMessage: 'not found', errorCode: 1, data: null }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await createBakongClient({
      apiUrl: `http://127.0.0.1:${port}/`,
      token: 'tok',
    }).checkTransactionByMd5('abc123');
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(answer).toEqual({ outcome: 'not_found' });
    expect(seen).toEqual({
      method: 'POST',
      url: '/v1/check_transaction_by_md5',
      authorization: 'Bearer tok',
      body: JSON.stringify({ md5: 'abc123' }),
    });
  });

  it('answers not found for an unknown md5, and the transaction once it is paid', async () => {
    const code = md5('a KHQR string');
    expect(await client().checkTransactionByMd5(code)).toEqual({ outcome: 'not_found' });
    const paid = standIn.pay(code, 12.5, 'psar_shop@aclb');
    const answer = await client().checkTransactionByMd5(code);
    expect(answer).toEqual({
      outcome: 'found',
      transaction: expect.objectContaining({
        hash: paid.hash,
        toAccountId: 'psar_shop@aclb',
        currency: 'USD',
        amount: 12.5,
        fromAccountId: 'shopper@aclb',
      }),
    });
  });

  it('a refused token, HTTP 500, an answer that is not JSON, a timeout or no server: try later, never a throw', async () => {
    const code = md5('another KHQR string');
    standIn.pay(code, 3, 'psar_shop@aclb');
    expect(await client({ token: 'wrong' }).checkTransactionByMd5(code)).toEqual({
      outcome: 'try_later',
      reason: expect.stringContaining('token'),
    });
    standIn.fail('http_500');
    expect(await client().checkTransactionByMd5(code)).toEqual({
      outcome: 'try_later',
      reason: 'Bakong answered HTTP 500 in an unknown shape',
    });
    standIn.fail('not_json');
    expect(await client().checkTransactionByMd5(code)).toEqual({
      outcome: 'try_later',
      reason: 'Bakong answered HTTP 502 without JSON',
    });
    standIn.fail('hang');
    expect(await client({ timeoutMs: 200 }).checkTransactionByMd5(code)).toEqual({
      outcome: 'try_later',
      reason: 'Bakong did not answer within 200 ms',
    });
    standIn.fail(null);
    expect((await client().checkTransactionByMd5(code)).outcome).toBe('found');

    const closed = await startBakongStandIn();
    const url = closed.url;
    await closed.close();
    expect(await createBakongClient({ apiUrl: url, token: 'x' }).checkTransactionByMd5(code)).toEqual({
      outcome: 'try_later',
      reason: 'Bakong could not be reached (ECONNREFUSED)',
    });
  });

  it('the KHQR provider: paid only when amount, currency and account match; demo asks nobody', async () => {
    const merchant = khqrMerchantFromEnv({});
    const live = createKhqrProvider({ merchant, bakong: client() });
    expect(live.mode).toBe('live');
    const code = md5('provider');
    expect(await live.check({ md5: code, amount: 7.25, currency: 'USD' })).toEqual({
      result: 'not_paid',
      reason: null,
    });
    expect(
      await live.status({ orderId: 1, orderNumber: 'PS-000001', userId: 1, amount: 7.25, md5: code }),
    ).toBe('pending');
    const paid = standIn.pay(code, 7.25, merchant.accountId);
    expect(await live.check({ md5: code, amount: 7.25, currency: 'USD' })).toMatchObject({
      result: 'paid',
      bankHash: paid.hash,
    });
    expect(
      await live.status({ orderId: 1, orderNumber: 'PS-000001', userId: 1, amount: 7.25, md5: code }),
    ).toBe('paid');
    expect(await live.check({ md5: code, amount: 7.5, currency: 'USD' })).toMatchObject({
      result: 'mismatch',
      reason: "Bakong's transaction does not match: amount 7.25 instead of 7.5",
    });

    const demo = createKhqrProvider({ merchant, bakong: null });
    expect(demo.mode).toBe('demo');
    expect(await demo.check({ md5: code, amount: 7.25, currency: 'USD' })).toEqual({ result: 'demo' });
    expect(
      await demo.status({ orderId: 1, orderNumber: 'PS-000001', userId: 1, amount: 7.25, md5: code }),
    ).toBe('pending');
    // Bakong has no refund call: staff transfer the money back and record the reference.
    const refund = { orderId: 1, orderNumber: 'PS-000001', userId: 1, amount: 7.25, refundId: 3 };
    expect(await demo.refund(null as never, refund)).toEqual({
      destination: 'khqr',
      status: 'pending',
      providerReference: null,
    });
    expect(await demo.refund(null as never, { ...refund, reference: ' FT123 ' })).toEqual({
      destination: 'khqr',
      status: 'succeeded',
      providerReference: 'FT123',
    });
  });
});

describe('matching and backoff rules', () => {
  const transaction = { hash: 'h', toAccountId: 'shop@aclb', currency: 'USD', amount: 10.1 };

  it('a transaction matches to the cent, in the currency, into the shop account', () => {
    const expected = { md5: 'x', amount: 10.1, currency: 'USD', accountId: 'shop@aclb' };
    expect(transactionMismatch(transaction, expected)).toBeNull();
    expect(transactionMismatch({ ...transaction, amount: 10.100000001 }, expected)).toBeNull();
    expect(transactionMismatch({ ...transaction, amount: 10.09 }, expected)).toBe(
      "Bakong's transaction does not match: amount 10.09 instead of 10.1",
    );
    expect(
      transactionMismatch({ ...transaction, currency: 'KHR', toAccountId: 'thief@aclb' }, expected),
    ).toBe(
      "Bakong's transaction does not match: currency KHR instead of USD, paid to thief@aclb instead of shop@aclb",
    );
  });

  it('checks every interval at first, then ×1.5 up to a minute, never past the last interval before expiry', () => {
    expect(checkDelay(1, 5000)).toBe(5000);
    expect(checkDelay(FAST_CHECKS, 5000)).toBe(5000);
    expect(checkDelay(FAST_CHECKS + 1, 5000)).toBe(7500);
    expect(checkDelay(FAST_CHECKS + 2, 5000)).toBe(11_250);
    expect(checkDelay(FAST_CHECKS + 50, 5000)).toBe(MAX_CHECK_DELAY_MS);
    // An interval longer than the cap is never shortened.
    expect(checkDelay(FAST_CHECKS + 5, 120_000)).toBe(120_000);
    const now = new Date('2026-05-01T10:00:00Z');
    const far = new Date('2026-05-01T10:15:00Z');
    expect(nextCheckAt(1, 5000, now, far).toISOString()).toBe('2026-05-01T10:00:05.000Z');
    expect(nextCheckAt(FAST_CHECKS + 50, 5000, now, far).toISOString()).toBe('2026-05-01T10:01:00.000Z');
    const soon = new Date('2026-05-01T10:00:20Z');
    expect(nextCheckAt(FAST_CHECKS + 50, 5000, now, soon).toISOString()).toBe('2026-05-01T10:00:15.000Z');
  });
});
