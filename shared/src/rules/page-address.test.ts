import { defaultLanguageAddress, languageTag, localizedAddress } from './page-address';

describe('localizedAddress', () => {
  it('sets lng last and keeps the page’s own parameters', () => {
    expect(localizedAddress('https://psar.example', '/products?lng=kh&category=7', 'kh')).toBe(
      'https://psar.example/products?category=7&lng=kh',
    );
    expect(localizedAddress('https://psar.example/', '/products/12', 'en')).toBe(
      'https://psar.example/products/12?lng=en',
    );
  });

  it('drops empty parameters so one page has one address', () => {
    expect(localizedAddress('https://psar.example', '/products?search=&type=flash', 'en')).toBe(
      'https://psar.example/products?type=flash&lng=en',
    );
  });

  it('encodes Khmer text in the query', () => {
    expect(localizedAddress('https://psar.example', '/products?search=អង្ករ', 'kh')).toBe(
      'https://psar.example/products?search=%E1%9E%A2%E1%9E%84%E1%9F%92%E1%9E%80%E1%9E%9A&lng=kh',
    );
  });
});

describe('defaultLanguageAddress', () => {
  it('is the page without lng', () => {
    expect(defaultLanguageAddress('https://psar.example', '/?lng=kh')).toBe('https://psar.example/');
    expect(defaultLanguageAddress('https://psar.example', '/products?type=flash&lng=en')).toBe(
      'https://psar.example/products?type=flash',
    );
  });
});

describe('languageTag', () => {
  it('says km for Khmer', () => {
    expect(languageTag('kh')).toBe('km');
    expect(languageTag('en')).toBe('en');
  });
});
