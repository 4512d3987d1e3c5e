import { api, type HelpCategory, type ListResponse } from '@storefront/shared';

export const helpCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHelpCategories: build.query<HelpCategory[], void>({
      query: () => '/help/categories',
      transformResponse: (response: ListResponse<HelpCategory>) => response.data,
    }),
  }),
});

export const { useGetHelpCategoriesQuery } = helpCategoriesApi;
