import { renderWithProviders, userFixture } from '@storefront/shared/testing';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import catalogEn from '../../locales/en/catalog.json';

// fetch in jsdom needs absolute URLs; the API origin is read when the first request is made.
window.__PSAR_CONFIG__ = { apiOrigin: 'http://localhost' };

export const shopper = userFixture({ id: 5, name: 'Sokha', email: 'sokha@example.com' });

/** Shows the router's current location, so a test can assert where a click led. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface CatalogRenderOptions {
  route?: string;
  /** Route pattern the element is mounted at, e.g. '/products/:id'. Default: every path. */
  path?: string;
  signedIn?: boolean;
}

/** Renders with the app's real providers, the catalog namespace in English, and a probe of the
 * current location; `/login` and `/checkout/*` render placeholders so navigation can be seen. */
export function renderCatalog(
  ui: ReactElement,
  { route = '/', path = '*', signedIn = false }: CatalogRenderOptions = {},
) {
  const wrap = (element: ReactElement) => (
    <>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/checkout/:id" element={<p>Checkout page</p>} />
      </Routes>
      <LocationProbe />
    </>
  );
  const result = renderWithProviders(wrap(ui), {
    route,
    namespaces: { catalog: catalogEn },
    preloadedState: {
      auth: { user: signedIn ? shopper : null, loading: false, _persist: { version: -1, rehydrated: true } },
    },
  });
  /** Re-renders `element` in the same place, so React keeps what it can (as in the app). */
  return { ...result, rerender: (element: ReactElement) => result.rerender(wrap(element)) };
}
