import type { ProductSummary } from '@storefront/shared';
import { cartSubtotal } from './cart-totals';
import { cartItem, summary } from '../../testing/fixtures';
import { attributeText } from './attribute-text';
import { lineTotal, unitPrice } from './pricing';

const now = new Date('2025-06-15T12:00:00Z');
const promotion: ProductSummary['promotion'] = {
  id: 1,
  title: { en: 'Mid-year sale', kh: 'ការលក់ពាក់កណ្តាលឆ្នាំ' },
  startDate: '2025-06-01T00:00:00Z',
  endDate: '2025-06-30T23:59:59Z',
  discount: 25,
  isActive: true,
};

describe('pricing', () => {
  it('applies an active promotion before the product discount', () => {
    expect(unitPrice(summary({ price: 40, discount: 10, promotion }), 40, now)).toBe(30);
    expect(
      unitPrice(summary({ price: 40, discount: 10, promotion }), 40, new Date('2025-07-02T00:00:00Z')),
    ).toBe(36);
  });

  it('rounds line totals and subtotals to cents', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    const items = [
      cartItem({ id: 1, quantity: 3, product: summary({ price: 9.99, discount: 15 }) }),
      cartItem({ id: 2, quantity: 1, product: summary({ price: 0.1, discount: 0 }) }),
    ];
    // 9.99 × 0.85 = 8.4915 → 8.49 each; 3 × 8.49 + 0.10
    expect(cartSubtotal(items, now)).toBe(25.57);
  });

  it('writes attributes as "Name: value" joined by a middle dot', () => {
    const t = (key: string, options: { defaultValue: string }) =>
      key === 'attributes.color' ? 'Color' : options.defaultValue;
    expect(attributeText({ color: 'Red', fabric: 'Silk' }, t)).toBe('Color: Red · Fabric: Silk');
    expect(attributeText({}, t)).toBe('');
  });
});
