import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import {
  formatUsd,
  Link as RouterLink,
  localized,
  runtimeConfig,
  selectIsSignedIn,
  selectUser,
  useWallet,
  type Category,
} from '@storefront/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarriedType } from '../../components/carried-type';
import { useSelector } from 'react-redux';
import { DeliveryLocation } from './delivery-location';
import { useGetCategoriesQuery } from '@storefront/shared';
import { useShellDealsCountQuery } from './header-api';
import { TODAYS_DEALS_PATH, categoryHref, withTodaysDeals } from './nav-rules';
import { PromotionsList } from './promotions-list';
import {
  FEEDBACK_PATH,
  SELL_PATH,
  companyInfoLinks,
  customerCareLinks,
  secondaryCompanyMenu,
  type SiteLink,
} from './site-menus';

/** A drawer row that expands to show more rows (keyboard: Enter/Space; aria-expanded). */
function Expandable(props: { label: ReactNode; depth: number; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={id}
        sx={{ pl: 2 + props.depth * 2 }}
        data-testid={props.testId}
      >
        <ListItemText
          primary={props.label}
          slotProps={{ primary: { sx: { fontWeight: props.depth === 0 ? 600 : 500 } } }}
        />
        {open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
      </ListItemButton>
      <Collapse in={open} id={id} unmountOnExit>
        <List disablePadding dense>
          {props.children}
        </List>
      </Collapse>
    </>
  );
}

function DrawerLink(props: {
  to: string;
  label: ReactNode;
  depth: number;
  onNavigate: () => void;
  strong?: boolean;
}) {
  return (
    <ListItemButton
      component={RouterLink}
      to={props.to}
      onClick={props.onNavigate}
      sx={{ pl: 2 + props.depth * 2 }}
    >
      <ListItemText
        primary={props.label}
        slotProps={{ primary: { sx: { fontWeight: props.strong ? 700 : props.depth === 0 ? 600 : 400 } } }}
      />
    </ListItemButton>
  );
}

/** Small screens: the header's entries in a slide-out drawer (categories three levels deep,
 * Today's Deals, promotions, Feedback, Customer Care, Sell, company menus, the solar site). */
export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const signedIn = useSelector(selectIsSignedIn);
  const isStaff = Boolean(useSelector(selectUser)?.role);
  const { data: wallet } = useWallet();
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: dealsCount } = useShellDealsCountQuery();
  const name = (category: Category) => localized(category.name, i18n.language);
  const titleId = useId();
  const { solarSiteUrl } = runtimeConfig();
  const type = useCarriedType();

  const siteLinks = (links: SiteLink[], depth: number) =>
    links.map((link) =>
      link.children ? (
        <Expandable key={link.key} label={t(link.key)} depth={depth}>
          {siteLinks(link.children, depth + 1)}
        </Expandable>
      ) : (
        <DrawerLink key={link.key} to={link.to} label={t(link.key)} depth={depth} onNavigate={onClose} />
      ),
    );

  const categoryRows = categories.map((main) => (
    <Expandable key={main.id} label={name(main)} depth={0}>
      <DrawerLink
        to={categoryHref('main', main.id, type)}
        label={t('header.allIn', { name: name(main) })}
        depth={1}
        onNavigate={onClose}
        strong
      />
      {main.subCategories.map((sub) => (
        <Expandable key={sub.id} label={name(sub)} depth={1}>
          <DrawerLink
            to={categoryHref('sub', sub.id, type)}
            label={t('header.allIn', { name: name(sub) })}
            depth={2}
            onNavigate={onClose}
            strong
          />
          {sub.subCategories.map((leaf) => (
            <DrawerLink
              key={leaf.id}
              to={categoryHref('leaf', leaf.id, type)}
              label={name(leaf)}
              depth={2}
              onNavigate={onClose}
            />
          ))}
        </Expandable>
      ))}
    </Expandable>
  ));
  const topRows = withTodaysDeals<ReactNode>(
    categoryRows,
    <DrawerLink
      key="deals"
      to={TODAYS_DEALS_PATH}
      label={t('header.todaysDeals')}
      depth={0}
      onNavigate={onClose}
      strong
    />,
    dealsCount,
  );

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 320, maxWidth: '88vw' }, 'aria-labelledby': titleId, role: 'dialog' } as object,
      }}
      data-testid="mobile-drawer"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
        }}
      >
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, color: 'primary.contrastText' }}
        >
          {t('drawer.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('drawer.close')} sx={{ color: 'primary.contrastText' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, py: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <DeliveryLocation testId="drawer-delivery-location" />
        {signedIn && (
          <Box
            component={RouterLink}
            to="/account/wallet"
            onClick={onClose}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'text.primary',
              textDecoration: 'none',
            }}
          >
            <AccountBalanceWalletOutlinedIcon fontSize="small" aria-hidden />
            <span>{t('header.walletLabel')}</span>
            <Box component="span" sx={{ fontWeight: 700, ml: 'auto' }}>
              {wallet ? formatUsd(wallet.balance) : '…'}
            </Box>
          </Box>
        )}
        {isStaff && (
          <Box
            component={RouterLink}
            to="/backoffice"
            onClick={onClose}
            data-testid="drawer-backoffice-link"
            sx={{
              display: 'flex',
              alignItems: 'center',
              minHeight: 40,
              color: 'text.primary',
              fontWeight: 600,
            }}
          >
            {t('accountMenu.backOffice')}
          </Box>
        )}
      </Box>
      <Divider />
      <List
        component="nav"
        aria-label={t('nav.categories')}
        subheader={<ListSubheader component="div">{t('header.allCategories')}</ListSubheader>}
      >
        {topRows}
      </List>
      <Divider />
      <List component="nav" aria-label={t('menus.service.label')}>
        <Expandable label={t('promotions.title')} depth={0} testId="drawer-promotions">
          <Box sx={{ px: 3, pb: 1 }}>
            <PromotionsList />
          </Box>
        </Expandable>
        <DrawerLink to={FEEDBACK_PATH} label={t('menus.feedback')} depth={0} onNavigate={onClose} />
        <Expandable label={t('menus.customerCare.label')} depth={0}>
          {siteLinks(customerCareLinks, 1)}
        </Expandable>
        <DrawerLink to={SELL_PATH} label={t('menus.sell')} depth={0} onNavigate={onClose} />
        <Expandable label={t('menus.company.label')} depth={0}>
          {siteLinks(companyInfoLinks, 1)}
        </Expandable>
      </List>
      <Divider />
      <List component="nav" aria-label={t('menus.secondary.label')} dense>
        {siteLinks(secondaryCompanyMenu, 0)}
        {solarSiteUrl && (
          <ListItemButton
            component="a"
            href={solarSiteUrl}
            target="_blank"
            rel="noopener"
            data-testid="drawer-solar-link"
          >
            <ListItemText primary={t('menus.solar')} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            <ListItemIcon sx={{ minWidth: 0 }}>
              <OpenInNewIcon fontSize="small" aria-label={t('menus.opensNewTab')} />
            </ListItemIcon>
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
