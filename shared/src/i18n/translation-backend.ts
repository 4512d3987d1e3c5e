import type { BackendModule, InitOptions, Services } from 'i18next';
import ChainedBackend from 'i18next-chained-backend';
import HttpBackend from 'i18next-http-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';

export interface TranslationSources {
  /** How long a cached copy is used at all, and after how long it is refreshed in the background. */
  expirationMs: number;
  refreshAfterMs: number;
  /** The release a namespace's cached copy must belong to (see translationVersion). */
  version: (namespace: string) => string | undefined;
  /** Where a namespace's files are served from: `<base>/<language>/<namespace>.json`. */
  base: (namespace: string) => string;
}

/**
 * Where translations come from (spec section 9): a copy cached in localStorage, else the app that
 * owns the namespace. Loaded on its own, after start-up (DeferredBackend in i18n.ts).
 */
export function translationBackend(
  services: Services,
  sources: TranslationSources,
  i18nextOptions: InitOptions,
): BackendModule {
  const backend = new ChainedBackend() as unknown as BackendModule;
  backend.init(
    services,
    {
      backends: [LocalStorageBackend, HttpBackend],
      cacheHitMode: 'refreshAndUpdateStore',
      refreshExpirationTime: sources.refreshAfterMs,
      backendOptions: [
        {
          prefix: 'i18n_',
          expirationTime: sources.expirationMs,
          getVersion: (_language: string, namespace: string) => sources.version(namespace),
        },
        {
          loadPath: (_languages: string[], namespaces: string[]) =>
            `${sources.base(namespaces[0] ?? '')}/{{lng}}/{{ns}}.json`,
        },
      ],
    },
    i18nextOptions,
  );
  return backend;
}
