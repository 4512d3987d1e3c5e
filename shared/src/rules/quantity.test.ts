import { MAX_LINE_QUANTITY, maxOrderableQuantity } from './quantity';

describe('quantity limit', () => {
  it('is 99 per line', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
  });

  it('offers the stock, but never more than the limit nor less than 1', () => {
    expect(maxOrderableQuantity(5)).toBe(5);
    expect(maxOrderableQuantity(99)).toBe(99);
    expect(maxOrderableQuantity(250)).toBe(99);
    expect(maxOrderableQuantity(0)).toBe(1);
  });
});
