// Content pages, forms and jobs: used by several content features.
import { api } from '@storefront/shared';
import type {
  AffiliateApplicationBody,
  ContentPage,
  ContentPagesQuery,
  ContentPageSummary,
  ItemResponse,
  JobList,
  JobsQuery,
  ListResponse,
  SiteFeedbackBody,
  SubmissionReceipt,
} from '@storefront/shared';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, string>({
      query: (slug) => `/pages/${slug}`,
      transformResponse: (response: ItemResponse<ContentPage>) => response.data,
    }),
    getContentPages: build.query<ContentPageSummary[], ContentPagesQuery>({
      query: (params) => ({ url: '/pages', params }),
      transformResponse: (response: ListResponse<ContentPageSummary>) => response.data,
    }),
    getJobs: build.query<JobList, JobsQuery>({
      query: (params) => ({ url: '/jobs', params }),
    }),
    sendFeedback: build.mutation<SubmissionReceipt, SiteFeedbackBody>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
      transformResponse: (response: ItemResponse<SubmissionReceipt>) => response.data,
    }),
    applyAsSeller: build.mutation<SubmissionReceipt, FormData>({
      query: (body) => ({ url: '/seller-applications', method: 'POST', body }),
      transformResponse: (response: ItemResponse<SubmissionReceipt>) => response.data,
    }),
    applyAsAffiliate: build.mutation<SubmissionReceipt, AffiliateApplicationBody>({
      query: (body) => ({ url: '/affiliate-applications', method: 'POST', body }),
      transformResponse: (response: ItemResponse<SubmissionReceipt>) => response.data,
    }),
    applyForJob: build.mutation<SubmissionReceipt, { jobId: number; form: FormData }>({
      query: ({ jobId, form }) => ({ url: `/jobs/${jobId}/applications`, method: 'POST', body: form }),
      transformResponse: (response: ItemResponse<SubmissionReceipt>) => response.data,
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
