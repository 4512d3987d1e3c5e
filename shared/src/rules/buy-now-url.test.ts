import { buyNowPath, parseBuyNowSearch, parseProductId } from './buy-now-url';
import { MAX_LINE_QUANTITY } from './quantity';

describe('buyNowPath', () => {
  it('puts quantity and attributes JSON in the checkout URL', () => {
    const path = buyNowPath(7, { quantity: 2, attributes: { size: 'L', color: 'Blue' } });
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/checkout/7');
    expect(url.searchParams.get('quantity')).toBe('2');
    // Keys sorted: one choice, one URL.
    expect(url.searchParams.get('attributes')).toBe('{"color":"Blue","size":"L"}');
  });

  it('round-trips through parseBuyNowSearch, Khmer values and symbols included', () => {
    const request = { quantity: 3, attributes: { ពណ៌: 'ក្រហម', 'size & fit': '10/12 "slim"' } };
    const url = new URL(buyNowPath(1, request), 'http://localhost');
    expect(parseBuyNowSearch(url.searchParams)).toEqual(request);
  });

  it('encodes a product without attributes as {}', () => {
    const url = new URL(buyNowPath(5, { quantity: 1, attributes: {} }), 'http://localhost');
    expect(parseBuyNowSearch(url.searchParams)).toEqual({ quantity: 1, attributes: {} });
  });
});

describe('parseBuyNowSearch', () => {
  it('defaults to quantity 1 and no attributes when they are missing', () => {
    expect(parseBuyNowSearch(new URLSearchParams())).toEqual({ quantity: 1, attributes: {} });
  });

  it('rejects a quantity that is not a positive integer', () => {
    for (const quantity of ['0', '-2', '1.5', 'abc', '']) {
      expect(parseBuyNowSearch(new URLSearchParams({ quantity })).quantity).toBe(1);
    }
  });

  it('clamps a quantity above the per-line limit to the limit', () => {
    expect(parseBuyNowSearch(new URLSearchParams({ quantity: '99' })).quantity).toBe(99);
    expect(parseBuyNowSearch(new URLSearchParams({ quantity: '100' })).quantity).toBe(MAX_LINE_QUANTITY);
    expect(parseBuyNowSearch(new URLSearchParams({ quantity: '99999999999999999999999' })).quantity).toBe(
      MAX_LINE_QUANTITY,
    );
  });

  it('ignores malformed attributes JSON and non-string values', () => {
    expect(parseBuyNowSearch(new URLSearchParams({ attributes: '{oops' })).attributes).toEqual({});
    expect(parseBuyNowSearch(new URLSearchParams({ attributes: '["Red"]' })).attributes).toEqual({});
    expect(parseBuyNowSearch(new URLSearchParams({ attributes: 'null' })).attributes).toEqual({});
    expect(
      parseBuyNowSearch(new URLSearchParams({ attributes: '{"color":"Red","size":2,"x":null}' })).attributes,
    ).toEqual({ color: 'Red' });
  });
});

describe('parseProductId', () => {
  it('accepts positive integers only', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId('0')).toBeUndefined();
    expect(parseProductId('4x')).toBeUndefined();
    expect(parseProductId(undefined)).toBeUndefined();
  });
});
