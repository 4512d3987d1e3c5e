import {
  passwordChangeSchema,
  profileUpdateSchema,
  signedOutSessionsSchema,
  userSchema,
} from '@storefront/shared/contract/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { errorResponses, itemOf } from '../../lib/schemas';
import type { AuthService } from '../auth/service';
import type { ProfileService } from './profile-service';

export async function profileRoutes(
  app: FastifyInstance,
  { profile, auth }: { profile: ProfileService; auth: AuthService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  r.put(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'updateProfile',
        tags,
        summary: 'Change name, phone, birthday and gender',
        description:
          "For a signed-in shopper: replaces their name, phone, birthday and gender ('' or null clears the optional ones) and answers the updated user. Answers 409 auth.phone_taken when the phone belongs to another account.",
        body: profileUpdateSchema,
        response: { 200: itemOf(userSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      await profile.update(userId, request.body);
      const user = await auth.profile(userId);
      if (!user) throw notFound('account.not_found');
      return { data: user };
    },
  );

  r.put(
    '/profile/password',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'changePassword',
        tags,
        summary: 'Change the password (current one required); every other session is signed out',
        description:
          'For a signed-in shopper: sets a new password and signs out every other session (this one stays signed in). Answers 400 profile.current_password_required or profile.current_password_wrong when the account has a password and it is missing or wrong, and profile.password_unchanged when the new one equals it.',
        body: passwordChangeSchema,
        response: { 200: itemOf(signedOutSessionsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { userId, sessionId } = request.auth!;
      return {
        data: await profile.changePassword(
          userId,
          sessionId,
          request.body.currentPassword,
          request.body.newPassword,
        ),
      };
    },
  );
}
