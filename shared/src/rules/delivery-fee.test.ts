import type { DeliveryCondition, Product } from '../contract';
import { applicableDeliveryCondition, DEFAULT_DELIVERY_FEE, deliveryFee } from './delivery-fee';

const condition = (
  minimumQuantity: number,
  totalFee: number | null,
  perUnitFee: number | null,
): DeliveryCondition => ({ minimumQuantity, totalFee, perUnitFee });

describe('DEFAULT_DELIVERY_FEE', () => {
  it('is 1.5', () => {
    expect(DEFAULT_DELIVERY_FEE).toBe(1.5);
  });
});

describe('deliveryFee', () => {
  describe('without conditions', () => {
    it('uses the default fee 1.5 times quantity when the product has none (null)', () => {
      expect(deliveryFee({ deliveryFee: null, deliveryConditions: [] }, 1)).toBe(1.5);
      expect(deliveryFee({ deliveryFee: null, deliveryConditions: [] }, 3)).toBe(4.5);
    });

    it('uses the default fee when deliveryFee or conditions are missing', () => {
      expect(deliveryFee({}, 2)).toBe(3);
      expect(deliveryFee({ deliveryFee: undefined, deliveryConditions: null }, 2)).toBe(3);
    });

    it("uses the product's fee times quantity", () => {
      expect(deliveryFee({ deliveryFee: 2, deliveryConditions: [] }, 3)).toBe(6);
    });

    it('treats a product fee of 0 as free delivery, not as missing', () => {
      expect(deliveryFee({ deliveryFee: 0, deliveryConditions: [] }, 5)).toBe(0);
    });

    it('rounds to cents without floating-point artefacts', () => {
      expect(0.1 * 3).not.toBe(0.3);
      expect(deliveryFee({ deliveryFee: 0.1, deliveryConditions: [] }, 3)).toBe(0.3);
      expect(deliveryFee({ deliveryFee: 1.15, deliveryConditions: [] }, 3)).toBe(3.45);
    });
  });

  describe('with conditions', () => {
    // Flat 5 from 5 units, 0.5 per unit from 10 units, free from 20 units.
    const product = {
      deliveryFee: 2,
      deliveryConditions: [condition(5, 5, null), condition(10, null, 0.5), condition(20, 0, null)],
    };

    it('uses base × quantity when no condition matches (below every minimum)', () => {
      expect(deliveryFee(product, 1)).toBe(2);
      expect(deliveryFee(product, 4)).toBe(8);
    });

    it('applies a condition at quantity exactly equal to its minimumQuantity', () => {
      expect(deliveryFee(product, 5)).toBe(5);
      expect(deliveryFee(product, 10)).toBe(5); // 0.5 × 10
      expect(deliveryFee(product, 20)).toBe(0);
    });

    it('does not apply a condition one below its minimumQuantity', () => {
      expect(deliveryFee(product, 9)).toBe(5); // still the 5-unit flat fee, not 0.5 × 9
      expect(deliveryFee(product, 19)).toBe(9.5); // 0.5 × 19, not free
    });

    it('applies the highest minimum not exceeding the quantity between two conditions', () => {
      expect(deliveryFee(product, 7)).toBe(5);
      expect(deliveryFee(product, 15)).toBe(7.5); // 0.5 × 15
    });

    it('applies the highest condition above all minimums', () => {
      expect(deliveryFee(product, 100)).toBe(0);
    });

    it('uses totalFee as a flat fee regardless of quantity', () => {
      const flat = { deliveryFee: 2, deliveryConditions: [condition(1, 3.25, 9)] };
      expect(deliveryFee(flat, 1)).toBe(3.25);
      expect(deliveryFee(flat, 50)).toBe(3.25);
    });

    it('treats totalFee 0 as a valid flat fee: free delivery', () => {
      expect(deliveryFee({ deliveryFee: 2, deliveryConditions: [condition(3, 0, 1)] }, 3)).toBe(0);
    });

    it('prefers totalFee over perUnitFee when both are set', () => {
      expect(deliveryFee({ deliveryFee: 2, deliveryConditions: [condition(2, 4, 1)] }, 10)).toBe(4);
    });

    it('uses perUnitFee × quantity when totalFee is null', () => {
      expect(deliveryFee({ deliveryFee: 2, deliveryConditions: [condition(2, null, 0.75)] }, 4)).toBe(3);
    });

    it('treats perUnitFee 0 as free delivery, not as missing', () => {
      expect(deliveryFee({ deliveryFee: 2, deliveryConditions: [condition(2, null, 0)] }, 4)).toBe(0);
    });

    it("falls back to the product's fee when totalFee and perUnitFee are null", () => {
      expect(deliveryFee({ deliveryFee: 2, deliveryConditions: [condition(2, null, null)] }, 4)).toBe(8);
    });

    it('falls back to the default 1.5 when the product fee and the condition fees are null', () => {
      expect(deliveryFee({ deliveryFee: null, deliveryConditions: [condition(2, null, null)] }, 4)).toBe(6);
    });

    it('uses the default 1.5 × quantity when no condition matches and the product has no fee', () => {
      expect(deliveryFee({ deliveryFee: null, deliveryConditions: [condition(10, 0, null)] }, 9)).toBe(13.5);
    });

    it('does not depend on the order of the conditions', () => {
      const reversed = { ...product, deliveryConditions: [...product.deliveryConditions].reverse() };
      expect(deliveryFee(reversed, 4)).toBe(8);
      expect(deliveryFee(reversed, 5)).toBe(5);
      expect(deliveryFee(reversed, 15)).toBe(7.5);
      expect(deliveryFee(reversed, 20)).toBe(0);
    });

    it('rounds per-unit results to cents', () => {
      expect(deliveryFee({ deliveryFee: 2, deliveryConditions: [condition(1, null, 0.1)] }, 3)).toBe(0.3);
      expect(deliveryFee({ deliveryFee: 2, deliveryConditions: [condition(1, null, 0.333)] }, 3)).toBe(1);
    });

    it('accepts a whole Product', () => {
      const full: Product = {
        id: 1,
        name: { en: 'Mango', kh: 'ស្វាយ' },
        price: 3,
        discount: 0,
        promotion: null,
        imageUrl: '/mango.png',
        image: null,
        options: [],
        rating: 5,
        reviewCount: 0,
        categoryId: 1,
        description: { en: '', kh: '' },
        images: [],
        photos: [],
        variants: [],
        deliveryFee: null,
        deliveryConditions: [condition(2, null, 1)],
        store: { id: 1, name: 'Shop', isFollowed: false },
        isWishlisted: false,
      };
      expect(deliveryFee(full, 1)).toBe(1.5);
      expect(deliveryFee(full, 2)).toBe(2);
    });
  });

  describe('quantity validation', () => {
    it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws a RangeError for %p', (quantity) => {
      expect(() => deliveryFee({ deliveryFee: 1, deliveryConditions: [] }, quantity)).toThrow(RangeError);
    });

    it('accepts quantity 1', () => {
      expect(deliveryFee({ deliveryFee: 1, deliveryConditions: [] }, 1)).toBe(1);
    });
  });
});

describe('applicableDeliveryCondition', () => {
  it('returns undefined when no condition has minimumQuantity ≤ quantity', () => {
    expect(applicableDeliveryCondition([condition(3, 1, null)], 2)).toBeUndefined();
    expect(applicableDeliveryCondition([], 2)).toBeUndefined();
  });

  it('picks the highest minimumQuantity not exceeding the quantity', () => {
    const low = condition(1, 1, null);
    const mid = condition(5, 2, null);
    const high = condition(9, 3, null);
    expect(applicableDeliveryCondition([high, low, mid], 6)).toBe(mid);
    expect(applicableDeliveryCondition([high, low, mid], 9)).toBe(high);
  });

  it('picks the first listed condition when minimums tie', () => {
    const first = condition(5, 1, null);
    const second = condition(5, 2, null);
    expect(applicableDeliveryCondition([first, second], 5)).toBe(first);
  });
});
