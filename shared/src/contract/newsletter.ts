import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../rules/form-limits';
import { LANGUAGES } from './common';
import { code } from './error-codes';
import { named } from './registry';

// The footer's newsletter sign-up (`/api/newsletter/subscriptions`).

/** The longest e-mail address (RFC 5321 path limit). */
export { EMAIL_MAX_LENGTH as NEWSLETTER_EMAIL_MAX_LENGTH } from '../rules/form-limits';

export const subscribeNewsletterRequestSchema = named(
  'SubscribeNewsletterRequest',
  z.object({
    email: z
      .string(code('form.email_required'))
      .trim()
      .min(1, code('form.email_required'))
      .max(EMAIL_MAX_LENGTH, code('form.email_too_long'))
      .pipe(z.email(code('form.email_invalid')))
      .describe('The address to subscribe; trimmed and lower-cased, so each address is one subscription'),
    language: z
      .enum(LANGUAGES, code('mail.language_invalid'))
      .default('en')
      .describe('The language of the welcome e-mail'),
  }),
);
export type SubscribeNewsletterRequest = z.input<typeof subscribeNewsletterRequestSchema>;

export const newsletterSubscriptionSchema = named(
  'NewsletterSubscription',
  z.object({
    email: z.string().describe('The subscribed address, trimmed and lower-cased'),
    alreadySubscribed: z.boolean().describe('True when the address was subscribed before this request'),
    code: z
      .string()
      .nullable()
      .describe(
        'The welcome voucher code, shown once to a new subscriber; null for an address that was already subscribed',
      ),
    codeEmailed: z
      .boolean()
      .describe(
        'Whether this request e-mailed the welcome code: a repeated address within the cooldown is not e-mailed again (its code went out minutes ago)',
      ),
    discountPercent: z
      .number()
      .int()
      .describe("The welcome code's discount on the first purchase, in percent"),
  }),
);
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
