import { StrictMode, Suspense, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { i18n as I18n, Resource } from 'i18next';
import { hasPersistedUser, startSession } from '../auth/start-session';
import { i18n, initI18n, toLanguage } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { makeStore, serverAnswersAged, type AppStore } from '../store/make-store';
import { PageSpinner } from './page-spinner';
import { SERVER_ANSWERS_FRESH_SECONDS, serverRenderedState } from './server-rendered';

/** The page's whole tree above its router; the shell's server renders the same one. */
export function PageTree({
  store,
  i18n: instance,
  renderTime,
  router: Router,
  Root,
}: {
  store: AppStore;
  i18n?: I18n;
  /** When the server rendered the page (epoch ms): the hydrating render shows the same times. */
  renderTime?: number;
  router: ComponentType<{ children: ReactNode }>;
  Root: ComponentType;
}) {
  return (
    <StrictMode>
      <AppProviders store={store} i18n={instance} renderTime={renderTime}>
        <Router>
          <Suspense fallback={<PageSpinner />}>
            <Root />
          </Suspense>
        </Router>
      </AppProviders>
    </StrictMode>
  );
}

function mergeResources(...sources: (Resource | undefined)[]): Resource {
  const merged: Resource = {};
  for (const source of sources)
    for (const [language, namespaces] of Object.entries(source ?? {}))
      merged[language] = { ...merged[language], ...namespaces };
  return merged;
}

/**
 * Creates the page's one store, i18n and providers and renders `Root` inside a router. The shell
 * calls it once; a remote calls it only when it runs standalone for QA.
 *
 * When the shell's server already rendered the page, the browser hydrates that markup instead,
 * starting from the same state (translations, API answers, render time). It does so only if it
 * would have rendered the same page: same language, nobody signed in on this browser. Otherwise it
 * renders afresh over the server's markup.
 */
export function mountApp(
  Root: ComponentType,
  options: { bundledTranslations?: Resource; element?: HTMLElement | null } = {},
) {
  const element = options.element ?? document.getElementById('root');
  if (!element) throw new Error('mountApp: no #root element on the page');
  const rendered = globalThis.__PSAR_SSR__;
  void initI18n({
    bundled: mergeResources(options.bundledTranslations, rendered?.resources),
    serverRendered: rendered !== undefined,
  });
  const hydrate =
    rendered !== undefined &&
    element.firstElementChild !== null &&
    toLanguage(i18n.language) === rendered.language &&
    !hasPersistedUser();
  const store = makeStore(hydrate ? serverRenderedState(rendered) : undefined);
  if (hydrate) setTimeout(() => store.dispatch(serverAnswersAged()), SERVER_ANSWERS_FRESH_SECONDS * 1000);
  void startSession(store);
  const tree = (
    <PageTree
      store={store}
      renderTime={hydrate ? rendered?.renderedAt : undefined}
      router={BrowserRouter}
      Root={Root}
    />
  );
  // A transition renders (or hydrates) concurrently, yielding to the browser every few
  // milliseconds: the first render of a page never blocks input with one long task (Lighthouse's
  // TBT).
  startTransition(() => {
    if (hydrate) hydrateRoot(element, tree);
    else createRoot(element).render(tree);
  });
  return store;
}
