import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../app/page-spinner';
import { selectSessionLoading, selectUser } from './auth-slice';
import { savePostLoginRedirect } from './post-login-redirect';

/** Spec section 2: account pages need a signed-in user, else /login (and back here after). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const user = useSelector(selectUser);
  const loading = useSelector(selectSessionLoading);
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) {
    savePostLoginRedirect(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
}
