import type { Resource } from 'i18next';
import type { Language } from '../domain/types';
import { api } from '../api/api';
import type { AuthState } from '../auth/auth-slice';
import type { RootState } from '../store/make-store';

/**
 * What a server-rendered page carries for the browser to hydrate it: the render's inputs (language,
 * screen guess), the translations it used, and the API answers it showed.
 */
export interface ServerRendered {
  language: Language;
  wideScreen: boolean;
  resources: Resource;
  api: Pick<RootState['api'], 'queries' | 'provided'>;
}

declare global {
  // Written into the page by the shell's server, next to the markup it rendered.
  var __PSAR_SSR__: ServerRendered | undefined;
}

/** The visitor a server render is for: nobody signed in, and no session start-up pending. */
export const anonymousSession: AuthState = { user: null, loading: false };

/** The store's starting state for hydrating (or rendering on the server) a page of `rendered`. */
export function serverRenderedState(rendered?: Pick<ServerRendered, 'api'>): Partial<RootState> {
  const empty = api.reducer(undefined, { type: '@@psar/init' });
  return {
    // redux-persist adds its `_persist` marker when it rehydrates.
    auth: anonymousSession as RootState['auth'],
    ...(rendered
      ? { api: { ...empty, queries: rendered.api.queries, provided: rendered.api.provided } }
      : {}),
  };
}

/** The part of the API cache worth sending: answers, not requests in flight or failures. */
export function answeredQueries(state: RootState['api']): ServerRendered['api'] {
  return {
    queries: Object.fromEntries(
      Object.entries(state.queries).filter(([, entry]) => entry?.status === 'fulfilled'),
    ),
    provided: state.provided,
  };
}
