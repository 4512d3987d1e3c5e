import { hasSession, requestLanguage, wideScreenGuess } from './request-facts';

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

describe('the screen a server render assumes', () => {
  it('believes the mobile client hint', () => {
    expect(wideScreenGuess(facts('/', { 'sec-ch-ua-mobile': '?1', 'user-agent': 'X11; Linux x86_64' }))).toBe(
      false,
    );
    expect(wideScreenGuess(facts('/', { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' }))).toBe(
      true,
    );
  });
  it('reads the user agent when there is no hint (Safari, Firefox)', () => {
    expect(
      wideScreenGuess(facts('/', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' })),
    ).toBe(false);
    expect(
      wideScreenGuess(
        facts('/', { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/140.0' }),
      ),
    ).toBe(true);
  });
});

describe('requests the server leaves to the browser', () => {
  it('are the ones carrying a session cookie', () => {
    expect(hasSession(facts('/', { cookie: 'i18next=en; psar_at=token' }))).toBe(true);
    expect(hasSession(facts('/', { cookie: 'i18next=en; psar_at_x=1' }))).toBe(false);
    expect(hasSession(facts('/'))).toBe(false);
  });
});
