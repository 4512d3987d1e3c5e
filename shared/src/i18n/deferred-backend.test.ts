import { i18n, initI18n, preloadTranslationBackend } from './i18n';
import { fetchAnswering } from '../testing/fixtures';

const backendLoads = jest.fn();
jest.mock('./translation-backend', () => {
  backendLoads();
  return jest.requireActual('./translation-backend');
});

/** A server-rendered page starts without the translation backend's code (DeferredBackend). */
describe('the translation backend on a page the server rendered', () => {
  let fetched: string[] = [];
  beforeAll(() => {
    fetched = fetchAnswering({ greeting: 'from the server' });
  });

  it('is not loaded while the page starts with the translations it carries', async () => {
    await initI18n({ bundled: { en: { common: { greeting: 'carried' } } }, serverRendered: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18n.t('greeting')).toBe('carried');
    expect(backendLoads).not.toHaveBeenCalled();
    expect(fetched).toEqual([]);
  });

  it('loads once asked (idle after start), then serves the next namespaces', async () => {
    preloadTranslationBackend();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backendLoads).toHaveBeenCalledTimes(1);
    await i18n.loadNamespaces('account');
    expect(i18n.t('greeting', { ns: 'account' })).toBe('from the server');
    expect(fetched).toEqual(['/locales/en/account.json']);
    expect(backendLoads).toHaveBeenCalledTimes(1);
  });
});
