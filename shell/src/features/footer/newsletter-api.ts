import {
  api,
  type ItemResponse,
  type NewsletterSubscription,
  type SubscribeNewsletterRequest,
} from '@storefront/shared';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterSubscription, SubscribeNewsletterRequest>({
      query: (body) => ({ url: '/newsletter/subscriptions', method: 'POST', body }),
      transformResponse: (response: ItemResponse<NewsletterSubscription>) => response.data,
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
