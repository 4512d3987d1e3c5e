import en from '../../locales/en/account.json';
import kh from '../../locales/kh/account.json';

/** Leaf keys of a translation file, with plural suffixes folded (Khmer has only `_other`). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('account translations', () => {
  it('has a Khmer text for every English key, and no extra ones', () => {
    expect(new Set(keys(kh))).toEqual(new Set(keys(en)));
  });

  it('keeps the spec strings verbatim in English and translates them in Khmer', () => {
    expect(en.overview.phoneMissing).toBe('Please complete your profile by adding your phone number.');
    expect(en.menu.wishlists).toBe('My Wishlists & Followed stores');
    expect(kh.menu.myAccount).toMatch(/[\u1780-\u17FF]/);
    expect(kh.overview.phoneMissing).toMatch(/[\u1780-\u17FF]/);
  });
});
