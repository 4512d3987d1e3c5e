import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';

/** The signed-in shopper's menu; loaded on demand (see account-menu.tsx). */
export default function AccountDropdown(props: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  const { anchor, onClose, onLogout } = props;
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component={RouterLink} to="/account" onClick={onClose}>
        {t('accountMenu.myAccount')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/orders" onClick={onClose}>
        {t('accountMenu.orders')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/reviews/wishlists" onClick={onClose}>
        {t('accountMenu.wishlist')}
      </MenuItem>
      <Divider />
      <MenuItem data-testid="logout" onClick={onLogout}>
        {t('accountMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
