import en from '../../locales/en/checkout.json';
import kh from '../../locales/kh/checkout.json';

/** Leaf keys of a translation file, with plural suffixes folded (Khmer has only `_other`). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('checkout translations', () => {
  it('has a Khmer text for every English key, and no extra ones', () => {
    expect(new Set(keys(kh))).toEqual(new Set(keys(en)));
  });

  it('has real Khmer text (not copied English)', () => {
    const khValues = JSON.stringify(kh);
    expect(khValues).toMatch(/[\u1780-\u17FF]/);
    expect(kh.cart.title).not.toBe(en.cart.title);
  });

  it('calls the cart រទេះ, like the shared common texts', () => {
    expect(kh.cart.title).toContain('រទេះ');
    expect(JSON.stringify(kh)).not.toContain('កន្ត្រក');
  });
});
