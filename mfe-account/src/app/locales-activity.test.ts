import en from '../../locales/en/account-activity.json';
import kh from '../../locales/kh/account-activity.json';

/** Leaf keys of a translation file, with plural suffixes folded (Khmer has only `_other`). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value).flatMap(leaves);
}

describe('account-activity translations', () => {
  it('has a Khmer text for every English key, and no extra ones', () => {
    expect(new Set(keys(kh))).toEqual(new Set(keys(en)));
  });

  it('is written in Khmer, not copied from English', () => {
    const copies = leaves(kh).filter((text) => !/[\u1780-\u17FF]/.test(text));
    // Only texts without words may stay the same: the KHQR brand and number patterns.
    expect(copies).toEqual(['KHQR', '{{price}} × {{quantity}}', '{{name}} × {{quantity}}']);
  });
});
