import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { errorResponses, itemOf } from '../../lib/schemas';
import { userSchema } from '../auth/schemas';
import type { AuthService } from '../auth/service';
import { changePasswordBody, profileBody } from './profile-schemas';
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
        tags,
        summary: 'Change name, phone, birthday and gender',
        body: profileBody,
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
        tags,
        summary: 'Change the password (current one required); every other session is signed out',
        body: changePasswordBody,
        response: { 200: itemOf(z.object({ signedOutSessions: z.number().int() })), ...errorResponses },
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
