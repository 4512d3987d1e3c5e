import en from '@storefront/shared/locales/en/common.json';
import kh from '@storefront/shared/locales/kh/common.json';
import { placeholders, translationLeaves } from '@storefront/shared/testing';

// The shell's strings live in shared's 'common' namespace: every one in English and real Khmer.

// Names that read the same in both languages: the English language's own name, brands, and a
// string made only of a placeholder and signs.
const LANGUAGE_NEUTRAL = new Set([
  'language.en',
  'footer.payments.aba',
  'footer.delivery.psar',
  'promotions.off',
  'messages.shop',
]);

describe('common translations', () => {
  const english = translationLeaves(en);
  const khmer = translationLeaves(kh);

  it('have the same keys in English and Khmer', () => {
    expect([...khmer.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect({ key, variables: placeholders(khmer.get(key) ?? '') }).toEqual({
        key,
        variables: placeholders(text),
      });
    }
  });

  it('are really translated into Khmer', () => {
    const khmerScript = /[\u1780-\u17FF]/;
    for (const [key, text] of khmer) {
      if (LANGUAGE_NEUTRAL.has(key)) continue;
      expect({ key, khmer: khmerScript.test(text) }).toEqual({ key, khmer: true });
    }
  });

  it('give the cart label its plural forms', () => {
    for (const tree of [english, khmer]) {
      expect(tree.has('header.cart_one')).toBe(true);
      expect(tree.has('header.cart_other')).toBe(true);
      expect(tree.has('header.cart')).toBe(false);
    }
  });
});
