import {
  newsletterSubscriptionSchema,
  subscribeNewsletterRequestSchema,
} from '@storefront/shared/contract/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, itemOf } from '../../lib/schemas';
import { NEWSLETTER_DISCOUNT_PERCENT, type NewsletterService } from './service';

export async function newsletterRoutes(
  app: FastifyInstance,
  { newsletter }: { newsletter: NewsletterService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/newsletter/subscriptions',
    {
      schema: {
        operationId: 'subscribeNewsletter',
        tags: ['newsletter'],
        summary:
          'Sign up for the newsletter: the welcome code for the first purchase is e-mailed (and shown once)',
        description:
          'Anyone may subscribe an e-mail address. Answers 201 with the welcome voucher code for a new address, 200 without the code (null) for an address already subscribed; the code is e-mailed unless it went out minutes ago. Answers 400 for a missing, invalid or over-long address.',
        body: subscribeNewsletterRequestSchema,
        response: {
          200: itemOf(newsletterSubscriptionSchema),
          201: itemOf(newsletterSubscriptionSchema),
          ...errorResponses,
        },
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
