import * as backOffice from './back-office';
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

  it("leaves the back office's rules out of @storefront/shared, which every page loads", async () => {
    const everyPage: object = await import('../index');
    const staffOnly = Object.keys(backOffice);
    expect(staffOnly).toContain('productEditorProblems');
    expect(staffOnly.filter((name) => name in everyPage)).toEqual([]);
    // They stay where the back office and the API take them from.
    expect(staffOnly.filter((name) => !(name in rules))).toEqual([]);
    expect(everyPage).toHaveProperty('formatUsd', rules.formatUsd);
  });
});
