import { QueryStatus } from '@reduxjs/toolkit/query';
import type { Resource } from 'i18next';
import type { Language } from '../contract';
import { api } from '../api/api';
import type { AuthState } from '../auth/auth-slice';
import type { RootState } from '../store/make-store';

/**
 * What a server-rendered page carries for the browser to hydrate it: the render's inputs (language,
 * render time), the translations it used, and the API answers it showed.
 */
export interface ServerRendered {
  language: Language;
  /** When it was rendered (epoch ms): the hydrating render shows times as of then (useNow). */
  renderedAt: number;
  resources: Resource;
  api: Pick<RootState['api'], 'queries' | 'provided'>;
}

declare global {
  // The shell's server writes it into the page as a JSON data block, next to the markup it rendered;
  // the shell's entry reads it from there (shell/src/app/server-rendered-data.ts).
  var __PSAR_SSR__: ServerRendered | undefined;
}

/** Whether the shell's server rendered this page (its state is there to hydrate from). */
export const pageRenderedOnServer = (): boolean => globalThis.__PSAR_SSR__ !== undefined;

/** The visitor a server render is for: nobody signed in, and no session start-up pending. */
export const anonymousSession: AuthState = { user: null, loading: false };

/** How long a hydrating page's server answers count as fresh (then serverAnswersAged). */
export const SERVER_ANSWERS_FRESH_SECONDS = 10;

/**
 * The store's starting state for rendering a page on the server, or for hydrating the page the
 * server rendered (`rendered`). Its answers are stamped as fetched now and count as fresh for a
 * few seconds: the page's queries, mounting as it hydrates, do not fetch them all again at once.
 */
export function serverRenderedState(
  rendered?: Pick<ServerRendered, 'api'>,
  now = Date.now(),
): Partial<RootState> {
  const empty = api.reducer(undefined, { type: '@@psar/init' });
  const queries: RootState['api']['queries'] = {};
  // A carried 404 gets the stamp too: RTK Query asks again for an entry without one, and the page
  // (not found) would flash its loading state and send a request the server already answered.
  for (const [key, entry] of Object.entries(rendered?.api.queries ?? {}))
    // (An answer is fulfilled or rejected, both of which carry a fulfilledTimeStamp.)
    queries[key] =
      entry && isDefiniteAnswer(entry) ? ({ ...entry, fulfilledTimeStamp: now } as QueryEntry) : entry;
  return {
    // redux-persist adds its `_persist` marker when it rehydrates.
    auth: anonymousSession as RootState['auth'],
    ...(rendered
      ? {
          api: {
            ...empty,
            // Kept while unwatched too: a part that goes away as the page hydrates (the desktop
            // header's category row, on a phone) must not take an answer that a part hydrating
            // after it (the page's own list of categories) shows in the server's markup.
            config: {
              ...empty.config,
              refetchOnMountOrArgChange: SERVER_ANSWERS_FRESH_SECONDS,
              keepUnusedDataFor: SERVER_ANSWERS_FRESH_SECONDS,
            },
            queries,
            provided: rendered.api.provided,
          },
        }
      : {}),
  };
}

type QueryEntry = NonNullable<RootState['api']['queries'][string]>;

/**
 * An answer the page showed: data, or a 404 — a definite "there is no such thing" that the page
 * shows as not found (an unknown product). Other failures (a 500, a timeout) are not answers:
 * the browser asks again.
 */
export function isDefiniteAnswer(entry: QueryEntry): boolean {
  if (entry.status === QueryStatus.fulfilled) return true;
  const error =
    entry.status === QueryStatus.rejected ? (entry.error as { status?: unknown } | undefined) : undefined;
  return error?.status === 404;
}

/** The part of the API cache worth sending: answers, not requests in flight or failures. */
export function answeredQueries(state: RootState['api']): ServerRendered['api'] {
  return {
    queries: Object.fromEntries(
      Object.entries(state.queries).filter(([, entry]) => entry && isDefiniteAnswer(entry)),
    ),
    provided: state.provided,
  };
}
