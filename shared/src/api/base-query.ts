import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../app-config/runtime-config';
import { signedOut } from '../auth/auth-slice';
import { browserRefreshStamp, noteBrowserRefresh, withBrowserRefreshLock } from '../auth/browser-session';
import { htmlLang, i18n, toLanguage } from '../i18n/i18n';
import { cleanParams } from '../rules/clean-params';
import { showToast } from '../toast/toast';
import { loadErrorTranslations } from './error-message';

type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

let rawBaseQuery: RawBaseQuery | undefined;

/** The API origin is read at run time (see runtime-config), so the fetcher is made on first use. */
function raw(): RawBaseQuery {
  rawBaseQuery ??= fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    credentials: 'include',
    prepareHeaders(headers) {
      headers.set('Accept', 'application/json');
      // The API refuses state-changing requests without it: a cross-site form cannot set it.
      headers.set('X-Client-Type', 'web');
      // The API answers its messages (errors, field errors) in the interface's language, which
      // the shopper may have chosen unlike the browser's own Accept-Language.
      headers.set('Accept-Language', htmlLang(toLanguage(i18n.resolvedLanguage ?? i18n.language)));
      return headers;
    },
  });
  return rawBaseQuery;
}

function withCleanParams(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !args.params) return args;
  return { ...args, params: cleanParams(args.params) };
}

type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

/** The refresh this tab is running, shared by every request that got a 401 meanwhile. */
let pendingRefresh: Promise<RefreshOutcome> | undefined;
/** Counts this tab's successful refreshes (the browser-wide stamp counts the other tabs'). */
let refreshGeneration = 0;
/** Waits between tries of a refresh that got no answer (a network error, a 5xx). */
let refreshRetryDelaysMs: readonly number[] = [500, 2000];

/** A request remembers the value it was sent under, so a late 401 for a request sent before a
 * refresh finished (in this tab or another) is repeated instead of starting another refresh. */
const sessionGeneration = () => `${refreshGeneration}/${browserRefreshStamp()}`;

const REFRESH_PATH = '/refresh';
/** A 401 from these means wrong credentials or no session at all, never an expired token. */
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, '/login', '/sign-up', '/logout']);

function skipsRefresh(args: string | FetchArgs): boolean {
  return NO_REFRESH_PATHS.has(typeof args === 'string' ? args : args.url);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One `POST /refresh`, tried again after a network error or a server error. It carries no signal
 * of the request or page that started it: leaving that page must not cancel the refresh, which
 * every other request is waiting for. Only the server's 401 means the session is over.
 */
async function postRefresh(api: BaseQueryApi): Promise<RefreshOutcome> {
  const uncancellable = { ...api, signal: new AbortController().signal };
  for (let attempt = 0; ; attempt += 1) {
    const answer = await raw()({ url: REFRESH_PATH, method: 'POST', body: {} }, uncancellable, {});
    if (!answer.error) return 'refreshed';
    if (answer.error.status === 401) return 'refused';
    const delay = refreshRetryDelaysMs[attempt];
    if (delay === undefined) return 'unreachable';
    await wait(delay);
  }
}

/**
 * Renews the session once for every request of this tab that got a 401, and once for the whole
 * browser: it takes the browser-wide refresh lock, and if another tab renewed the session while
 * this one waited for the lock, it does not refresh again (the caller just repeats its request).
 */
function renewSession(api: BaseQueryApi, sentUnder: string): Promise<RefreshOutcome> {
  if (sessionGeneration() !== sentUnder) return Promise.resolve('refreshed');
  pendingRefresh ??= withBrowserRefreshLock(async () => {
    if (sessionGeneration() !== sentUnder) return 'refreshed' as const;
    const outcome = await postRefresh(api);
    if (outcome === 'refreshed') {
      refreshGeneration += 1;
      noteBrowserRefresh();
    } else if (outcome === 'refused') {
      api.dispatch(signedOut());
    } else {
      // The shopper stays signed in: the session is probably fine, the network is not.
      showToast(i18n.t('auth.sessionUnreachable', { ns: 'common' }), {
        variant: 'warning',
        preventDuplicate: true,
      });
    }
    return outcome;
  }).finally(() => {
    pendingRefresh = undefined;
  });
  return pendingRefresh;
}

/**
 * Spec sections 4 and 8: a 401 on any call triggers one shared token refresh (concurrent callers,
 * in this tab and the others, wait for the same one); on success the original request repeats
 * once; when the server refuses the refresh the user is signed out. A refresh that got no answer
 * leaves the user signed in (with a message) and the request fails as a network error.
 */
export const baseQueryWithReauth: RawBaseQuery = async (args, api, extraOptions) => {
  const result = await withReauth(args, api, extraOptions);
  const data = result.error?.data;
  if (data && typeof data === 'object' && 'code' in data) await loadErrorTranslations();
  return result;
};

const withReauth: RawBaseQuery = async (args, api, extraOptions) => {
  const request = withCleanParams(args);
  // Sent now, it would carry the access token being replaced.
  if (pendingRefresh) await pendingRefresh;
  const sentUnder = sessionGeneration();
  const result = await raw()(request, api, extraOptions);
  if (result.error?.status !== 401 || skipsRefresh(args)) return result;

  const outcome = await renewSession(api, sentUnder);
  if (outcome === 'refused') return result;
  if (outcome === 'unreachable')
    return {
      error: { status: 'FETCH_ERROR', error: 'The session could not be renewed: no answer from the API' },
    };
  return raw()(request, api, extraOptions);
};

/** Test hook: forget the fetcher (to change the API origin or fetch) and this tab's refresh state. */
export function resetBaseQueryForTests(options: { refreshRetryDelaysMs?: readonly number[] } = {}): void {
  rawBaseQuery = undefined;
  refreshGeneration = 0;
  pendingRefresh = undefined;
  refreshRetryDelaysMs = options.refreshRetryDelaysMs ?? [500, 2000];
}
