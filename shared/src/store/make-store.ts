import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
// The ES build: 'redux-persist/lib/storage' would bring CommonJS copies beside the ES modules.
import storage from 'redux-persist/es/storage';
import { api } from '../api/api';
import { authSlice } from '../auth/auth-slice';
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

export const rootReducer = combineSlices(api, { [authSlice.reducerPath]: persistedAuth }).withLazyLoadedSlices<LazyLoadedSlices>();

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
        .prepend(refetchAfterMutation.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
