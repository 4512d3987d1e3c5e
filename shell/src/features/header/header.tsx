import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { ScreenOnly } from '@storefront/shared';
import { SearchBox } from '../../components/search-box';
import { AccountMenu } from './account-menu';
import { AllCategories } from './all-categories';
import { CartButton } from './cart-button';
import { CategoryNav } from './category-nav';
import { DeliveryLocation } from './delivery-location';
import { DrawerButton } from './drawer-button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { UtilityBar } from './utility-bar';
import { WalletBadge } from './wallet-badge';

/** Spec sections 1 and 2: the utility bar (company menus, Feedback, Customer Care, Sell, solar
 * site), the sticky main bar (logo, delivery location, All Categories, search, wallet, language,
 * cart, account) and the category nav; small screens get the drawer instead of the outer rows. */
export function Header() {
  return (
    <>
      <ScreenOnly wide>
        <UtilityBar />
      </ScreenOnly>
      <AppBar
        component="header"
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: { xs: 1, md: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: 1 }}>
          <ScreenOnly wide={false}>
            <DrawerButton />
          </ScreenOnly>
          <Logo />
          <ScreenOnly wide>
            <Box sx={{ maxWidth: 160, flexShrink: 0 }}>
              <DeliveryLocation />
            </Box>
            <AllCategories />
          </ScreenOnly>
          <Box sx={{ flex: 1, order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}>
            <SearchBox />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
            <WalletBadge />
            <LanguageSwitcher />
            <CartButton />
            <AccountMenu />
          </Box>
        </Toolbar>
      </AppBar>
      <ScreenOnly wide>
        <CategoryNav />
      </ScreenOnly>
    </>
  );
}
