import { api } from '../api/api';
import type {
  CheckoutQuote,
  CheckoutQuoteBody,
  ItemResponse,
  KhqrPayment,
  ListOrdersQuery,
  ListResponse,
  Order,
  PlaceOrderBody,
  QuoteChangedErrorBody,
  ValidateVoucherBody,
  VoucherCheck,
} from '../contract';

/** What is being bought: chosen cart lines, or one product from its page (never both). */
export type OrderSource =
  | (Required<Pick<CheckoutQuoteBody, 'cartIds'>> & { buyNow?: undefined })
  | (Required<Pick<CheckoutQuoteBody, 'buyNow'>> & { cartIds?: undefined });

/** A 409 answer of POST /orders that carries the new figures: prices or stock changed. */
export type QuoteChangedBody = QuoteChangedErrorBody & Required<Pick<QuoteChangedErrorBody, 'quote'>>;

export function quoteChangedBody(error: unknown): QuoteChangedBody | undefined {
  if (
    !error ||
    typeof error !== 'object' ||
    !('status' in error) ||
    error.status !== 409 ||
    !('data' in error)
  )
    return undefined;
  const data = error.data as Partial<QuoteChangedBody> | undefined;
  return data && typeof data === 'object' && data.quote ? (data as QuoteChangedBody) : undefined;
}

/** A fresh Idempotency-Key for one order attempt. */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `order-${random}`;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<ListResponse<Order>, ListOrdersQuery>({
      query: ({ status, page = 1, perPage } = {}) => ({
        url: '/orders',
        params: { ...(status ? { status } : {}), page, ...(perPage ? { perPage } : {}) },
      }),
    }),
    getOrder: build.query<Order, number>({
      query: (id) => `/orders/${id}`,
      transformResponse: (response: ItemResponse<Order>) => response.data,
    }),
    getCheckoutQuote: build.query<CheckoutQuote, CheckoutQuoteBody>({
      query: (body) => ({ url: '/orders/quote', method: 'POST', body }),
      transformResponse: (response: ItemResponse<CheckoutQuote>) => response.data,
    }),
    placeOrder: build.mutation<Order, PlaceOrderBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/orders',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: ItemResponse<Order>) => response.data,
    }),
    validateVoucher: build.mutation<VoucherCheck, ValidateVoucherBody>({
      query: (body) => ({ url: '/vouchers/validate', method: 'POST', body }),
      transformResponse: (response: ItemResponse<VoucherCheck>) => response.data,
    }),
    getPayment: build.query<KhqrPayment, number>({
      query: (id) => `/payments/${id}`,
      transformResponse: (response: ItemResponse<KhqrPayment>) => response.data,
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetCheckoutQuoteQuery,
  usePlaceOrderMutation,
  useValidateVoucherMutation,
  useGetPaymentQuery,
} = ordersApi;
