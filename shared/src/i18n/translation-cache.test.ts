import { i18n, initI18n, registerLocales } from './i18n';
import { fetchAnswering } from '../testing/fixtures';

/** Spec section 9's 7-day cache, used as the source while fresh (issue 24: no download per page). */
describe('translations cached in localStorage', () => {
  let fetched: string[] = [];
  beforeAll(() => {
    fetched = fetchAnswering({ greeting: 'from the server' });
    const day = 24 * 60 * 60 * 1000;
    window.localStorage.setItem(
      'i18n_en-common',
      JSON.stringify({ greeting: 'cached', i18nStamp: Date.now() - 60_000 }),
    );
    window.localStorage.setItem(
      'i18n_en-product',
      JSON.stringify({ greeting: 'cached, two days old', i18nStamp: Date.now() - 2 * day }),
    );
    window.localStorage.setItem(
      'i18n_en-category',
      JSON.stringify({ greeting: 'cached, 8 days old', i18nStamp: Date.now() - 8 * day }),
    );
    window.localStorage.setItem('i18nextLng', 'en');
  });

  it('serves a fresh cached copy without downloading it', async () => {
    await initI18n();
    expect(i18n.t('greeting', { ns: 'common' })).toBe('cached');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched.filter((url) => url.includes('/common.json'))).toEqual([]);
  });

  it('refreshes a copy older than a day in the background, and downloads an expired one', async () => {
    await i18n.loadNamespaces(['product', 'category']);
    expect(i18n.t('greeting', { ns: 'category' })).toBe('from the server');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched.filter((url) => url.includes('/product.json'))).toHaveLength(1);
    expect(i18n.t('greeting', { ns: 'product' })).toBe('from the server');
  });

  it("downloads a remote's namespace again at once when a new release serves it", async () => {
    registerLocales(['account'], 'https://cdn.example/remotes/account/2.0.0/locales');
    window.localStorage.setItem(
      'i18n_en-account',
      JSON.stringify({
        greeting: 'cached from 1.9.0',
        i18nStamp: Date.now() - 60_000,
        i18nVersion: 'https://cdn.example/remotes/account/1.9.0/locales',
      }),
    );
    await i18n.loadNamespaces('account');
    expect(i18n.t('greeting', { ns: 'account' })).toBe('from the server');
    expect(fetched).toContain('https://cdn.example/remotes/account/2.0.0/locales/en/account.json');
  });
});
