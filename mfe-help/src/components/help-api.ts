// The help centre's endpoints, injected into the shared api. Used by the customer-care pages and
// the contact form (which lives in its own feature), so it sits here.
import { api, type HelpCategory, type ListResponse, type LocalizedText } from '@storefront/shared';

export interface ArticleSummary {
  id: number;
  slug: string;
  categoryId: number;
  title: LocalizedText;
}

export interface CategoryRef {
  id: number;
  title: LocalizedText;
}

export interface HelpCategoryDetail extends CategoryRef {
  group: CategoryRef | null;
  subCategories: CategoryRef[];
  articles: ArticleSummary[];
}

export interface HelpArticle extends ArticleSummary {
  body: LocalizedText;
  updatedAt: string;
  category: CategoryRef | null;
  group: CategoryRef | null;
  related: ArticleSummary[];
  votes: { helpful: number; notHelpful: number };
}

export interface SearchHit extends ArticleSummary {
  titleMatch: boolean;
  /** Text with matches wrapped in <mark>…</mark> (render with HighlightedText, never as HTML). */
  highlight: { title: LocalizedText; snippet: LocalizedText };
}

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHelpCategories: build.query<HelpCategory[], void>({
      query: () => '/help/categories',
      transformResponse: (response: ListResponse<HelpCategory>) => response.data,
    }),
    getHelpCategory: build.query<HelpCategoryDetail, number>({
      query: (id) => `/help/categories/${id}`,
      transformResponse: (response: { data: HelpCategoryDetail }) => response.data,
    }),
    getHelpArticles: build.query<ArticleSummary[], { top?: boolean; categoryId?: number; limit?: number }>({
      query: (params) => ({ url: '/help/articles', params }),
      transformResponse: (response: ListResponse<ArticleSummary>) => response.data,
    }),
    getHelpArticle: build.query<HelpArticle, number>({
      query: (id) => `/help/articles/${id}`,
      transformResponse: (response: { data: HelpArticle }) => response.data,
    }),
    searchHelp: build.query<ListResponse<SearchHit>, { keyword: string; page: number }>({
      query: (params) => ({ url: '/help/search', params }),
    }),
    voteHelpful: build.mutation<{ helpful: boolean }, { id: number; helpful: boolean }>({
      query: ({ id, helpful }) => ({ url: `/help/articles/${id}/feedback`, method: 'POST', body: { helpful } }),
      transformResponse: (response: { data: { helpful: boolean } }) => response.data,
    }),
    createSupportTicket: build.mutation<{ number: string }, FormData>({
      query: (body) => ({ url: '/support-tickets', method: 'POST', body }),
      transformResponse: (response: { data: { number: string } }) => response.data,
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
