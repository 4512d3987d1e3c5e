import { api, type Attributes, type ItemResponse, type ListResponse, type LocalizedText } from '@storefront/shared';

/** A delivered order line the shopper has not reviewed yet. */
export interface PendingReview {
  orderLineId: number;
  orderId: number;
  orderNumber: string;
  productId: number;
  name: LocalizedText;
  imageUrl: string;
  attributes: Attributes;
  deliveredAt: string;
}

export interface MyReview {
  id: number;
  productId: number;
  orderLineId: number | null;
  orderNumber: string | null;
  name: LocalizedText;
  imageUrl: string;
  attributes: Attributes;
  rating: number;
  body: string;
  /** `/api/review-photos/...` paths. */
  photos: string[];
  createdAt: string;
  updatedAt: string;
}

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

export const { usePendingReviewsQuery, useMyReviewsQuery, useCreateReviewMutation, useUpdateReviewMutation } = reviewsApi;
