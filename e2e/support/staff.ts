import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The shop the browser tests run against (playwright.config.ts's baseURL). */
const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
/** The seeded owner (README): every back-office route allows the owner. */
export const OWNER = { login: 'owner@psar.test', password: 'Owner1234!' };
const CLIENT = { 'x-client-type': 'web' };

/**
 * Staff API sessions, each in a request context of its own: signing in through a test's `request`
 * would replace that context's cookies (often a shopper's session).
 */
const sessions = new Map<string, Promise<APIRequestContext>>();

async function signIn(account: typeof OWNER): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: CLIENT });
  const response = await context.post('/api/login', { data: account });
  if (!response.ok()) {
    await context.dispose();
    throw new Error(`${account.login} could not sign in: ${response.status()} ${await response.text()}`);
  }
  return context;
}

/**
 * Calls the API as a staff member (the owner unless said). The access token lives 15 minutes: on
 * a 401 the member signs in again once.
 */
export async function asStaff(
  call: (staff: APIRequestContext) => Promise<APIResponse>,
  account = OWNER,
): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 0 || !sessions.has(account.login)) {
      const previous = sessions.get(account.login);
      sessions.set(account.login, signIn(account));
      void previous?.then((context) => context.dispose()).catch(() => undefined);
    }
    const response = await call(await sessions.get(account.login)!);
    if (response.status() !== 401 || attempt > 0) return response;
  }
}

/**
 * The newest e-mail the API sent to an address, read from the back office's outbox as the seeded
 * owner (whatever its delivery state). `request` is the test's: kept so callers stay unchanged.
 */
export async function lastMailTo(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; text: string }> {
  void request;
  const [mail] = await mailsTo(to, 1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The newest e-mails to an address, newest first, with the template that wrote each. */
export async function mailsTo(
  to: string,
  perPage = 20,
): Promise<{ subject: string; text: string; template: string | null; language: string | null }[]> {
  const response = await asStaff((owner) =>
    owner.get(`/api/backoffice/outbox?to=${encodeURIComponent(to)}&perPage=${perPage}`),
  );
  if (!response.ok()) throw new Error(`the outbox answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: never[] }).data;
}
