// Test helper for back-office screens: renders one inside the layout's outlet context (what
// `useStaff()` reads) as a staff member with the given role, with the real providers, the
// back office's English texts and an in-memory router.
//
//   const { user, store } = renderScreen(<StaffPage />, { role: 'owner', path: '/backoffice/staff' });
//   const { user } = renderScreen(<ProductEditorPage />, {
//     role: 'catalog_manager',
//     path: '/backoffice/products/:id', // the route pattern (useParams)
//     route: '/backoffice/products/12', // the URL the router starts on (defaults to `path`)
//   });
//
// Any other route the screen navigates to renders a `data-testid="navigated-to"` element holding
// the path and query, so a test can check where a link or a redirect led.
import type { StaffMe, StaffRole, User } from '@storefront/shared';
import { makeStore, Outlet, Route, Routes, sessionSettled, signedIn, useLocation } from '@storefront/shared';
import { renderWithProviders, userFixture } from '@storefront/shared/testing';
import type { ReactElement } from 'react';
import en from '../../locales/en/backoffice.json';

export interface RenderScreenOptions {
  /** The staff member's role (default owner). */
  role?: StaffRole;
  /** Overrides of the staff member the layout passes down (`useStaff().me`). */
  me?: Partial<StaffMe>;
  /** The route pattern the screen is mounted at, e.g. `/backoffice/products/:id` (default `/backoffice`). */
  path?: string;
  /** The URL the router starts on (default: `path`). */
  route?: string;
  /**
   * The signed-in user in the auth slice (default: a user with the same id, name, e-mail and role
   * as `me`); `null` renders the screen signed out (e.g. the accept-invitation page).
   */
  user?: User | null;
}

/** A staff member as `GET /api/backoffice/me` answers one. */
export function staffMeFixture(overrides: Partial<StaffMe> = {}): StaffMe {
  return { id: 1, name: 'Dara Owner', email: 'owner@psar.test', role: 'owner', ...overrides };
}

/** Where the screen navigated to (rendered for every route other than the screen's). */
function NavigatedTo() {
  const location = useLocation();
  return <div data-testid="navigated-to">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a back-office screen as the layout would (see the file's head for an example). */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const path = options.path ?? '/backoffice';
  const me = staffMeFixture({ role: options.role ?? 'owner', ...options.me });
  const user =
    options.user === undefined
      ? userFixture({ id: me.id, name: me.name, email: me.email, role: me.role })
      : options.user;
  const store = makeStore();
  store.dispatch(user ? signedIn(user) : sessionSettled());
  const result = renderWithProviders(
    <Routes>
      <Route element={<Outlet context={me} />}>
        <Route path={path} element={ui} />
      </Route>
      <Route path="*" element={<NavigatedTo />} />
    </Routes>,
    {
      route: options.route ?? path,
      namespaces: { backoffice: en },
      store,
    },
  );
  return { ...result, me };
}
