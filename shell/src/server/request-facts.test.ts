import { hasSession, requestLanguage, siteOrigin } from './request-facts';

const facts = (url: string, headers: Record<string, string> = {}) => ({ url, headers });

describe('the language a server render uses (the browser detector’s order, minus its storages)', () => {
  it('takes the lng query first', () => {
    expect(
      requestLanguage(facts('/products?lng=kh', { cookie: 'i18next=en', 'accept-language': 'en' })),
    ).toBe('kh');
  });
  it('then the language cookie', () => {
    expect(requestLanguage(facts('/', { cookie: 'a=1; i18next=kh', 'accept-language': 'en-US' }))).toBe('kh');
    expect(requestLanguage(facts('/', { cookie: 'i18next=en', 'accept-language': 'km-KH' }))).toBe('en');
  });
  it('then the browser’s first language, Khmer as km or kh', () => {
    expect(requestLanguage(facts('/', { 'accept-language': 'km-KH,km;q=0.9,en;q=0.8' }))).toBe('kh');
    expect(requestLanguage(facts('/', { 'accept-language': 'fr-FR,km;q=0.9' }))).toBe('en');
  });
  it('falls back to English', () => {
    expect(requestLanguage(facts('/'))).toBe('en');
  });
});

describe('requests the server leaves to the browser', () => {
  it('are the ones carrying a session cookie', () => {
    expect(hasSession(facts('/', { cookie: 'i18next=en; psar_at=token' }))).toBe(true);
    expect(hasSession(facts('/', { cookie: 'i18next=en; psar_at_x=1' }))).toBe(false);
    expect(hasSession(facts('/'))).toBe(false);
  });
});

describe('the site’s public origin', () => {
  it('is SITE_URL when configured', () => {
    expect(siteOrigin(facts('/', { host: 'evil.example' }), 'https://psar.example/')).toBe(
      'https://psar.example',
    );
  });
  it('follows the edge’s forwarded host and scheme, else the Host header', () => {
    expect(
      siteOrigin(
        facts('/', {
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'shop.example',
          'x-forwarded-proto': 'https',
        }),
        '',
      ),
    ).toBe('https://shop.example');
    expect(siteOrigin(facts('/', { host: 'localhost:3000' }), '')).toBe('http://localhost:3000');
  });
  it('ignores a Host header that is not a host name', () => {
    expect(siteOrigin(facts('/', { host: 'a.example/"><script>' }), '')).toBe('http://localhost:3000');
  });
});
