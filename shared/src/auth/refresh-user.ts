import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './auth-api';
import { signedIn } from './auth-slice';

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Reloads the signed-in user into the auth slice after a change to their profile or address
 * book, so everything that reads the slice (the header's delivery location, the account menu's
 * greeting, the profile warning) shows it at once. A failure leaves the slice as it was: the
 * change itself succeeded.
 */
export async function refreshSignedInUser(dispatch: AnyDispatch): Promise<void> {
  const result = await dispatch(
    authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (result.data) dispatch(signedIn(result.data));
}
