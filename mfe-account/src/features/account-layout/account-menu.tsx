import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectUser, Link as RouterLink, useLocation } from '@storefront/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { NAMESPACE } from '../../app/locales';
import { MENU_ENTRIES, activeMenuEntry } from '../../components/menu-entries';

const listItemSx = { width: { xs: 'auto', md: '100%' }, flexShrink: 0 } as const;

const itemSx = {
  borderRadius: 1,
  whiteSpace: { xs: 'nowrap', md: 'normal' },
  '&.Mui-selected': { color: 'primary.dark', fontWeight: 600 },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.dark' },
} as const;

/**
 * The account side menu: a column beside the page on desktop, a row that scrolls sideways above
 * the page on phones (one list either way, so nothing is hidden from keyboards or readers).
 */
export function AccountMenu({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useSelector(selectUser);
  const { pathname } = useLocation();
  const active = activeMenuEntry(pathname);
  const listRef = useRef<HTMLUListElement>(null);
  const activeRef = useRef<HTMLAnchorElement>(null);

  // On phones the row may be wider than the screen: bring the current entry into view.
  useEffect(() => {
    const list = listRef.current;
    const item = activeRef.current;
    if (list && item && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = item.offsetLeft - list.offsetLeft - 16;
    }
  }, [active?.key]);

  const name = user?.name ?? '';
  return (
    <Paper component="nav" variant="outlined" aria-label={t('menu.label')} sx={{ p: { xs: 1, md: 1.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, py: 1 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40 }} aria-hidden>
          {name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Typography sx={{ fontWeight: 700, minWidth: 0 }} noWrap data-testid="account-menu-greeting">
          {t('menu.greeting', { name })}
        </Typography>
      </Box>
      <Divider sx={{ my: 1 }} />
      <List
        ref={listRef}
        dense
        disablePadding
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          overflowX: { xs: 'auto', md: 'visible' },
          gap: 0.5,
        }}
      >
        {MENU_ENTRIES.map(({ key, to, Icon }) => {
          const selected = active?.key === key;
          return (
            <ListItem key={key} disablePadding sx={listItemSx}>
              <ListItemButton
                component={RouterLink}
                to={to}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                ref={selected ? activeRef : undefined}
                data-testid="account-menu-entry"
                sx={itemSx}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`menu.${key}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
        <ListItem disablePadding sx={listItemSx}>
          <ListItemButton
            onClick={onLogout}
            disabled={loggingOut}
            data-testid="account-menu-logout"
            sx={itemSx}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('menu.logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}
