import { acceptedLanguages, requestLanguage, toLanguage } from './request-language';

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

describe('toLanguage', () => {
  it.each([
    ['km', 'kh'],
    ['kh', 'kh'],
    ['km-KH', 'kh'],
    ['KM-kh', 'kh'],
    ['en-US', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('reads %p as %p', (code, expected) => {
    expect(toLanguage(code)).toBe(expected);
  });
});

describe('requestLanguage: lng query, then the i18next cookie, then Accept-Language', () => {
  it('takes the query first', () => {
    expect(requestLanguage({ query: 'kh', cookie: 'en', acceptLanguage: 'en' })).toBe('kh');
    expect(requestLanguage({ query: 'en', cookie: 'kh', acceptLanguage: 'km' })).toBe('en');
  });

  it('then the cookie, over the header', () => {
    expect(requestLanguage({ cookie: 'kh', acceptLanguage: 'en-US' })).toBe('kh');
    expect(requestLanguage({ cookie: 'en', acceptLanguage: 'km-KH' })).toBe('en');
    expect(requestLanguage({ cookie: 'km-KH' })).toBe('kh');
  });

  it.each([
    ['km', 'kh'],
    ['km-KH,km;q=0.9,en;q=0.8', 'kh'],
    ['en-US,en;q=0.9,km;q=0.8', 'en'],
    ['en;q=0.4, km;q=0.9', 'kh'],
    ['km;q=0.4, en-GB;q=0.9', 'en'],
    // The most preferred language decides, as the browser's detector takes navigator.languages[0].
    ['fr-FR,km;q=0.9', 'en'],
    ['*, km;q=0.5', 'en'],
    ['km, *;q=0.5', 'kh'],
    ['km;q=0, *', 'en'],
  ])('then Accept-Language %p means %p', (header, expected) => {
    expect(requestLanguage({ acceptLanguage: header })).toBe(expected);
  });

  it('answers English by default', () => {
    expect(requestLanguage({})).toBe('en');
    expect(requestLanguage({ query: '', cookie: '', acceptLanguage: '   ' })).toBe('en');
  });
});
