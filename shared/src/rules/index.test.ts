import * as rules from './index';

describe('rules index', () => {
  it('re-exports every rule', () => {
    const expected = [
      'cleanParams',
      'attributesEqual',
      'findMatchingVariant',
      'isOptionAvailable',
      'attributeOptions',
      'addressesEqual',
      'formatAddress',
      'DEFAULT_DELIVERY_FEE',
      'deliveryFee',
      'applicableDeliveryCondition',
      'effectiveDiscount',
      'isPromotionActive',
      'priceAfterDiscount',
      'roundMoney',
      'formatUsd',
      'maskEmail',
      'truncate',
      'deliveryLocation',
      'MAX_LINE_QUANTITY',
      'maxOrderableQuantity',
      'passwordMeetsRules',
      'nameProblem',
    ];
    for (const name of expected) {
      expect(rules).toHaveProperty(name);
    }
    expect(rules.DEFAULT_DELIVERY_FEE).toBe(1.5);
  });
});
