import type { APIRequestContext } from '@playwright/test';

/** The operator token `pnpm start` is given for browser tests (see playwright.config.ts). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789';
export const OPERATOR_HEADERS = { 'x-client-type': 'web', 'x-operator-token': E2E_OPERATOR_TOKEN };

/** The newest e-mail the API sent to an address, read from the outbox. */
export async function lastMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  const response = await request.get(`/api/operator/outbox?to=${encodeURIComponent(to)}`, { headers: OPERATOR_HEADERS });
  const [mail] = ((await response.json()) as { data: { subject: string; text: string }[] }).data;
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
