import type { Promotion } from '../contract';
import { effectiveDiscount, isPromotionActive, priceAfterDiscount } from './discount';

const now = new Date('2024-06-15T12:00:00.000Z');
const ms = (offset: number) => new Date(now.getTime() + offset).toISOString();

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  title: { en: 'Mid-year sale', kh: 'ការលក់ពាក់កណ្តាលឆ្នាំ' },
  startDate: '2024-06-01T00:00:00.000Z',
  endDate: '2024-06-30T23:59:59.000Z',
  discount: 30,
  isActive: true,
  ...overrides,
});

describe('isPromotionActive', () => {
  it('is true when active and now is between start and end', () => {
    expect(isPromotionActive(promotion(), now)).toBe(true);
  });

  it('is true when the promotion starts exactly now (inclusive start)', () => {
    expect(isPromotionActive(promotion({ startDate: now.toISOString() }), now)).toBe(true);
  });

  it('is true when the promotion ends exactly now (inclusive end)', () => {
    expect(isPromotionActive(promotion({ endDate: now.toISOString() }), now)).toBe(true);
  });

  it('is false when the promotion ended one millisecond ago (expired)', () => {
    expect(isPromotionActive(promotion({ endDate: ms(-1) }), now)).toBe(false);
  });

  it('is false when the promotion starts one millisecond from now (not yet started)', () => {
    expect(isPromotionActive(promotion({ startDate: ms(1) }), now)).toBe(false);
  });

  it('is false when isActive is false even within the dates', () => {
    expect(isPromotionActive(promotion({ isActive: false }), now)).toBe(false);
  });

  it('is false for unparsable dates', () => {
    expect(isPromotionActive(promotion({ startDate: 'soon' }), now)).toBe(false);
    expect(isPromotionActive(promotion({ endDate: '' }), now)).toBe(false);
  });

  it('is false for null or undefined', () => {
    expect(isPromotionActive(null, now)).toBe(false);
    expect(isPromotionActive(undefined, now)).toBe(false);
  });

  it('uses the current time by default', () => {
    const always = promotion({ startDate: '2000-01-01T00:00:00Z', endDate: '2999-12-31T00:00:00Z' });
    expect(isPromotionActive(always)).toBe(true);
    expect(isPromotionActive(promotion({ endDate: '2001-01-01T00:00:00Z' }))).toBe(false);
  });
});

describe('effectiveDiscount', () => {
  it('uses an active promotion first, over a passed-in and a product discount', () => {
    expect(effectiveDiscount({ promotion: promotion(), discount: 10, productDiscount: 5, now })).toBe(30);
  });

  it('uses a promotion starting exactly now or ending exactly now', () => {
    expect(
      effectiveDiscount({ promotion: promotion({ startDate: now.toISOString() }), discount: 10, now }),
    ).toBe(30);
    expect(
      effectiveDiscount({ promotion: promotion({ endDate: now.toISOString() }), discount: 10, now }),
    ).toBe(30);
  });

  it('skips an expired promotion and uses the passed-in discount', () => {
    expect(
      effectiveDiscount({ promotion: promotion({ endDate: ms(-1) }), discount: 10, productDiscount: 5, now }),
    ).toBe(10);
  });

  it('skips a promotion that has not started and uses the passed-in discount', () => {
    expect(
      effectiveDiscount({
        promotion: promotion({ startDate: ms(1) }),
        discount: 10,
        productDiscount: 5,
        now,
      }),
    ).toBe(10);
  });

  it('skips a promotion with isActive false', () => {
    expect(
      effectiveDiscount({ promotion: promotion({ isActive: false }), discount: 10, productDiscount: 5, now }),
    ).toBe(10);
  });

  it('uses the passed-in discount over the product discount', () => {
    expect(effectiveDiscount({ promotion: null, discount: 10, productDiscount: 5, now })).toBe(10);
  });

  it('uses a passed-in discount of 0 over the product discount (0 is a number)', () => {
    expect(effectiveDiscount({ discount: 0, productDiscount: 5, now })).toBe(0);
  });

  it('treats a null, undefined or NaN passed-in discount as absent', () => {
    expect(effectiveDiscount({ discount: null, productDiscount: 5, now })).toBe(5);
    expect(effectiveDiscount({ discount: undefined, productDiscount: 5, now })).toBe(5);
    expect(effectiveDiscount({ productDiscount: 5, now })).toBe(5);
    expect(effectiveDiscount({ discount: Number.NaN, productDiscount: 5, now })).toBe(5);
  });

  it('falls back to the product discount when the promotion is inactive and no discount is passed', () => {
    expect(effectiveDiscount({ promotion: promotion({ isActive: false }), productDiscount: 5, now })).toBe(5);
  });

  it('is 0 when nothing applies', () => {
    expect(effectiveDiscount({ now })).toBe(0);
    expect(effectiveDiscount({ promotion: promotion({ endDate: ms(-1) }), productDiscount: null, now })).toBe(
      0,
    );
  });

  it('uses a promotion discount of 0 when the promotion is active', () => {
    expect(effectiveDiscount({ promotion: promotion({ discount: 0 }), discount: 10, now })).toBe(0);
  });
});

describe('priceAfterDiscount', () => {
  it('reduces the price by the percentage', () => {
    expect(priceAfterDiscount(100, 30)).toBe(70);
    expect(priceAfterDiscount(20, 10)).toBe(18);
  });

  it('rounds to cents', () => {
    expect(priceAfterDiscount(19.99, 15)).toBe(16.99); // 16.9915
    expect(priceAfterDiscount(10, 33.3)).toBe(6.67); // 6.67
    expect(priceAfterDiscount(0.3, 10)).toBe(0.27);
    expect(priceAfterDiscount(1.01, 50)).toBe(0.51); // 0.505 rounds half up
  });

  it('keeps the price for 0 and gives 0 for 100', () => {
    expect(priceAfterDiscount(12.5, 0)).toBe(12.5);
    expect(priceAfterDiscount(12.5, 100)).toBe(0);
  });

  it('clamps the discount to [0, 100]', () => {
    expect(priceAfterDiscount(50, -20)).toBe(50);
    expect(priceAfterDiscount(50, 150)).toBe(0);
    expect(priceAfterDiscount(50, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('treats a NaN discount as 0', () => {
    expect(priceAfterDiscount(50, Number.NaN)).toBe(50);
  });
});
