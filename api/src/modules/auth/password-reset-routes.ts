import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { errorResponses, itemOf } from '../../lib/schemas';
import type { PasswordResetService } from './password-reset';
import { passwordSchema } from './schemas';

const email = z
  .string(code('auth.email_required'))
  .trim()
  .toLowerCase()
  .email(code('auth.email_invalid'))
  .max(254);

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
        tags,
        summary:
          'Mail a 6-digit code for resetting the password (same answer whether or not the email has an account)',
        body: z.object({ email }),
        response: {
          200: itemOf(z.object({ expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await passwordReset.requestCode(request.body.email) }),
  );

  r.post(
    '/confirm-otp',
    {
      schema: {
        tags,
        summary: 'Check the code (5 tries, 10 minutes); answers a one-time reset token',
        body: z.object({
          email,
          code: z
            .string(code('auth.otp_format'))
            .trim()
            .regex(/^\d{6}$/, code('auth.otp_format')),
        }),
        response: { 200: itemOf(z.object({ resetToken: z.string() })), ...errorResponses },
      },
    },
    async (request) => ({ data: await passwordReset.confirmCode(request.body.email, request.body.code) }),
  );

  r.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset token; every session is signed out',
        body: z.object({ resetToken: z.string().min(1).max(200), password: passwordSchema }),
        response: { 200: itemOf(z.object({ signedOutSessions: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ({
      data: await passwordReset.resetPassword(request.body.resetToken, request.body.password),
    }),
  );
}
