import i18next, {
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type ReadCallback,
  type Resource,
  type Services,
} from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Language, LocalizedText } from '../contract';
import { toLanguage } from './request-language';
import type { TranslationSources } from './translation-backend';

export const LANGUAGES: readonly Language[] = ['en', 'kh'];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Spec section 9: namespaces every app may use; each remote adds its own. */
export const SHARED_NAMESPACES = ['common', 'category', 'product'] as const;
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

declare const __webpack_public_path__: string | undefined;
/** The build's id (webpack's DefinePlugin, shared/build/webpack.mjs); undefined outside a build (tests). */
declare const __BUILD_ID__: string | undefined;

/** Where each namespace's JSON files live: every app serves its own from its public path. */
const localeBaseByNamespace = new Map<string, string>();

function ownLocaleBase(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${publicPath.replace(/\/?$/, '/')}locales`;
}

/** Called by an app (remote or shell) for the namespaces it serves from its own origin. */
export function registerLocales(namespaces: readonly string[], baseUrl: string): void {
  for (const ns of namespaces) localeBaseByNamespace.set(ns, baseUrl.replace(/\/$/, ''));
}

/** Where a remote registered its namespace's files (undefined: the page's own origin serves it). */
export function registeredLocaleBase(namespace: string): string | undefined {
  return localeBaseByNamespace.get(namespace);
}

export { toLanguage };

/**
 * The release a namespace's cached copy belongs to: a cached file of another release is not used.
 * A remote's namespace is versioned by where its files are served from (each release of a slice
 * has its own path, see docs/deploy.md); the shell's and the shared ones by the shell's build.
 */
export function translationVersion(namespace: string): string | undefined {
  return (
    localeBaseByNamespace.get(namespace) ?? (typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined)
  );
}

export function htmlLang(language: Language): string {
  return language === 'kh' ? 'km' : 'en';
}

/**
 * Marks the <style> in which the shell's server declares Noto Sans Khmer's faces on a Khmer page
 * it renders: the browser then does not fetch and insert the same rules again (one more request,
 * and a restyle of the whole page while a phone is starting it).
 */
export const KHMER_FACES_ATTRIBUTE = 'data-psar-khmer-faces';

export const i18n: I18n = i18next.createInstance();

type DeferredBackendOptions = TranslationSources & { loadAtStart: boolean };

/**
 * i18next's backend, whose code (the localStorage cache and the HTTP loader, translation-backend.ts)
 * loads on its own: a page its server rendered carries the translations it shows and asks for none
 * while it starts, so the code is not part of the JavaScript a phone runs before the page answers
 * taps. It loads at the first namespace asked for, at once on a page the browser renders (which
 * needs translations from the start), and once the browser is idle after a server-rendered page
 * went live (preloadTranslationBackend), so that the next page's namespaces need no extra trip.
 */
class DeferredBackend implements BackendModule<DeferredBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private initArguments?: [Services, TranslationSources, InitOptions];
  private loading?: Promise<BackendModule>;

  init(services: Services, options: DeferredBackendOptions, i18nextOptions: InitOptions): void {
    this.initArguments = [services, options, i18nextOptions];
    if (options.loadAtStart) void this.load().catch(() => undefined);
  }

  load(): Promise<BackendModule> {
    const initArguments = this.initArguments;
    if (!initArguments) return Promise.reject(new Error('the translation backend is not initialised'));
    this.loading ??= import(/* webpackChunkName: "translation-backend" */ './translation-backend').then(
      ({ translationBackend }) => translationBackend(...initArguments),
      (error: unknown) => {
        this.loading = undefined; // a later read tries again
        throw error;
      },
    );
    return this.loading;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.load().then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  }
}

/** Loads the translation backend's code now if the page's i18n has one (see DeferredBackend). */
export function preloadTranslationBackend(): void {
  const backend: unknown = i18n.services?.backendConnector?.backend;
  if (backend instanceof DeferredBackend) void backend.load().catch(() => undefined);
}

/** The options every page's i18n starts from (the shell's server uses them too). */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'languageOnly' as const,
  // Only 'common' is needed for the first render; other namespaces load when a page asks.
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
};

/**
 * Spec section 9: detection order lng query, cookie, localStorage, sessionStorage, browser, html
 * tag; the choice cached in localStorage; translations cached in localStorage for 7 days. A cached
 * copy of the same release (`translationVersion`) is used without any download; a new release's
 * files are fetched at once, and a copy older than a day is refreshed in the background (for an
 * app redeployed at the same address).
 */
export function initI18n(
  options: {
    resources?: Resource;
    bundled?: Resource;
    /** The page's server rendered it, with the translations it shows (see DeferredBackend). */
    serverRendered?: boolean;
  } = {},
): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  const common = I18N_OPTIONS;
  if (options.resources) {
    return i18n
      .use(initReactI18next)
      .init({ ...common, lng: FALLBACK_LANGUAGE, resources: options.resources });
  }
  i18n.on('languageChanged', (lng) => {
    const language = toLanguage(lng);
    document.documentElement.lang = htmlLang(language);
    // English pages never download the Khmer font's rules (nor the fonts: their unicode-range
    // covers Khmer only).
    if (language === 'kh' && !document.querySelector(`style[${KHMER_FACES_ATTRIBUTE}]`))
      void import('../theme/khmer-font');
  });
  return i18n
    .use(DeferredBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...common,
      // The shell bundles English 'common' so the first render waits for no translation fetch;
      // everything else comes through the backend.
      ...(options.bundled ? { resources: options.bundled, partialBundledLanguages: true } : {}),
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        // Spec: cached in local storage. Also in a cookie, which the shell's server reads to
        // render the page in the shopper's language.
        caches: ['localStorage', 'cookie'],
        cookieMinutes: 365 * 24 * 60,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: (lng: string) => toLanguage(lng),
      },
      backend: {
        expirationMs: SEVEN_DAYS_MS,
        refreshAfterMs: ONE_DAY_MS,
        version: translationVersion,
        base: (namespace) => localeBaseByNamespace.get(namespace) ?? ownLocaleBase(),
        loadAtStart: !options.serverRendered,
      } satisfies DeferredBackendOptions,
    });
}

/** Pick the language's text of a `{ en, kh }` value (API data such as category names). */
export function localized(text: LocalizedText, language: string): string {
  return toLanguage(language) === 'kh' && text.kh ? text.kh : text.en;
}
