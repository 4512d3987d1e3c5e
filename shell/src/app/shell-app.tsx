import {
  HydratedMark,
  NotFoundPage,
  PageSpinner,
  selectSessionLoading,
  Route,
  Routes,
  useLocation,
} from '@storefront/shared';
import { useSelector } from 'react-redux';
import { Suspense, lazy } from 'react';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { BareLayout } from './layouts/bare-layout';
import { SimpleLayout } from './layouts/simple-layout';
import { RemoteApp } from './remotes/remote-app';
import { routeOwner, type LayoutName } from './route-ownership';

const LoginSuccessPage = lazy(() => import('../features/login-success/login-success-page'));

const layouts: Record<LayoutName, typeof MainLayout> = {
  main: MainLayout,
  auth: AuthLayout,
  simple: SimpleLayout,
  bare: BareLayout,
};

/** Looks up who owns the current path and renders it inside that route's layout. */
function OwnedPage() {
  const { pathname } = useLocation();
  const route = routeOwner(pathname);
  const sessionLoading = useSelector(selectSessionLoading);
  if (!route) {
    return (
      <MainLayout>
        <NotFoundPage />
        <HydratedMark />
      </MainLayout>
    );
  }
  const Layout = layouts[route.layout];
  return (
    <Layout>
      {sessionLoading ? (
        <PageSpinner />
      ) : (
        <Suspense fallback={<PageSpinner />}>
          {route.owner === 'shell' ? (
            <LoginSuccessPage />
          ) : (
            <RemoteApp key={route.owner} name={route.owner} />
          )}
        </Suspense>
      )}
    </Layout>
  );
}

export function ShellApp() {
  return (
    <Routes>
      <Route path="*" element={<OwnedPage />} />
    </Routes>
  );
}
