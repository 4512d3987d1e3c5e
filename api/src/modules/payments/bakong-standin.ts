import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Bakong's Open API: answers `POST /v1/check_transaction_by_md5` as Bakong does
 * (the request and answer shapes are described in bakong-client.ts), so the shop's KHQR payments can
 * be paid and confirmed on one machine — by tests, and by a person trying the shop
 * (`pnpm --filter @storefront/api bakong:standin`, see docs/payments.md).
 *
 * Nothing is paid until someone calls `pay(md5, amount, toAccountId)` (or, over HTTP,
 * `POST /standin/pay {"md5","amount","toAccountId"?}`); until then every md5 answers Bakong's
 * "Transaction could not be found" (responseCode 1, errorCode 1). A wrong bearer token answers
 * Bakong's "Unauthorized" (errorCode 6) with HTTP 401.
 */

export interface StandInTransaction {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  amount: number;
  description: string | null;
  createdDateMs: number;
  acknowledgedDateMs: number;
  trackingStatus: null;
  receiverBank: null;
  receiverBankAccount: null;
  instructionRef: null;
  externalRef: string;
}

/** How the stand-in misbehaves, to test a Bakong that is down: every check answers so until reset. */
export type StandInFailure = 'http_500' | 'not_json' | 'hang' | null;

export interface BakongStandIn {
  /** e.g. http://127.0.0.1:41234 — the API's BAKONG_API_URL. */
  url: string;
  /** The bearer token it accepts — the API's BAKONG_TOKEN. */
  token: string;
  /** Marks the KHQR with this md5 paid (amount in the currency's units, USD by default). */
  pay(
    md5: string,
    amount: number,
    toAccountId: string,
    options?: { currency?: string; fromAccountId?: string },
  ): StandInTransaction;
  /** Makes every check fail the given way (null: answer normally again). */
  fail(failure: StandInFailure): void;
  /** How many check requests arrived (any answer). */
  readonly checks: number;
  close(): Promise<void>;
}

const NOT_FOUND = {
  responseCode: 1,
  responseMessage: 'Transaction could not be found. Please check and try again.',
  errorCode: 1,
  data: null,
};
const UNAUTHORIZED = { responseCode: 1, responseMessage: 'Unauthorized', errorCode: 6, data: null };
const MISSING_FIELDS = {
  responseCode: 1,
  responseMessage: 'Missing required fields',
  errorCode: 5,
  data: null,
};

export async function startBakongStandIn(
  options: { port?: number; host?: string; token?: string } = {},
): Promise<BakongStandIn> {
  const token = options.token ?? `standin-${randomBytes(12).toString('hex')}`;
  const paid = new Map<string, StandInTransaction>();
  let failure: StandInFailure = null;
  let checks = 0;
  const hanging = new Set<ServerResponse>();

  function pay(
    md5: string,
    amount: number,
    toAccountId: string,
    extra: { currency?: string; fromAccountId?: string } = {},
  ): StandInTransaction {
    const now = Date.now();
    const transaction: StandInTransaction = {
      hash: createHash('sha256')
        .update(`${md5}:${now}:${randomBytes(8).toString('hex')}`)
        .digest('hex'),
      fromAccountId: extra.fromAccountId ?? 'shopper@aclb',
      toAccountId,
      currency: extra.currency ?? 'USD',
      amount,
      description: null,
      createdDateMs: now,
      acknowledgedDateMs: now + 1000,
      trackingStatus: null,
      receiverBank: null,
      receiverBankAccount: null,
      instructionRef: null,
      externalRef: `100FT${String(now).slice(-11)}`,
    };
    paid.set(md5.toLowerCase(), transaction);
    return transaction;
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => send(response, 500, { error: 'stand-in failure' }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://standin').pathname;
    if (request.method === 'POST' && path === '/v1/check_transaction_by_md5') {
      checks += 1;
      if (failure === 'hang') {
        hanging.add(response);
        return;
      }
      if (failure === 'http_500') return send(response, 500, { error: 'Internal Server Error' });
      if (failure === 'not_json') {
        response.writeHead(502, { 'Content-Type': 'text/html' });
        response.end('<html><body>Bad gateway</body></html>');
        return;
      }
      if (request.headers.authorization !== `Bearer ${token}`) return send(response, 401, UNAUTHORIZED);
      const body = await readJson(request);
      const md5 = body && typeof body.md5 === 'string' ? body.md5.toLowerCase() : '';
      if (!md5) return send(response, 200, MISSING_FIELDS);
      const transaction = paid.get(md5);
      if (!transaction) return send(response, 200, NOT_FOUND);
      return send(response, 200, {
        responseCode: 0,
        responseMessage: 'Success',
        errorCode: null,
        data: transaction,
      });
    }
    // Not Bakong's: how a person pays in the stand-in (the script prints an example).
    if (request.method === 'POST' && path === '/standin/pay') {
      const body = await readJson(request);
      const amount = Number(body?.amount);
      if (!body || typeof body.md5 !== 'string' || !Number.isFinite(amount))
        return send(response, 400, {
          error: 'send {"md5": "<32 hex digits>", "amount": 12.5, "toAccountId"?: "…"}',
        });
      const toAccountId =
        typeof body.toAccountId === 'string'
          ? body.toAccountId
          : (process.env.KHQR_ACCOUNT_ID ?? 'psar_shop@aclb');
      return send(response, 200, pay(body.md5, amount, toAccountId));
    }
    return send(response, 404, { error: 'Not Found' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address}:${address.port}`,
    token,
    pay,
    fail(next) {
      failure = next;
      // Calls left hanging end (as a dropped connection) once the stand-in stops hanging.
      if (next === 'hang') return;
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    get checks() {
      return checks;
    },
    async close() {
      for (const response of hanging) response.destroy();
      hanging.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
