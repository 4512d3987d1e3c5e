// Content pages, forms and jobs: used by several content features.
import { api, type ListResponse, type LocalizedText } from '@storefront/shared';

export interface ContentPage {
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  updatedAt: string;
}

export type ContentPageSummary = Omit<ContentPage, 'body'>;

export interface Job {
  id: number;
  slug: string;
  team: string;
  title: LocalizedText;
  location: LocalizedText;
  employment: 'full_time' | 'part_time' | 'internship';
  description: LocalizedText;
}

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, string>({
      query: (slug) => `/pages/${slug}`,
      transformResponse: (response: { data: ContentPage }) => response.data,
    }),
    getContentPages: build.query<ContentPageSummary[], { prefix?: string }>({
      query: (params) => ({ url: '/pages', params }),
      transformResponse: (response: ListResponse<ContentPageSummary>) => response.data,
    }),
    getJobs: build.query<ListResponse<Job> & { teams: string[] }, { team?: string }>({
      query: (params) => ({ url: '/jobs', params }),
    }),
    sendFeedback: build.mutation<{ id: number }, { rating: number; message: string; email?: string }>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
      transformResponse: (response: { data: { id: number } }) => response.data,
    }),
    applyAsSeller: build.mutation<{ id: number }, FormData>({
      query: (body) => ({ url: '/seller-applications', method: 'POST', body }),
      transformResponse: (response: { data: { id: number } }) => response.data,
    }),
    applyAsAffiliate: build.mutation<{ id: number }, Record<string, string>>({
      query: (body) => ({ url: '/affiliate-applications', method: 'POST', body }),
      transformResponse: (response: { data: { id: number } }) => response.data,
    }),
    applyForJob: build.mutation<{ id: number }, { jobId: number; form: FormData }>({
      query: ({ jobId, form }) => ({ url: `/jobs/${jobId}/applications`, method: 'POST', body: form }),
      transformResponse: (response: { data: { id: number } }) => response.data,
    }),
  }),
});

export const {
  useGetContentPageQuery,
  useGetContentPagesQuery,
  useGetJobsQuery,
  useSendFeedbackMutation,
  useApplyAsSellerMutation,
  useApplyAsAffiliateMutation,
  useApplyForJobMutation,
} = contentApi;
