import { acceptedLanguages, requestLanguage } from './request-language';

describe('acceptedLanguages', () => {
  it('orders the ranges by q-value, keeping the header order for equal weights', () => {
    expect(acceptedLanguages('en;q=0.5, km-KH, fr;q=0.8, km')).toEqual(['km-KH', 'km', 'fr', 'en']);
  });

  it('leaves out q=0, malformed q-values and malformed ranges', () => {
    expect(acceptedLanguages('km;q=0, en;q=1.5, fr;q=abc, de;q=0.000, x_y, ja;q=0.1, ;q=0.9')).toEqual([
      'ja',
    ]);
  });

  it('reads spaces around separators and upper-case Q', () => {
    expect(acceptedLanguages(' en ; Q = 0.2 ,  kh ; q=0.9 ')).toEqual(['kh', 'en']);
  });
});

describe('requestLanguage', () => {
  it.each([
    ['km', 'kh'],
    ['kh', 'kh'],
    ['km-KH', 'kh'],
    ['KM-kh', 'kh'],
    ['kh-KH', 'kh'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['km-KH,km;q=0.9,en;q=0.8', 'kh'],
    ['en-US,en;q=0.9,km;q=0.8', 'en'],
    ['en;q=0.4, km;q=0.9', 'kh'],
    ['km;q=0.4, en-GB;q=0.9', 'en'],
    // The first supported language wins, even behind an unsupported one.
    ['fr-FR, fr;q=0.9, km;q=0.8, en;q=0.7', 'kh'],
    ['fr-FR, de', 'en'],
    // "Anything" outranking Khmer means the default.
    ['*, km;q=0.5', 'en'],
    ['km, *;q=0.5', 'kh'],
    // Khmer refused outright.
    ['km;q=0, *', 'en'],
  ])('answers Accept-Language %p in %p', (header, expected) => {
    expect(requestLanguage(header, undefined)).toBe(expected);
  });

  it('uses the i18next cookie only when there is no Accept-Language header', () => {
    expect(requestLanguage(undefined, 'psar_at=abc; i18next=kh')).toBe('kh');
    expect(requestLanguage(undefined, 'i18next=km-KH')).toBe('kh');
    expect(requestLanguage('', 'i18next=kh')).toBe('kh');
    expect(requestLanguage('en', 'i18next=kh')).toBe('en');
    expect(requestLanguage('fr', 'i18next=kh')).toBe('en');
    expect(requestLanguage(undefined, 'i18next=en')).toBe('en');
    expect(requestLanguage(undefined, 'other_i18next=kh; i18next=xx')).toBe('en');
  });

  it('answers English by default', () => {
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage('   ', '')).toBe('en');
  });
});
