import fc from 'fast-check';
import { deliveryFee, effectiveDiscount, priceAfterDiscount, roundMoney } from '@storefront/shared/rules';
import { priceOrder, voucherDiscount, type PricingLineInput, type VoucherTerms } from './pricing';

const NOW = new Date('2026-11-22T12:00:00Z');
const cents = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((value) => value / 100);

const promotionArb = fc.option(
  fc.record({
    isActive: fc.boolean(),
    // Around NOW, so some are running, some over, some not started.
    startDate: fc
      .integer({ min: -10, max: 2 })
      .map((days) => new Date(NOW.getTime() + days * 86_400_000).toISOString()),
    endDate: fc
      .integer({ min: -2, max: 10 })
      .map((days) => new Date(NOW.getTime() + days * 86_400_000).toISOString()),
    discount: fc.integer({ min: 0, max: 90 }),
  }),
  { nil: null },
);

const lineArb: fc.Arbitrary<PricingLineInput> = fc.record({
  variantPrice: cents(0.5, 500),
  quantity: fc.integer({ min: 1, max: 99 }),
  productDiscount: fc.integer({ min: 0, max: 80 }),
  promotion: promotionArb,
  delivery: fc.record({
    deliveryFee: fc.option(cents(0, 10), { nil: null }),
    deliveryConditions: fc.array(
      fc.record({
        minimumQuantity: fc.integer({ min: 1, max: 20 }),
        totalFee: fc.option(cents(0, 20), { nil: null }),
        perUnitFee: fc.option(cents(0, 5), { nil: null }),
      }),
      { maxLength: 3 },
    ),
  }),
});

const voucherArb: fc.Arbitrary<VoucherTerms | null> = fc.option(
  fc.oneof(
    fc.record({
      code: fc.constant('P'),
      kind: fc.constant('percent' as const),
      value: fc.integer({ min: 1, max: 100 }),
      minSpend: cents(0, 100),
    }),
    fc.record({
      code: fc.constant('F'),
      kind: fc.constant('fixed' as const),
      value: cents(1, 50),
      minSpend: cents(0, 100),
    }),
  ),
  { nil: null },
);

describe('order pricing (spec section 9)', () => {
  it('totals equal the spec rules for random carts', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), voucherArb, (lines, voucher) => {
        const order = priceOrder(lines, voucher, NOW);
        let subtotal = 0;
        let items = 0;
        let delivery = 0;
        lines.forEach((line, index) => {
          const percent = effectiveDiscount({
            promotion: line.promotion,
            productDiscount: line.productDiscount,
            now: NOW,
          });
          const unit = priceAfterDiscount(line.variantPrice, percent);
          const priced = order.lines[index]!;
          expect(priced.unitPriceAfterDiscount).toBe(unit);
          expect(priced.lineTotal).toBe(roundMoney(unit * line.quantity));
          expect(priced.deliveryFee).toBe(deliveryFee(line.delivery, line.quantity));
          subtotal += line.variantPrice * line.quantity;
          items += priced.lineTotal;
          delivery += priced.deliveryFee;
        });
        expect(order.subtotal).toBe(roundMoney(subtotal));
        expect(order.deliveryFeeTotal).toBe(roundMoney(delivery));
        const itemsTotal = roundMoney(items);
        const fromVoucher = voucher ? voucherDiscount(voucher, itemsTotal) : 0;
        expect(order.voucherDiscount).toBe(fromVoucher);
        expect(order.total).toBe(roundMoney(itemsTotal - fromVoucher + roundMoney(delivery)));
        expect(order.total).toBe(roundMoney(order.subtotal - order.discountTotal + order.deliveryFeeTotal));
        // Never negative; the voucher never eats delivery.
        expect(order.total).toBeGreaterThanOrEqual(order.deliveryFeeTotal);
        for (const value of [order.subtotal, order.total, order.discountTotal, order.deliveryFeeTotal])
          expect(roundMoney(value)).toBe(value);
      }),
      { numRuns: 300 },
    );
  });

  it('an active promotion wins over the product discount; an ended one does not', () => {
    const line: PricingLineInput = {
      variantPrice: 10,
      quantity: 2,
      productDiscount: 10,
      promotion: {
        isActive: true,
        startDate: '2026-11-20T00:00:00Z',
        endDate: '2026-11-23T00:00:00Z',
        discount: 30,
      },
      delivery: { deliveryFee: null, deliveryConditions: [] },
    };
    expect(priceOrder([line], null, NOW)).toMatchObject({
      subtotal: 20,
      discountTotal: 6,
      deliveryFeeTotal: 3,
      total: 17,
    });
    expect(priceOrder([line], null, new Date('2026-11-24T00:00:00Z'))).toMatchObject({
      discountTotal: 2,
      total: 21,
    });
  });

  it('vouchers: percent of the items, fixed capped at the items, nothing below the minimum spend', () => {
    expect(voucherDiscount({ code: 'W', kind: 'percent', value: 10, minSpend: 0 }, 45.55)).toBe(4.56);
    expect(voucherDiscount({ code: 'F', kind: 'fixed', value: 5, minSpend: 0 }, 3)).toBe(3);
    expect(voucherDiscount({ code: 'F', kind: 'fixed', value: 5, minSpend: 30 }, 29.99)).toBe(0);
  });
});
