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
    expect(pricing(100, { discount: 10, promotion: { ...activePromotion(30), isActive: false } }).final).toBe(90);
  });

  it('reports nothing off when there is no discount', () => {
    expect(pricing(5, { discount: 0, promotion: null })).toEqual({ original: 5, final: 5, percentOff: 0, discounted: false });
  });

  it('rounds a fractional percentage for the badge', () => {
    expect(pricing(10, { discount: 12.5, promotion: null }).percentOff).toBe(13);
  });
});
