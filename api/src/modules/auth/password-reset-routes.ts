import { signedOutSessionsSchema } from '@storefront/shared/contract/account';
import {
  confirmOtpRequestSchema,
  forgetPasswordRequestSchema,
  resetCodeSentSchema,
  resetPasswordRequestSchema,
  resetTokenSchema,
} from '@storefront/shared/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, itemOf } from '../../lib/schemas';
import type { PasswordResetService } from './password-reset';

export async function passwordResetRoutes(
  app: FastifyInstance,
  { passwordReset }: { passwordReset: PasswordResetService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/forget-password',
    {
      schema: {
        operationId: 'requestPasswordResetCode',
        tags,
        summary:
          'Mail a 6-digit code for resetting the password (same answer whether or not the email has an account)',
        description:
          "Anyone may ask; the code is mailed in the request's language (en or kh). The answer is the same whether or not the address has an account, so it does not tell which accounts exist. Answers 429 password_reset.wait (with the seconds to wait) when a code was mailed to the address moments ago.",
        body: forgetPasswordRequestSchema,
        response: { 200: itemOf(resetCodeSentSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await passwordReset.requestCode(request.body.email, new Date(), requestLanguage(request)),
    }),
  );

  r.post(
    '/confirm-otp',
    {
      schema: {
        operationId: 'confirmPasswordResetCode',
        tags,
        summary: 'Check the code (5 tries, 10 minutes); answers a one-time reset token',
        description:
          'Anyone holding the mailed code may call it. Answers 400 with password_reset.no_code, password_reset.code_expired or password_reset.code_wrong (with the tries left), and 429 password_reset.too_many_tries once the tries are used up.',
        body: confirmOtpRequestSchema,
        response: { 200: itemOf(resetTokenSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await passwordReset.confirmCode(request.body.email, request.body.code) }),
  );

  r.post(
    '/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Set a new password with the reset token; every session is signed out',
        description:
          'Anyone holding a reset token from /api/confirm-otp may call it, once; every session of the account is signed out. Answers 400 password_reset.expired for an unknown, used or expired token.',
        body: resetPasswordRequestSchema,
        response: { 200: itemOf(signedOutSessionsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await passwordReset.resetPassword(request.body.resetToken, request.body.password),
    }),
  );
}
