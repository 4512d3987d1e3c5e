import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { deliveryLocation, selectUser } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { SearchBox } from '../../components/search-box';

export function Header() {
  const { t } = useTranslation('common');
  const user = useSelector(selectUser);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: 1 }}>
        <Logo />
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            gap: 0.5,
            color: 'text.secondary',
          }}
        >
          <LocationOnOutlinedIcon fontSize="small" />
          <Box>
            <Typography variant="caption" component="div" sx={{ lineHeight: 1.2 }}>
              {t('header.deliverTo')}
            </Typography>
            <Typography
              variant="body2"
              component="div"
              sx={{ fontWeight: 600, lineHeight: 1.2 }}
              data-testid="delivery-location"
            >
              {deliveryLocation(user, t('header.country'))}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ flex: 1, order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}>
          <SearchBox />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          <LanguageSwitcher />
          <CartButton />
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
