import {
  api,
  type AuthProvider,
  type ConfirmOtpRequest,
  type ForgetPasswordRequest,
  type ItemResponse,
  type ResetCodeSent,
  type ResetPasswordRequest,
  type ResetToken,
  type SignedOutSessions,
} from '@storefront/shared';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestResetCode: build.mutation<ResetCodeSent, ForgetPasswordRequest>({
      query: (body) => ({ url: '/forget-password', method: 'POST', body }),
      transformResponse: (response: ItemResponse<ResetCodeSent>) => response.data,
    }),
    confirmResetCode: build.mutation<ResetToken, ConfirmOtpRequest>({
      query: (body) => ({ url: '/confirm-otp', method: 'POST', body }),
      transformResponse: (response: ItemResponse<ResetToken>) => response.data,
    }),
    resetPassword: build.mutation<SignedOutSessions, ResetPasswordRequest>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
      transformResponse: (response: ItemResponse<SignedOutSessions>) => response.data,
    }),
    authProviders: build.query<AuthProvider[], void>({
      query: () => '/auth/providers',
      transformResponse: (response: ItemResponse<AuthProvider[]>) => response.data,
    }),
  }),
});

export const {
  useRequestResetCodeMutation,
  useConfirmResetCodeMutation,
  useResetPasswordMutation,
  useAuthProvidersQuery,
} = passwordResetApi;
