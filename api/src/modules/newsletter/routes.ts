import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code } from '../../lib/errors/zod-issues';
import { errorResponses, itemOf } from '../../lib/schemas';
import { NEWSLETTER_DISCOUNT_PERCENT, type NewsletterService } from './service';

const subscriptionSchema = z.object({
  email: z.string(),
  alreadySubscribed: z.boolean(),
  /** The welcome code, shown once to a new subscriber; null for a repeated address. */
  code: z.string().nullable(),
  /** Whether this request e-mailed the welcome code: a repeated address within the cooldown is
   * not e-mailed again (its code went out minutes ago). */
  codeEmailed: z.boolean(),
  discountPercent: z.number().int(),
});

export const subscribeBody = z.object({
  email: z
    .string(code('form.email_required'))
    .trim()
    .min(1, code('form.email_required'))
    .max(254, code('form.email_too_long'))
    .pipe(z.email(code('form.email_invalid'))),
  language: z.enum(['en', 'kh'], code('mail.language_invalid')).default('en'),
});

export async function newsletterRoutes(
  app: FastifyInstance,
  { newsletter }: { newsletter: NewsletterService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/newsletter/subscriptions',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Sign up for the newsletter: the welcome code for the first purchase is e-mailed (and shown once)',
        body: subscribeBody,
        response: { 200: itemOf(subscriptionSchema), 201: itemOf(subscriptionSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await newsletter.subscribe(request.body.email, request.body.language);
      return reply
        .status(result.alreadySubscribed ? 200 : 201)
        .send({ data: { ...result, discountPercent: NEWSLETTER_DISCOUNT_PERCENT } });
    },
  );
}
