import en from '../../locales/en/catalog.json';
import kh from '../../locales/kh/catalog.json';
import { placeholders, translationLeaves } from '@storefront/shared/testing';

// Strings made only of placeholders and punctuation read the same in both languages.
const LANGUAGE_NEUTRAL = new Set(['card.reviewCount']);

describe('catalog translations', () => {
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
});
