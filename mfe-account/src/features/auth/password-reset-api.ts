import { api, type ItemResponse } from '@storefront/shared';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestResetCode: build.mutation<{ expiresInSeconds: number; resendInSeconds: number }, { email: string }>({
      query: (body) => ({ url: '/forget-password', method: 'POST', body }),
      transformResponse: (response: ItemResponse<{ expiresInSeconds: number; resendInSeconds: number }>) => response.data,
    }),
    confirmResetCode: build.mutation<{ resetToken: string }, { email: string; code: string }>({
      query: (body) => ({ url: '/confirm-otp', method: 'POST', body }),
      transformResponse: (response: ItemResponse<{ resetToken: string }>) => response.data,
    }),
    resetPassword: build.mutation<{ signedOutSessions: number }, { resetToken: string; password: string }>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
      transformResponse: (response: ItemResponse<{ signedOutSessions: number }>) => response.data,
    }),
    authProviders: build.query<{ id: string; name: string }[], void>({
      query: () => '/auth/providers',
      transformResponse: (response: { data: { id: string; name: string }[] }) => response.data,
    }),
  }),
});

export const { useRequestResetCodeMutation, useConfirmResetCodeMutation, useResetPasswordMutation, useAuthProvidersQuery } = passwordResetApi;
