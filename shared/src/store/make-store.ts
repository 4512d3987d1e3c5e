import { combineSlices, configureStore, createAction, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
// The ES build: 'redux-persist/lib/storage' would bring CommonJS copies beside the ES modules.
import storage from 'redux-persist/es/storage';
import { api } from '../api/api';
import { authSlice } from '../auth/auth-slice';
import { tabSync } from '../auth/tab-sync';
import { isDefiniteAnswer } from '../app/server-rendered';
import { refetchAfterMutation } from './refetch-after-mutation';

/** Slices that remotes inject at run time; each remote augments this interface for its slice. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** Spec section 3: only the auth store is persisted, under `auth-store`, and only its user. */
export const AUTH_STORE_KEY = 'auth-store';
const persistedAuth = persistReducer(
  { key: AUTH_STORE_KEY, keyPrefix: '', storage, whitelist: ['user'] },
  authSlice.reducer,
);

/**
 * A server-rendered page starts with the answers its server just fetched, and counts them fresh
 * for a few seconds (see server-rendered.ts): hydrating it does not ask for them all again. Then
 * this action gives the api back its own rule (spec section 9: zero stale time).
 */
export const serverAnswersAged = createAction('psar/serverAnswersAged');
/**
 * Between a server render's passes: a 404 it got (an unknown product) counts as answered, stamped
 * like data. RTK Query asks again for a failed entry whenever a component mounts with it, so every
 * pass would send the request again and the page would end with it still running.
 */
export const serverMissesAnswered = createAction<number>('psar/serverMissesAnswered');
type ApiState = ReturnType<typeof api.reducer>;
const apiReducer: Reducer<ApiState> = (state, action) => {
  const next = api.reducer(state, action);
  if (serverMissesAnswered.match(action)) {
    const queries = { ...next.queries };
    for (const [key, entry] of Object.entries(queries))
      if (
        entry &&
        entry.status !== 'fulfilled' &&
        entry.fulfilledTimeStamp === undefined &&
        isDefiniteAnswer(entry)
      )
        // (A rejected entry carries a fulfilledTimeStamp once it had data; this one stands for its answer.)
        queries[key] = { ...entry, fulfilledTimeStamp: action.payload } as typeof entry;
    return { ...next, queries };
  }
  if (!serverAnswersAged.match(action)) return next;
  const { refetchOnMountOrArgChange, keepUnusedDataFor } = api.reducer(undefined, {
    type: '@@psar/init',
  }).config;
  return { ...next, config: { ...next.config, refetchOnMountOrArgChange, keepUnusedDataFor } };
};

export const rootReducer = combineSlices(
  { reducerPath: api.reducerPath, reducer: apiReducer },
  { [authSlice.reducerPath]: persistedAuth },
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .concat(api.middleware)
        .prepend(refetchAfterMutation.middleware, tabSync.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
