import { helpCategoryTree } from './help-categories';

describe('help category tree', () => {
  const ids = helpCategoryTree.flatMap((group) => [group.id, ...group.subCategories.map((sub) => sub.id)]);

  it('numbers 1 to 98, each once', () => {
    expect(ids).toEqual(Array.from({ length: 98 }, (_, index) => index + 1));
  });

  it('has the twelve groups of the spec, in order, with Shipping & Delivery at 31', () => {
    expect(helpCategoryTree.map((group) => group.title.en)).toEqual([
      'My Account',
      'Orders & Promotions',
      'Products',
      'Payment',
      'Shipping & Delivery',
      'Return',
      'Refunds',
      'Wallet',
      'Made in Cambodia',
      'Privacy Policy and Protection',
      'Smart Service',
      'Other topics and activities',
    ]);
    expect(helpCategoryTree.find((group) => group.id === 31)?.title.en).toBe('Shipping & Delivery');
  });

  it('titles every entry in English and Khmer script', () => {
    for (const entry of helpCategoryTree.flatMap((group) => [group, ...group.subCategories])) {
      expect(entry.title.en.trim()).not.toBe('');
      expect(entry.title.kh).toMatch(/[\u1780-\u17FF]/);
    }
  });
});
