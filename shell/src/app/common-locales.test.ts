import en from '@storefront/shared/locales/en/common.json';
import kh from '@storefront/shared/locales/kh/common.json';

// The shell's strings live in shared's 'common' namespace: every one in English and real Khmer.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();

// Names that read the same in both languages: the English language's own name, brands, and a
// string made only of a placeholder and signs.
const LANGUAGE_NEUTRAL = new Set(['language.en', 'footer.payments.aba', 'footer.delivery.psar', 'promotions.off', 'messages.shop']);

describe('common translations', () => {
  const english = flatten(en);
  const khmer = flatten(kh);

  it('have the same keys in English and Khmer', () => {
    expect([...khmer.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect({ key, variables: variables(khmer.get(key) ?? '') }).toEqual({ key, variables: variables(text) });
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
