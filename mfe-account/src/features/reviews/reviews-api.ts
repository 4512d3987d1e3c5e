import {
  api,
  type ItemResponse,
  type ListResponse,
  type MyReview,
  type PendingReview,
} from '@storefront/shared';

/** The reviews module: what is waiting, what was written, and writing or editing one. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pendingReviews: build.query<ListResponse<PendingReview>, { page: number }>({
      query: ({ page }) => ({ url: '/reviews/pending', params: { page } }),
    }),
    myReviews: build.query<ListResponse<MyReview>, { page: number }>({
      query: ({ page }) => ({ url: '/reviews/mine', params: { page } }),
    }),
    createReview: build.mutation<MyReview, FormData>({
      query: (form) => ({ url: '/reviews', method: 'POST', body: form }),
      transformResponse: (response: ItemResponse<MyReview>) => response.data,
    }),
    updateReview: build.mutation<MyReview, { id: number; form: FormData }>({
      query: ({ id, form }) => ({ url: `/reviews/${id}`, method: 'PUT', body: form }),
      transformResponse: (response: ItemResponse<MyReview>) => response.data,
    }),
  }),
});

export const { usePendingReviewsQuery, useMyReviewsQuery, useCreateReviewMutation, useUpdateReviewMutation } =
  reviewsApi;
