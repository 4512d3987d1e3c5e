import { activePromotion } from '../../testing/fixtures';
import { pricing } from './product-pricing';

describe('pricing', () => {
  it('applies the product discount', () => {
    expect(pricing(19.99, { discount: 15, promotion: null })).toEqual({
      original: 19.99,
      final: 16.99,
      percentOff: 15,
      discounted: true,
    });
  });

  it('prefers an active promotion, and ignores an inactive one', () => {
    expect(pricing(100, { discount: 10, promotion: activePromotion(30) }).final).toBe(70);
    expect(pricing(100, { discount: 10, promotion: { ...activePromotion(30), isActive: false } }).final).toBe(
      90,
    );
  });

  it('reports nothing off when there is no discount', () => {
    expect(pricing(5, { discount: 0, promotion: null })).toEqual({
      original: 5,
      final: 5,
      percentOff: 0,
      discounted: false,
    });
  });

  it('rounds a fractional percentage for the badge', () => {
    expect(pricing(10, { discount: 12.5, promotion: null }).percentOff).toBe(13);
  });

  it('does not call a price discounted because of floating-point noise', () => {
    expect(pricing(8.370000000000001, { discount: 0, promotion: null })).toEqual({
      original: 8.37,
      final: 8.37,
      percentOff: 0,
      discounted: false,
    });
  });

  it('shows no badge when the discount is too small to change the price in cents', () => {
    expect(pricing(0.1, { discount: 1, promotion: null }).discounted).toBe(false);
  });
});
