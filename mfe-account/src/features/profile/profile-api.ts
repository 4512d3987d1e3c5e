import {
  api,
  signedIn,
  type ItemResponse,
  type PasswordChange,
  type ProfileUpdate,
  type SignedOutSessions,
  type User,
} from '@storefront/shared';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfileUpdate>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      transformResponse: (response: ItemResponse<User>) => response.data,
      // The auth slice holds the user every page reads (menu greeting, profile warning).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
    }),
    changePassword: build.mutation<SignedOutSessions, PasswordChange>({
      query: (body) => ({ url: '/profile/password', method: 'PUT', body }),
      transformResponse: (response: ItemResponse<SignedOutSessions>) => response.data,
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileApi;
