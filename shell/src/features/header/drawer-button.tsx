import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileDrawer, prefetchDrawerOnIntent } from './lazy-menus';

/** Small screens: the slide-out drawer with the header's entries (loaded on intent). */
export function DrawerButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <IconButton
        edge="start"
        color="inherit"
        aria-label={t('drawer.open')}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="drawer-button"
        {...prefetchDrawerOnIntent}
      >
        <MenuIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
