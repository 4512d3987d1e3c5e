// An independent model of order pricing, checked against `priceOrder`.
//
// `pricing.test.ts` works out its expected values with the same rule functions that `priceOrder`
// calls (`effectiveDiscount`, `priceAfterDiscount`, `deliveryFee`, `voucherDiscount`), so a wrong
// rule would pass there. This file does not import any rule function. It models the rules again,
// in whole cents (integers only, so no floating-point error), from the words of spec section 9:
//
// - "Discount precedence: active promotion (now between start and end), else a passed-in
//   discount, else product discount, else 0." A promotion is active when isActive is set and
//   start ≤ now ≤ end (both ends included).
// - "Default delivery fee 1.5 when the product has none. With no conditions, fee = default fee
//   times quantity. Otherwise the condition with the highest minimumQuantity not exceeding the
//   quantity applies: totalFee as flat fee, else perUnitFee (or default fee) times quantity; if none
//   match, default fee times quantity."
// - "Currency displayed in USD": each amount is a whole number of cents. The project rounds to
//   cents half away from zero (`roundMoney`). The unit price after discount is rounded first, and
//   the line total is that unit price times the quantity.
//
// Vouchers are not in the spec. They follow the terms in `vouchers/schema.ts` and
// `orders/pricing.ts`: a voucher counts only when the items total (after product discounts)
// reaches minSpend; 'percent' takes value % of that total; 'fixed' takes value dollars; neither
// takes more than the items cost, and neither touches delivery.
import fc from 'fast-check';
import { priceOrder, type PricingLineInput, type VoucherTerms } from './pricing';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// The model: every amount in integer cents.

interface ModelPromotion {
  isActive: boolean;
  startMs: number;
  endMs: number;
  /** Percent, 0–100. */
  discount: number;
}

interface ModelCondition {
  minimumQuantity: number;
  totalFeeCents: number | null;
  perUnitFeeCents: number | null;
}

interface ModelLine {
  priceCents: number;
  quantity: number;
  /** Percent, 0–100 (an integer column). */
  productDiscount: number;
  promotion: ModelPromotion | null;
  /** null = "the product has none". */
  deliveryFeeCents: number | null;
  conditions: ModelCondition[];
}

type ModelVoucher =
  | {
      kind: 'percent';
      /** Hundredths of a percent: 1250 = 12.5 %. */ valueHundredths: number;
      minSpendCents: number;
    }
  | { kind: 'fixed'; valueCents: number; minSpendCents: number };

const DEFAULT_DELIVERY_FEE_CENTS = 150;

/** numerator / denominator rounded to the nearest integer, halves up (both non-negative). */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator * 2 + denominator)) throw new RangeError('model overflow');
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

function modelPromotionActive(promotion: ModelPromotion | null, nowMs: number): boolean {
  return promotion !== null && promotion.isActive && promotion.startMs <= nowMs && nowMs <= promotion.endMs;
}

/** Spec: active promotion, else a passed-in discount, else product discount, else 0. */
function modelDiscount(line: ModelLine, nowMs: number, passedIn: number | null): number {
  if (line.promotion !== null && modelPromotionActive(line.promotion, nowMs)) return line.promotion.discount;
  if (passedIn !== null) return passedIn;
  return line.productDiscount ?? 0;
}

function modelUnitAfterDiscountCents(priceCents: number, percent: number): number {
  return divideRoundHalfUp(priceCents * (100 - percent), 100);
}

function modelDeliveryCents(line: ModelLine): number {
  const defaultFee = line.deliveryFeeCents ?? DEFAULT_DELIVERY_FEE_CENTS;
  if (line.conditions.length === 0) return defaultFee * line.quantity;
  // The highest minimumQuantity not exceeding the quantity. Several conditions with the same
  // minimumQuantity are not covered by the spec: the first one listed is taken.
  let applicable: ModelCondition | null = null;
  for (const condition of line.conditions) {
    const qualifies = condition.minimumQuantity <= line.quantity;
    if (qualifies && (applicable === null || condition.minimumQuantity > applicable.minimumQuantity))
      applicable = condition;
  }
  if (applicable === null) return defaultFee * line.quantity;
  if (applicable.totalFeeCents !== null) return applicable.totalFeeCents;
  return (applicable.perUnitFeeCents ?? defaultFee) * line.quantity;
}

function modelVoucherCents(voucher: ModelVoucher | null, itemsCents: number): number {
  if (voucher === null || itemsCents < voucher.minSpendCents) return 0;
  const amount =
    voucher.kind === 'percent'
      ? divideRoundHalfUp(itemsCents * voucher.valueHundredths, 100 * 100)
      : voucher.valueCents;
  return Math.min(itemsCents, amount);
}

interface ModelLineResult {
  discount: number;
  unitAfterCents: number;
  lineTotalCents: number;
  deliveryCents: number;
}

interface ModelOrder {
  lines: ModelLineResult[];
  subtotalCents: number;
  itemsCents: number;
  productDiscountCents: number;
  voucherCents: number;
  discountCents: number;
  deliveryCents: number;
  totalCents: number;
}

function modelOrder(lines: readonly ModelLine[], voucher: ModelVoucher | null, nowMs: number): ModelOrder {
  const priced = lines.map((line) => {
    // `priceOrder` has no passed-in discount: an order is priced from the catalogue only.
    const discount = modelDiscount(line, nowMs, null);
    const unitAfterCents = modelUnitAfterDiscountCents(line.priceCents, discount);
    return {
      discount,
      unitAfterCents,
      lineTotalCents: unitAfterCents * line.quantity,
      deliveryCents: modelDeliveryCents(line),
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const itemsCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const voucherCents = modelVoucherCents(voucher, itemsCents);
  const deliveryCents = priced.reduce((sum, line) => sum + line.deliveryCents, 0);
  const productDiscountCents = subtotalCents - itemsCents;
  return {
    lines: priced,
    subtotalCents,
    itemsCents,
    productDiscountCents,
    voucherCents,
    discountCents: productDiscountCents + voucherCents,
    deliveryCents,
    totalCents: itemsCents - voucherCents + deliveryCents,
  };
}

// ---------------------------------------------------------------------------------------------
// From model values to what `priceOrder` takes (the shapes the orders service builds from the
// database: numeric(…, 2) columns read as numbers, timestamps as ISO strings).

const dollars = (cents: number) => cents / 100;
const centsOrNull = (cents: number | null) => (cents === null ? null : dollars(cents));

function toPricingLine(line: ModelLine): PricingLineInput {
  return {
    variantPrice: dollars(line.priceCents),
    quantity: line.quantity,
    productDiscount: line.productDiscount,
    promotion: line.promotion && {
      isActive: line.promotion.isActive,
      startDate: new Date(line.promotion.startMs).toISOString(),
      endDate: new Date(line.promotion.endMs).toISOString(),
      discount: line.promotion.discount,
    },
    delivery: {
      deliveryFee: centsOrNull(line.deliveryFeeCents),
      deliveryConditions: line.conditions.map((c) => ({
        minimumQuantity: c.minimumQuantity,
        totalFee: centsOrNull(c.totalFeeCents),
        perUnitFee: centsOrNull(c.perUnitFeeCents),
      })),
    },
  };
}

function toVoucherTerms(voucher: ModelVoucher | null): VoucherTerms | null {
  if (voucher === null) return null;
  return voucher.kind === 'percent'
    ? {
        code: 'PCT',
        kind: 'percent',
        value: voucher.valueHundredths / 100,
        minSpend: dollars(voucher.minSpendCents),
      }
    : {
        code: 'FIX',
        kind: 'fixed',
        value: dollars(voucher.valueCents),
        minSpend: dollars(voucher.minSpendCents),
      };
}

/** Prices the cart with `priceOrder` and checks every amount against the model, to the cent. */
function expectPriceOrderMatchesModel(
  lines: readonly ModelLine[],
  voucher: ModelVoucher | null,
  now: Date = NOW,
): void {
  const expected = modelOrder(lines, voucher, now.getTime());
  const order = priceOrder(lines.map(toPricingLine), toVoucherTerms(voucher), now);
  expect(order.lines).toHaveLength(lines.length);
  expected.lines.forEach((line, index) => {
    const actual = order.lines[index]!;
    expect({ line: index, ...pick(actual) }).toEqual({
      line: index,
      discount: line.discount,
      unitPriceAfterDiscount: dollars(line.unitAfterCents),
      lineTotal: dollars(line.lineTotalCents),
      deliveryFee: dollars(line.deliveryCents),
    });
  });
  expect({
    subtotal: order.subtotal,
    productDiscountTotal: order.productDiscountTotal,
    itemsTotal: order.itemsTotal,
    voucherDiscount: order.voucherDiscount,
    discountTotal: order.discountTotal,
    deliveryFeeTotal: order.deliveryFeeTotal,
    total: order.total,
  }).toEqual({
    subtotal: dollars(expected.subtotalCents),
    productDiscountTotal: dollars(expected.productDiscountCents),
    itemsTotal: dollars(expected.itemsCents),
    voucherDiscount: dollars(expected.voucherCents),
    discountTotal: dollars(expected.discountCents),
    deliveryFeeTotal: dollars(expected.deliveryCents),
    total: dollars(expected.totalCents),
  });
}

function pick(line: {
  discount: number;
  unitPriceAfterDiscount: number;
  lineTotal: number;
  deliveryFee: number;
}) {
  return {
    discount: line.discount,
    unitPriceAfterDiscount: line.unitPriceAfterDiscount,
    lineTotal: line.lineTotal,
    deliveryFee: line.deliveryFee,
  };
}

// ---------------------------------------------------------------------------------------------
// Random carts.

const percentArb = fc.oneof(fc.constantFrom(0, 100), fc.integer({ min: 0, max: 100 }));

// Around NOW: running, ended, not started, and exactly on the edges (start = now, end = now,
// one millisecond either side).
const offsetArb = fc.oneof(
  fc.constantFrom(0, 1, -1),
  fc.integer({ min: -10, max: 10 }).map((days) => days * DAY),
  fc.integer({ min: -10 * DAY, max: 10 * DAY }),
);

const promotionArb: fc.Arbitrary<ModelPromotion | null> = fc.option(
  fc.record({
    isActive: fc.boolean(),
    startMs: offsetArb.map((offset) => NOW.getTime() + offset),
    endMs: offsetArb.map((offset) => NOW.getTime() + offset),
    discount: percentArb,
  }),
  { nil: null, freq: 3 },
);

// Small prices reach the half-cent cases of the discount rounding more often.
const priceCentsArb = fc.oneof(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 300 }));
const feeCentsArb = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000 }));

const lineArb: fc.Arbitrary<ModelLine> = fc.integer({ min: 1, max: 99 }).chain((quantity) => {
  // Minimum quantities equal to the quantity, one either side, or anywhere.
  const minimumQuantityArb = fc.oneof(
    fc.constant(quantity),
    fc.constantFrom(Math.max(1, quantity - 1), quantity + 1),
    fc.integer({ min: 1, max: 100 }),
  );
  const conditionArb: fc.Arbitrary<ModelCondition> = fc.record({
    minimumQuantity: minimumQuantityArb,
    totalFeeCents: fc.option(feeCentsArb, { nil: null }),
    perUnitFeeCents: fc.option(feeCentsArb, { nil: null }),
  });
  return fc.record({
    priceCents: priceCentsArb,
    quantity: fc.constant(quantity),
    productDiscount: percentArb,
    promotion: promotionArb,
    deliveryFeeCents: fc.option(feeCentsArb, { nil: null }),
    conditions: fc.array(conditionArb, { maxLength: 4 }),
  });
});

/** A voucher whose minimum spend is often exactly the items total, or one cent either side. */
function voucherArb(itemsCents: number): fc.Arbitrary<ModelVoucher | null> {
  const minSpendCentsArb = fc.oneof(
    fc.constant(0),
    fc.constantFrom(itemsCents, itemsCents + 1, Math.max(0, itemsCents - 1)),
    fc.integer({ min: 0, max: 2 * itemsCents + 100 }),
  );
  return fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        valueHundredths: fc.oneof(
          fc.integer({ min: 1, max: 100 }).map((percent) => percent * 100),
          fc.integer({ min: 1, max: 10_000 }),
        ),
        minSpendCents: minSpendCentsArb,
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        valueCents: fc.oneof(
          fc.integer({ min: 1, max: 10_000 }),
          fc.constantFrom(itemsCents, itemsCents + 1, Math.max(1, itemsCents - 1)),
        ),
        minSpendCents: minSpendCentsArb,
      }),
    ),
    { nil: null },
  );
}

const cartArb = fc
  .array(lineArb, { minLength: 1, maxLength: 6 })
  .chain((lines) =>
    fc.tuple(fc.constant(lines), voucherArb(modelOrder(lines, null, NOW.getTime()).itemsCents)),
  );

// ---------------------------------------------------------------------------------------------

const line = (overrides: Partial<ModelLine> = {}): ModelLine => ({
  priceCents: 1_000,
  quantity: 1,
  productDiscount: 0,
  promotion: null,
  deliveryFeeCents: null,
  conditions: [],
  ...overrides,
});

describe('priceOrder against an independent whole-cents model of spec section 9', () => {
  it('gives the model’s subtotal, discounts, delivery and total for random carts', () => {
    fc.assert(
      fc.property(cartArb, ([lines, voucher]) => expectPriceOrderMatchesModel(lines, voucher)),
      { numRuns: 3_000 },
    );
  });

  describe('discount precedence', () => {
    const promotion = (startOffset: number, endOffset: number, isActive = true): ModelPromotion => ({
      isActive,
      startMs: NOW.getTime() + startOffset,
      endMs: NOW.getTime() + endOffset,
      discount: 30,
    });

    it.each([
      ['starts exactly now', 30, promotion(0, DAY)],
      ['ends exactly now', 30, promotion(-DAY, 0)],
      ['starts and ends exactly now', 30, promotion(0, 0)],
      ['starts 1 ms from now', 10, promotion(1, DAY)],
      ['ended 1 ms ago', 10, promotion(-DAY, -1)],
      ['is running but switched off (isActive false)', 10, promotion(-DAY, DAY, false)],
    ])(
      'a promotion that %s: %p %% off (30 %% promotion, 10 %% product discount)',
      (_label, percent, promo) => {
        const cart = [line({ priceCents: 1_000, quantity: 2, productDiscount: 10, promotion: promo })];
        expectPriceOrderMatchesModel(cart, null);
        expect(priceOrder(cart.map(toPricingLine), null, NOW).lines[0]!.discount).toBe(percent);
      },
    );

    it('an active promotion of 0 % wins over the product discount', () => {
      const cart = [
        line({
          priceCents: 1_000,
          productDiscount: 25,
          promotion: {
            isActive: true,
            startMs: NOW.getTime() - DAY,
            endMs: NOW.getTime() + DAY,
            discount: 0,
          },
        }),
      ];
      expectPriceOrderMatchesModel(cart, null);
      expect(priceOrder(cart.map(toPricingLine), null, NOW)).toMatchObject({
        subtotal: 10,
        discountTotal: 0,
      });
    });
  });

  describe('price after discount, rounded to cents half away from zero', () => {
    it.each([
      // 2.01 × 50 % = 1.005 (1.00499… in binary floating point) → 1.01; × 3 = 3.03.
      [201, 50, 3, 3.03],
      // 0.05 × 50 % = 0.025 → 0.03.
      [5, 50, 1, 0.03],
      // 0.15 × 50 % = 0.075 → 0.08; × 99 = 7.92 (the unit price is rounded before the quantity).
      [15, 50, 99, 7.92],
      // 9.99 × 33 % off = 6.6933 → 6.69.
      [999, 33, 1, 6.69],
    ])('%p cents at %p %% off, quantity %p: items %p', (priceCents, productDiscount, quantity, items) => {
      const cart = [line({ priceCents, productDiscount, quantity })];
      expectPriceOrderMatchesModel(cart, null);
      const order = priceOrder(cart.map(toPricingLine), null, NOW);
      expect(order.itemsTotal).toBe(items);
    });
  });

  describe('delivery fee', () => {
    const conditions: ModelCondition[] = [
      { minimumQuantity: 10, totalFeeCents: null, perUnitFeeCents: 20 },
      { minimumQuantity: 5, totalFeeCents: 400, perUnitFeeCents: null },
      { minimumQuantity: 20, totalFeeCents: null, perUnitFeeCents: null },
    ];

    it.each([
      // Below every minimum: default 1.50 × 4.
      [4, 6],
      // Quantity equal to a minimum: that condition applies (flat 4.00).
      [5, 4],
      [9, 4],
      // Equal to the next minimum: 0.20 × 10.
      [10, 2],
      [19, 3.8],
      // A condition with neither fee: default 1.50 × quantity.
      [20, 30],
    ])('quantity %p costs %p', (quantity, fee) => {
      const cart = [line({ quantity, conditions })];
      expectPriceOrderMatchesModel(cart, null);
      expect(priceOrder(cart.map(toPricingLine), null, NOW).deliveryFeeTotal).toBe(fee);
    });

    it('uses the product’s own fee as the per-unit default, and 1.50 when it has none', () => {
      const own = [
        line({
          quantity: 3,
          deliveryFeeCents: 250,
          conditions: [{ minimumQuantity: 3, totalFeeCents: null, perUnitFeeCents: null }],
        }),
      ];
      expectPriceOrderMatchesModel(own, null);
      expect(priceOrder(own.map(toPricingLine), null, NOW).deliveryFeeTotal).toBe(7.5);
      const none = [line({ quantity: 3 })];
      expectPriceOrderMatchesModel(none, null);
      expect(priceOrder(none.map(toPricingLine), null, NOW).deliveryFeeTotal).toBe(4.5);
    });

    it('a flat totalFee of 0 is free delivery, and it does not grow with the quantity', () => {
      const cart = [
        line({ quantity: 50, conditions: [{ minimumQuantity: 50, totalFeeCents: 0, perUnitFeeCents: 99 }] }),
      ];
      expectPriceOrderMatchesModel(cart, null);
      expect(priceOrder(cart.map(toPricingLine), null, NOW).deliveryFeeTotal).toBe(0);
    });
  });

  describe('voucher', () => {
    // 2 × 20.00 at 10 % off = 36.00 of items, plus 2 × 1.50 delivery.
    const cart = [line({ priceCents: 2_000, quantity: 2, productDiscount: 10 })];

    it.each([
      [
        'items exactly reach the minimum spend',
        { kind: 'fixed', valueCents: 500, minSpendCents: 3_600 },
        5,
        34,
      ],
      [
        'items are one cent short of the minimum spend',
        { kind: 'fixed', valueCents: 500, minSpendCents: 3_601 },
        0,
        39,
      ],
      ['12.5 % of 36.00 (4.50)', { kind: 'percent', valueHundredths: 1_250, minSpendCents: 0 }, 4.5, 34.5],
      [
        '100 % takes the items, not delivery',
        { kind: 'percent', valueHundredths: 10_000, minSpendCents: 0 },
        36,
        3,
      ],
      [
        'a fixed voucher above the items is capped at the items',
        { kind: 'fixed', valueCents: 5_000, minSpendCents: 0 },
        36,
        3,
      ],
    ] as [string, ModelVoucher, number, number][])('%s', (_label, voucher, discount, total) => {
      expectPriceOrderMatchesModel(cart, voucher);
      expect(priceOrder(cart.map(toPricingLine), toVoucherTerms(voucher), NOW)).toMatchObject({
        voucherDiscount: discount,
        total,
      });
    });
  });

  it('gives the items total rounded to the cent, so a minimum spend met exactly is met (4.10 at half price + 27.95 = 30.00)', () => {
    const cart = [
      line({ priceCents: 410, productDiscount: 50, quantity: 1 }),
      line({ priceCents: 2795, productDiscount: 0, quantity: 1 }),
    ];
    const order = priceOrder(cart.map(toPricingLine), null, NOW);
    // 32.05 − 2.05 in floating point is 29.999999999999996; the figure a voucher is checked against is not.
    expect(order.itemsTotal).toBe(30);
    expect(order.itemsTotal >= 30).toBe(true);
  });
});
