import { api } from '../api/api';
import type { Attributes, CheckoutQuote, ItemResponse, KhqrPayment, ListResponse, Order, OrderStatus, PaymentMethod } from '../domain/types';

/** What is being bought: chosen cart lines, or one product from its page (never both). */
export type OrderSource = { cartIds: number[]; buyNow?: undefined } | { cartIds?: undefined; buyNow: { productId: number; attributes: Attributes; quantity: number } };

export type QuoteRequest = OrderSource & { voucherCode?: string | null };

export type PlaceOrderRequest = OrderSource & {
  addressId: number;
  paymentMethod: PaymentMethod;
  voucherCode?: string | null;
  /** The saved card to charge, when paymentMethod is 'card'. */
  cardId?: number | null;
  /** The total the shopper was shown; the server answers 409 with a fresh quote if it differs. */
  expectedTotal: number;
  /** One per attempt: retrying with the same key never orders twice. */
  idempotencyKey: string;
};

export interface OrdersQuery {
  status?: OrderStatus;
  page?: number;
  perPage?: number;
}

export interface VoucherCheck {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minSpend: number;
  discount: number;
}

/** A 409 answer of POST /orders: prices or stock changed; `quote` holds the new figures. */
export interface QuoteChangedBody {
  statusCode: 409;
  message: string;
  quote: CheckoutQuote;
}

export function quoteChangedBody(error: unknown): QuoteChangedBody | undefined {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 409 || !('data' in error)) return undefined;
  const data = error.data as Partial<QuoteChangedBody> | undefined;
  return data && typeof data === 'object' && data.quote ? (data as QuoteChangedBody) : undefined;
}

/** A fresh Idempotency-Key for one order attempt. */
export function newIdempotencyKey(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `order-${random}`;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<ListResponse<Order>, OrdersQuery>({
      query: ({ status, page = 1, perPage } = {}) => ({ url: '/orders', params: { ...(status ? { status } : {}), page, ...(perPage ? { perPage } : {}) } }),
    }),
    getOrder: build.query<Order, number>({
      query: (id) => `/orders/${id}`,
      transformResponse: (response: ItemResponse<Order>) => response.data,
    }),
    getCheckoutQuote: build.query<CheckoutQuote, QuoteRequest>({
      query: (body) => ({ url: '/orders/quote', method: 'POST', body }),
      transformResponse: (response: ItemResponse<CheckoutQuote>) => response.data,
    }),
    placeOrder: build.mutation<Order, PlaceOrderRequest>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/orders', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (response: ItemResponse<Order>) => response.data,
    }),
    validateVoucher: build.mutation<VoucherCheck, { code: string; amount: number }>({
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
