import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { Mutex } from 'async-mutex';
import { apiBaseUrl } from '../app-config/runtime-config';
import { signedOut } from '../auth/auth-slice';
import { htmlLang, i18n, toLanguage } from '../i18n/i18n';
import { cleanParams } from '../rules/clean-params';
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

const refreshLock = new Mutex();
/** Counts successful refreshes. A request remembers the value it was sent under, so a late 401
 * for a request sent before a refresh finished is retried instead of starting another refresh. */
let refreshGeneration = 0;

const REFRESH_PATH = '/refresh';
/** A 401 from these means wrong credentials or no session at all, never an expired token. */
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, '/login', '/sign-up', '/logout']);

function skipsRefresh(args: string | FetchArgs): boolean {
  return NO_REFRESH_PATHS.has(typeof args === 'string' ? args : args.url);
}

/**
 * Spec sections 4 and 8: a 401 on any call triggers one shared token refresh (concurrent callers
 * wait for the same one); on success the original request repeats once, on failure the user is
 * signed out.
 */
export const baseQueryWithReauth: RawBaseQuery = async (args, api, extraOptions) => {
  const result = await withReauth(args, api, extraOptions);
  const data = result.error?.data;
  if (data && typeof data === 'object' && 'code' in data) await loadErrorTranslations();
  return result;
};

const withReauth: RawBaseQuery = async (args, api, extraOptions) => {
  const request = withCleanParams(args);
  await refreshLock.waitForUnlock();
  const sentUnder = refreshGeneration;
  const result = await raw()(request, api, extraOptions);
  if (result.error?.status !== 401 || skipsRefresh(args)) return result;

  if (refreshLock.isLocked()) {
    await refreshLock.waitForUnlock();
  } else if (sentUnder === refreshGeneration) {
    await refreshLock.runExclusive(async () => {
      const refreshed = await raw()({ url: REFRESH_PATH, method: 'POST', body: {} }, api, extraOptions);
      if (refreshed.error) {
        api.dispatch(signedOut());
      } else {
        refreshGeneration += 1;
      }
    });
  }
  // Only repeat when a refresh succeeded after this request was sent; otherwise the 401 stands.
  if (refreshGeneration === sentUnder) return result;
  return raw()(request, api, extraOptions);
};

/** Test hook: forget the fetcher so a test can change the API origin or fetch implementation. */
export function resetBaseQueryForTests(): void {
  rawBaseQuery = undefined;
  refreshGeneration = 0;
}
