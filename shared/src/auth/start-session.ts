import type { Persistor } from 'redux-persist';
import { persistStore } from 'redux-persist';
import type { AppStore } from '../store/make-store';
import { authApi } from './auth-api';
import { selectUser, sessionSettled, signedIn, signedOut } from './auth-slice';

/**
 * Spec section 4, session start-up: restore the persisted user; if there is one, fetch the
 * profile (success sets the user, failure clears it); then loading becomes false.
 */
export async function startSession(store: AppStore): Promise<Persistor> {
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
  store.dispatch(result.data ? signedIn(result.data) : signedOut());
  return persistor;
}
