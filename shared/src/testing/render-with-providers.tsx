import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Resource } from 'i18next';
import { i18n, initI18n } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { makeStore, type AppStore, type RootState } from '../store/make-store';
import enCommon from '../../locales/en/common.json';
import enProduct from '../../locales/en/product.json';
import enCategory from '../../locales/en/category.json';
import enErrors from '../../locales/en/errors.json';
export { addressEntry, placeholders, translationLeaves, userFixture } from './fixtures';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial URL of the in-memory router. */
  route?: string;
  /** Extra namespaces for English, e.g. `{ catalog: catalogEn }`. */
  namespaces?: Record<string, Resource[string][string]>;
}

/** Renders `ui` with the app's real providers (store, i18n in English, theme, snackbars) and an
 * in-memory router; returns the store and a user-event instance beside Testing Library's result. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, route = '/', namespaces = {}, ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState);
  void initI18n({
    resources: { en: { common: enCommon, product: enProduct, category: enCategory, errors: enErrors } },
  });
  for (const [ns, resources] of Object.entries(namespaces)) {
    i18nAddBundle(ns, resources);
  }
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

function i18nAddBundle(ns: string, resources: Resource[string][string]) {
  i18n.addResourceBundle('en', ns, resources, true, true);
}

/** A fetch mock answering JSON by "METHOD path" (path without the /api prefix). */
export function mockApi(
  routes: Record<
    string,
    { status?: number; body: unknown } | ((request: Request) => { status?: number; body: unknown })
  >,
) {
  const calls: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/api/, '')}`;
    const route = routes[key];
    if (!route)
      return new Response(
        JSON.stringify({ statusCode: 404, error: 'Not Found', message: `No mock for ${key}` }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      );
    const { status = 200, body } = typeof route === 'function' ? route(request) : route;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}

/** A phone-sized screen for the rest of the test: media queries asking for a minimum width do
 * not match (jsdom has no matchMedia; without one, useWideScreen answers "wide"). */
export function emulatePhoneScreen() {
  window.matchMedia = (query: string) =>
    ({
      matches: !query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => Reflect.deleteProperty(window, 'matchMedia');
}

/** A browser that reports what is near the screen (jsdom has no IntersectionObserver; without
 * one, useNearViewport counts everything as near). `report(near)` tells every observer whether
 * its elements are near; `restore()` removes it again. */
export function emulateIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    readonly targets: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      observers.delete(this);
    }
    notify(near: boolean) {
      this.callback(
        this.targets.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      );
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observed: () => [...observers].flatMap((observer) => observer.targets),
    report: (near: boolean) => [...observers].forEach((observer) => observer.notify(near)),
    restore: () => Reflect.deleteProperty(window, 'IntersectionObserver'),
  };
}

/** requestIdleCallback whose callbacks run only when the test says the browser is idle (jsdom has
 * none: useAfterFirstPaint then falls back to a timer). `restore()` puts the original back. */
export function emulateIdleCallbacks() {
  const callbacks: IdleRequestCallback[] = [];
  const original = window.requestIdleCallback;
  window.requestIdleCallback = (callback) => callbacks.push(callback);
  return {
    waiting: () => callbacks.length,
    becomeIdle: () =>
      callbacks.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })),
    restore: () => {
      window.requestIdleCallback = original;
    },
  };
}
