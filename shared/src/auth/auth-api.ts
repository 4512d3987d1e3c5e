import { api } from '../api/api';
import type { ItemResponse, LoginRequest, SignUpRequest, User } from '../contract';
import { signedIn, signedOut } from './auth-slice';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<User, void>({
      query: () => '/profile',
      transformResponse: (response: ItemResponse<User>) => response.data,
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (response: ItemResponse<User>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
    }),
    signUp: build.mutation<User, SignUpRequest>({
      query: (body) => ({ url: '/sign-up', method: 'POST', body }),
      transformResponse: (response: ItemResponse<User>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      // Spec section 4: logout calls the endpoint and then clears the user.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ok) dispatch(signedOut());
      },
    }),
  }),
});

export const { useGetProfileQuery, useLoginMutation, useSignUpMutation, useLogoutMutation } = authApi;
