import { clampQuantity } from './quantity-stepper';

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(2, 5)).toBe(2);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
  });

  it('drops fractions and treats a non-number as 1', () => {
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('still gives 1 when nothing is in stock', () => {
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
