import Grid from '@mui/material/Grid';
import { PageSpinner, RequireSignedIn, selectUser, useLogout, Outlet, useNavigate } from '@storefront/shared';
import { Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { AccountMenu } from './account-menu';

/** Spec section 2, account layout: signed-in only (else /login), side menu beside the page. */
export default function AccountLayout() {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const { logout } = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    if (await logout()) navigate('/');
    else setLoggingOut(false);
  };

  // Logging out clears the user before the navigation home: show a spinner meanwhile instead of
  // letting the guard send the visitor to /login (and saving this page as the way back).
  if (loggingOut && !user) return <PageSpinner />;

  return (
    <RequireSignedIn>
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <AccountMenu onLogout={() => void onLogout()} loggingOut={loggingOut} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} sx={{ minWidth: 0 }}>
          <Suspense fallback={<PageSpinner minHeight={240} />}>
            <Outlet />
          </Suspense>
        </Grid>
      </Grid>
    </RequireSignedIn>
  );
}
