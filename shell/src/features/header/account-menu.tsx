import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  savePostLoginRedirect,
  selectUser,
  truncate,
  useLogout,
  useLocation,
  useNavigate,
} from '@storefront/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { AccountDropdown, prefetchMenusOnIntent } from './lazy-menus';

/** Signed in: a menu (My Account, Orders, Wishlist, Logout). Anonymous: the login icon, which
 * first saves the current path and query as the post-login redirect (spec section 2). */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const user = useSelector(selectUser);
  const location = useLocation();
  const navigate = useNavigate();
  const { logout } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!user) {
    return (
      <Button
        color="inherit"
        startIcon={<LoginIcon />}
        data-testid="login-button"
        aria-label={t('header.login')}
        onClick={() => {
          savePostLoginRedirect(`${location.pathname}${location.search}`);
          navigate('/login');
        }}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* Small screens: the icon alone, so the header stays on one line in Khmer too. */}
        <Typography
          component="span"
          sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600, fontSize: 14 }}
        >
          {t('header.login')}
        </Typography>
      </Button>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleOutlinedIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="account-button"
        aria-label={t('header.greeting', { name: user.name })}
        {...prefetchMenusOnIntent}
        sx={{ maxWidth: 220 }}
      >
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 600, fontSize: 14, display: { xs: 'none', sm: 'block' } }}
        >
          {t('header.greeting', { name: truncate(user.name, 14) })}
        </Typography>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <AccountDropdown
            anchor={anchor}
            onClose={close}
            onLogout={async () => {
              close();
              if (await logout()) navigate('/');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
