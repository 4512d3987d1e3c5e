// The help centre's endpoints, injected into the shared api. Used by the customer-care pages and
// the contact form (which lives in its own feature), so it sits here.
import { api } from '@storefront/shared';
import type {
  ArticleSummary,
  HelpArticle,
  HelpArticlesQuery,
  HelpCategory,
  HelpCategoryDetail,
  HelpSearchQuery,
  HelpVote,
  HelpVoteBody,
  ItemResponse,
  ListResponse,
  SearchHit,
  SupportTicketReceipt,
} from '@storefront/shared';

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHelpCategories: build.query<HelpCategory[], void>({
      query: () => '/help/categories',
      transformResponse: (response: ListResponse<HelpCategory>) => response.data,
    }),
    getHelpCategory: build.query<HelpCategoryDetail, number>({
      query: (id) => `/help/categories/${id}`,
      transformResponse: (response: ItemResponse<HelpCategoryDetail>) => response.data,
    }),
    getHelpArticles: build.query<ArticleSummary[], HelpArticlesQuery>({
      query: (params) => ({ url: '/help/articles', params }),
      transformResponse: (response: ListResponse<ArticleSummary>) => response.data,
    }),
    getHelpArticle: build.query<HelpArticle, number>({
      query: (id) => `/help/articles/${id}`,
      transformResponse: (response: ItemResponse<HelpArticle>) => response.data,
    }),
    searchHelp: build.query<ListResponse<SearchHit>, HelpSearchQuery>({
      query: (params) => ({ url: '/help/search', params }),
    }),
    voteHelpful: build.mutation<HelpVote, { id: number } & HelpVoteBody>({
      query: ({ id, helpful }) => ({
        url: `/help/articles/${id}/feedback`,
        method: 'POST',
        body: { helpful },
      }),
      transformResponse: (response: ItemResponse<HelpVote>) => response.data,
    }),
    createSupportTicket: build.mutation<SupportTicketReceipt, FormData>({
      query: (body) => ({ url: '/support-tickets', method: 'POST', body }),
      transformResponse: (response: ItemResponse<SupportTicketReceipt>) => response.data,
    }),
  }),
});

export const {
  useGetHelpCategoriesQuery,
  useGetHelpCategoryQuery,
  useGetHelpArticlesQuery,
  useGetHelpArticleQuery,
  useSearchHelpQuery,
  useVoteHelpfulMutation,
  useCreateSupportTicketMutation,
} = helpApi;
