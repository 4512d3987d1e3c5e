import { newIdempotencyKey, quoteChangedBody } from './orders-api';

describe('orders client helpers', () => {
  it('reads the fresh quote from a 409 answer only', () => {
    const quote = {
      lines: [],
      subtotal: 1,
      productDiscountTotal: 0,
      voucherDiscount: 0,
      discountTotal: 0,
      deliveryFeeTotal: 0,
      total: 1,
      voucher: null,
      voucherError: null,
    };
    const priceChanged = {
      statusCode: 409,
      error: 'Conflict',
      code: 'checkout.price_changed',
      params: {},
      message: 'Prices changed',
    };
    expect(quoteChangedBody({ status: 409, data: { ...priceChanged, quote } })?.quote.total).toBe(1);
    expect(
      quoteChangedBody({
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          code: 'order.idempotency_key_reused',
          params: {},
          message: 'Conflict',
        },
      }),
    ).toBeUndefined();
    expect(quoteChangedBody({ status: 400, data: { quote } })).toBeUndefined();
    expect(quoteChangedBody(undefined)).toBeUndefined();
  });

  it('makes a new key for each attempt, in the form the API accepts', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
