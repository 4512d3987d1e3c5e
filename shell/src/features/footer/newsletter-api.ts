import { api, type Language } from '@storefront/shared';

export interface NewsletterSubscription {
  email: string;
  alreadySubscribed: boolean;
  /** Shown once to a new subscriber; null for an address that was already subscribed. */
  code: string | null;
  /** Whether this sign-up e-mailed the code: false for a repeat within minutes of the last mail. */
  codeEmailed: boolean;
  discountPercent: number;
}

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterSubscription, { email: string; language: Language }>({
      query: (body) => ({ url: '/newsletter/subscriptions', method: 'POST', body }),
      transformResponse: (response: { data: NewsletterSubscription }) => response.data,
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
