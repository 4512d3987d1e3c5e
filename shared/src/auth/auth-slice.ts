import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../contract';

export interface AuthState {
  user: User | null;
  /** True until the session start-up has settled who the visitor is. */
  loading: boolean;
}

const initialState: AuthState = { user: null, loading: true };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.loading = false;
    },
    signedOut(state) {
      state.user = null;
      state.loading = false;
    },
    sessionSettled(state) {
      state.loading = false;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectSessionLoading: (state) => state.loading,
  },
});

export const { signedIn, signedOut, sessionSettled } = authSlice.actions;
export const { selectUser, selectIsSignedIn, selectSessionLoading } = authSlice.selectors;
