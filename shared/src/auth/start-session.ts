import type { Persistor } from 'redux-persist';
import { persistStore } from 'redux-persist';
import { AUTH_STORE_KEY, type AppStore } from '../store/make-store';
import { authApi } from './auth-api';
import { selectUser, sessionSettled, signedIn, signedOut } from './auth-slice';
import { startTabSync } from './tab-sync';

/** An error that tells nothing about the session: no answer, or the server failing. */
function noAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return (
    status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500)
  );
}

/**
 * Spec section 4, session start-up: restore the persisted user; if there is one, fetch the
 * profile (success sets the user, failure clears it); then loading becomes false. Without an
 * answer (the network is down) the shopper stays signed in: only the server ends a session.
 * The page also joins the browser's other tabs (sign-in, sign-out and cart changes).
 */
export async function startSession(store: AppStore): Promise<Persistor> {
  startTabSync(store);
  let persistor!: Persistor;
  await new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });
  if (!selectUser(store.getState())) {
    store.dispatch(sessionSettled());
    return persistor;
  }
  const result = await store.dispatch(
    authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (result.data) store.dispatch(signedIn(result.data));
  else store.dispatch(noAnswer(result.error) ? sessionSettled() : signedOut());
  return persistor;
}

/** Whether this browser kept a signed-in user (read synchronously, before the first render). */
export function hasPersistedUser(): boolean {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(AUTH_STORE_KEY) ?? '{}');
    const user = saved !== null && typeof saved === 'object' && 'user' in saved ? saved.user : undefined;
    // redux-persist stores each field as JSON text of its own.
    return typeof user === 'string' && user !== 'null';
  } catch {
    return false;
  }
}
