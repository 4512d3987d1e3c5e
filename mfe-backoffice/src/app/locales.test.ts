import en from '../../locales/en/backoffice.json';
import kh from '../../locales/kh/backoffice.json';
import { translationLeaves } from '@storefront/shared/testing';

describe('back-office translations', () => {
  const english = translationLeaves(en);
  const khmer = translationLeaves(kh);

  it('have the same keys in English and Khmer', () => {
    expect([...khmer.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('are written in Khmer script in Khmer (codes, units and brand names aside)', () => {
    const latinOnly = [...khmer].filter(([, text]) => !/[\u1780-\u17FF]/.test(text)).map(([key]) => key);
    expect(latinOnly.sort()).toEqual(LATIN_IN_KHMER.sort());
  });
});

/** Keys whose Khmer text is rightly Latin only (SKU, URLs, the brand). */
const LATIN_IN_KHMER: string[] = ['products.sku'];
