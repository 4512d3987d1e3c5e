import { z } from 'zod';

/*
 * A small client of Bakong's Open API (National Bank of Cambodia), for the one call the shop
 * needs: "Check Transaction Status by MD5".
 *
 * Request and answer, as documented in NBC's "Bakong Open API Documentation" (v1.0.2, §5 "Check
 * Transaction Status by MD5": `POST {baseUrl}/v1/check_transaction_by_md5`) and used by the
 * `bakong-khqr` packages (e.g. the Python package's `KHQR.check_payment`, github.com/bsthen/bakong-khqr,
 * bakong_khqr/khqr.py; sample answers in github.com/sophada/Bakong-KHQR-Proxy's README):
 *
 *   POST https://api-bakong.nbc.gov.kh/v1/check_transaction_by_md5
 *   Authorization: Bearer <the merchant's developer token>
 *   Content-Type: application/json
 *   { "md5": "<md5 of the KHQR string, 32 hex digits>" }
 *
 *   found:     { "responseCode": 0, "responseMessage": "Success", "errorCode": null,
 *                "data": { "hash": "…", "fromAccountId": "abaakhppxxx@abaa", "toAccountId": "shop@aclb",
 *                          "currency": "USD", "amount": 1, "description": null,
 *                          "createdDateMs": 1761154142000, "acknowledgedDateMs": 1761154143000,
 *                          "trackingStatus": null, "receiverBank": null, "receiverBankAccount": null,
 *                          "instructionRef": null, "externalRef": "100FT35781491692" } }
 *   not found: { "responseCode": 1, "responseMessage": "Transaction could not be found. Please check and try again.",
 *                "errorCode": 1, "data": null }
 *
 * Bakong's error codes (the `bakong-khqr` npm package's list): 1 transaction not found, 3 transaction
 * failed, 5 missing required fields, 6 unauthorized (token wrong or expired), 9 cannot connect.
 *
 * Anything else — an HTTP error, a timeout, a refused connection, an answer that is not JSON or not
 * of that shape, an expired token — is "try later": the poller backs off and asks again; nothing
 * here throws.
 */

/** Bakong's `data` of a found transaction: the fields the shop reads (others are dropped). */
const bakongTransactionSchema = z.object({
  hash: z.string().min(1),
  fromAccountId: z.string().nullish(),
  toAccountId: z.string(),
  currency: z.string(),
  amount: z.number(),
  description: z.string().nullish(),
  createdDateMs: z.number().nullish(),
  acknowledgedDateMs: z.number().nullish(),
  externalRef: z.string().nullish(),
});
export type BakongTransaction = z.output<typeof bakongTransactionSchema>;

const bakongAnswerSchema = z.object({
  responseCode: z.number().int(),
  responseMessage: z.string().nullish(),
  errorCode: z.number().int().nullish(),
  data: z.unknown().nullish(),
});

/** Bakong's error codes the shop tells apart. */
export const BAKONG_ERROR = { notFound: 1, failed: 3, unauthorized: 6 } as const;

export type BakongCheck =
  /** Bakong saw the transaction: the money moved (the caller still checks amount and account). */
  | { outcome: 'found'; transaction: BakongTransaction }
  /** Not paid (yet): the shopper has not scanned, or the bank has not settled. */
  | { outcome: 'not_found' }
  /** Bakong reports the transaction failed (errorCode 3); the code may still be paid again. */
  | { outcome: 'failed'; message: string }
  /** No usable answer: ask again later. `reason` is for the log and the back office. */
  | { outcome: 'try_later'; reason: string };

export interface BakongClient {
  checkTransactionByMd5(md5: string): Promise<BakongCheck>;
}

export interface BakongClientOptions {
  /** e.g. https://api-bakong.nbc.gov.kh (no trailing slash needed). */
  apiUrl: string;
  token: string;
  /** How long one call may take before it counts as "try later" (default 5 s). */
  timeoutMs?: number;
  /** For tests; the global fetch by default. */
  fetch?: typeof fetch;
}

export const BAKONG_TIMEOUT_MS = 5000;

export function createBakongClient(options: BakongClientOptions): BakongClient {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/v1/check_transaction_by_md5`;
  const timeoutMs = options.timeoutMs ?? BAKONG_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  return {
    async checkTransactionByMd5(md5) {
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({ md5 }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        // A DOMException (the timeout) is not always an `instanceof Error`: read its name.
        const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
        const reason =
          name === 'TimeoutError' || name === 'AbortError'
            ? `Bakong did not answer within ${timeoutMs} ms`
            : `Bakong could not be reached (${causeOf(error)})`;
        return { outcome: 'try_later', reason };
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { outcome: 'try_later', reason: `Bakong answered HTTP ${response.status} without JSON` };
      }
      const answer = bakongAnswerSchema.safeParse(json);
      if (!answer.success) {
        return {
          outcome: 'try_later',
          reason: `Bakong answered HTTP ${response.status} in an unknown shape`,
        };
      }
      const { responseCode, responseMessage, errorCode, data } = answer.data;
      if (errorCode === BAKONG_ERROR.unauthorized || response.status === 401 || response.status === 403) {
        return {
          outcome: 'try_later',
          reason: 'Bakong refused the token (wrong or expired: renew BAKONG_TOKEN)',
        };
      }
      if (!response.ok) {
        return { outcome: 'try_later', reason: `Bakong answered HTTP ${response.status}` };
      }
      if (responseCode === 0) {
        const transaction = bakongTransactionSchema.safeParse(data);
        if (!transaction.success)
          return { outcome: 'try_later', reason: 'Bakong answered success without a transaction' };
        return { outcome: 'found', transaction: transaction.data };
      }
      if (errorCode === BAKONG_ERROR.notFound) return { outcome: 'not_found' };
      if (errorCode === BAKONG_ERROR.failed)
        return { outcome: 'failed', message: responseMessage || 'Transaction failed' };
      return {
        outcome: 'try_later',
        reason: `Bakong answered error ${errorCode ?? '?'}: ${responseMessage ?? 'no message'}`,
      };
    },
  };
}

/** fetch's "fetch failed" hides the useful part (ECONNREFUSED, ENOTFOUND…) in its cause. */
function causeOf(error: unknown): string {
  const cause = error && typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause) return String(cause.code);
  return error instanceof Error ? error.message : String(error);
}
