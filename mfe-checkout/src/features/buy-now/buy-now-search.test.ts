import { parseBuyNowSearch, parseProductId } from './buy-now-search';

describe('parseBuyNowSearch', () => {
  it('reads quantity and attributes', () => {
    const params = new URLSearchParams({ quantity: '3', attributes: '{"color":"Red","size":"M"}' });
    expect(parseBuyNowSearch(params)).toEqual({ quantity: 3, attributes: { color: 'Red', size: 'M' } });
  });

  it.each(['', '0', '-2', '1.5', 'abc', '99999999999999999999'])(
    'falls back to quantity 1 for %p',
    (quantity) => {
      expect(parseBuyNowSearch(new URLSearchParams({ quantity })).quantity).toBe(1);
    },
  );

  it('ignores malformed attributes and non-string values', () => {
    expect(parseBuyNowSearch(new URLSearchParams({ attributes: '{oops' })).attributes).toEqual({});
    expect(parseBuyNowSearch(new URLSearchParams({ attributes: '["Red"]' })).attributes).toEqual({});
    expect(
      parseBuyNowSearch(new URLSearchParams({ attributes: '{"color":"Red","size":3}' })).attributes,
    ).toEqual({
      color: 'Red',
    });
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
