import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  errorCode,
  Link,
  Outlet,
  PageSpinner,
  RequireSignedIn,
  useLanguage,
  useLocation,
  useLogout,
  useNavigate,
  type StaffMe,
} from '@storefront/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navItemsFor } from './navigation';
import { NAMESPACE } from './locales';
import { useGetStaffMeQuery } from './staff-session';

const DRAWER_WIDTH = 232;

/** Every back-office screen: signed in, staff only, with the menu the role allows. */
export function BackofficeLayout() {
  return (
    <RequireSignedIn>
      <StaffGate />
    </RequireSignedIn>
  );
}

function StaffGate() {
  const { t } = useTranslation(NAMESPACE);
  const { data: me, error, isLoading, refetch } = useGetStaffMeQuery();
  if (isLoading) return <PageSpinner />;
  if (error || !me) {
    const notStaff = errorCode(error) === 'staff.role_forbidden';
    return (
      <Box role="alert" sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {notStaff ? t('gate.notStaffTitle') : t('gate.failedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {notStaff ? t('gate.notStaffText') : t('gate.failedText')}
        </Typography>
        {!notStaff && (
          <Button variant="contained" onClick={() => void refetch()} sx={{ mr: 1 }}>
            {t('common.retry')}
          </Button>
        )}
        <Button component={Link} to="/">
          {t('gate.toShop')}
        </Button>
      </Box>
    );
  }
  return <Frame me={me} />;
}

function Frame({ me }: { me: StaffMe }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const menu = <NavMenu me={me} onNavigate={() => setOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="default"
        elevation={1}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={t('layout.openMenu')}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={Link}
            to="/backoffice"
            variant="h6"
            sx={{ color: 'primary.dark', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
          >
            {t('layout.title')}
          </Typography>
          <LanguageToggle />
          <Typography
            variant="body2"
            sx={{ display: { xs: 'none', sm: 'block' } }}
            data-testid="staff-identity"
          >
            {me.name} · {t(`roles.${me.role}`)}
          </Typography>
          <SignOut />
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label={t('layout.menu')}
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}
      >
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {menu}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {menu}
        </Drawer>
      </Box>
      <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Toolbar />
        <Suspense fallback={<PageSpinner minHeight={300} />}>
          <Outlet context={me} />
        </Suspense>
      </Box>
    </Box>
  );
}

function NavMenu({ me, onNavigate }: { me: StaffMe; onNavigate: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  return (
    <List>
      {navItemsFor(me.role).map((item) => {
        const current = item.path === '/backoffice' ? pathname === item.path : pathname.startsWith(item.path);
        return (
          <ListItemButton
            key={item.key}
            component={Link}
            to={item.path}
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
          >
            <ListItemText primary={t(`nav.${item.key}`)} />
          </ListItemButton>
        );
      })}
      <ListItemButton component={Link} to="/" onClick={onNavigate}>
        <ListItemText primary={t('nav.toShop')} />
      </ListItemButton>
    </List>
  );
}

/** The shop header's language menu is not on these pages: one button switches en ⇄ kh. Its text is
 * the other language's code (a Khmer word would need the Khmer font, loaded only for Khmer pages). */
function LanguageToggle() {
  const { t } = useTranslation(NAMESPACE);
  const { language, setLanguage } = useLanguage();
  const next = language === 'en' ? 'kh' : 'en';
  return (
    <Button
      size="small"
      onClick={() => setLanguage(next)}
      aria-label={t(`layout.switchTo.${next}`)}
      data-testid="backoffice-language"
    >
      {next.toUpperCase()}
    </Button>
  );
}

function SignOut() {
  const { t } = useTranslation(NAMESPACE);
  const { logout, isLoading } = useLogout();
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      disabled={isLoading}
      onClick={async () => {
        if (await logout()) navigate('/login');
      }}
    >
      {t('layout.signOut')}
    </Button>
  );
}
