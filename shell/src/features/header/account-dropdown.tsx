import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, selectUser } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

/** The signed-in shopper's menu; loaded on demand (see account-menu.tsx). */
export default function AccountDropdown(props: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  const { anchor, onClose, onLogout } = props;
  // Staff (any role) get a way into the back office; shoppers never see it.
  const isStaff = Boolean(useSelector(selectUser)?.role);
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
      {isStaff && (
        <MenuItem component={RouterLink} to="/backoffice" onClick={onClose} data-testid="backoffice-link">
          {t('accountMenu.backOffice')}
        </MenuItem>
      )}
      <Divider />
      <MenuItem data-testid="logout" onClick={onLogout}>
        {t('accountMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
