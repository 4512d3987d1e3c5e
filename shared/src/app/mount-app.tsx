import { StrictMode, Suspense, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { Resource } from 'i18next';
import { startSession } from '../auth/start-session';
import { initI18n } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { makeStore } from '../store/make-store';
import { PageSpinner } from './page-spinner';

/**
 * Creates the page's one store, i18n and providers and renders `Root` inside a router. The shell
 * calls it once; a remote calls it only when it runs standalone for QA.
 */
export function mountApp(
  Root: ComponentType,
  options: { bundledTranslations?: Resource; element?: HTMLElement | null } = {},
) {
  const element = options.element ?? document.getElementById('root');
  if (!element) throw new Error('mountApp: no #root element on the page');
  const store = makeStore();
  void initI18n({ bundled: options.bundledTranslations });
  void startSession(store);
  const root = createRoot(element);
  // A transition renders concurrently, yielding to the browser every few milliseconds: the first
  // render of a page never blocks input with one long task (Lighthouse's TBT).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <Suspense fallback={<PageSpinner />}>
              <Root />
            </Suspense>
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
  return store;
}
