import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { I18N_OPTIONS, LANGUAGES, SHARED_NAMESPACES, i18n, registeredLocaleBase } from '@storefront/shared';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

const FETCH_TIMEOUT_MS = 3_000;
/** Translations are read again this often, so a remote redeployed with new keys renders them. */
const RELOAD_MS = 5 * 60_000;

/**
 * The page's i18n on the shell's server: the shell's own namespaces from its build's locales
 * folder, a remote's from the origin it registered (as in the browser). Each render uses a clone
 * in its own language (`i18n.cloneInstance`); they share the loaded translations.
 */
export async function initServerI18n(localesDir: string): Promise<void> {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const base = registeredLocaleBase(namespace);
      const file = `${language}/${namespace}.json`;
      const text = base
        ? fetch(`${base}/${file}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then((response) => {
            if (!response.ok) throw new Error(`${base}/${file}: ${response.status}`);
            return response.text();
          })
        : readFile(path.join(localesDir, file), 'utf8');
      text.then(
        (json) => callback(null, JSON.parse(json)),
        (error: Error) => callback(error, false),
      );
    },
  };
  if (i18n.isInitialized) return;
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      ns: [...SHARED_NAMESPACES],
      preload: [...LANGUAGES],
      lng: I18N_OPTIONS.fallbackLng,
    });
  setInterval(() => void i18n.reloadResources(), RELOAD_MS).unref();
}
