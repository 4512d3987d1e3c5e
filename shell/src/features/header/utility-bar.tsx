import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, runtimeConfig } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { MenuButton } from './menu-button';
import {
  FEEDBACK_PATH,
  SELL_PATH,
  companyInfoLinks,
  customerCareLinks,
  secondaryCompanyMenu,
  type SiteLink,
} from './site-menus';

const barButton = { fontSize: 13, fontWeight: 500, minWidth: 0, px: 1, py: 0.25 } as const;

/** The thin bar above the header (desktop): the secondary company menu on the left; the sister
 * solar site (when configured), Feedback, Customer Care, Sell and company info on the right. */
export function UtilityBar() {
  const { t } = useTranslation('common');
  // Configured per deployment; without an address there is no link (never a dead one).
  const { solarSiteUrl } = runtimeConfig();
  const entriesOf = (links: SiteLink[]) => links.map((link) => ({ label: t(link.key), to: link.to }));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        minHeight: 36,
        px: 3,
        bgcolor: 'grey.100',
        color: 'text.secondary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="nav" aria-label={t('menus.secondary.label')} sx={{ display: 'flex', gap: 0.5 }}>
        {secondaryCompanyMenu.map((link) =>
          link.children ? (
            <MenuButton
              key={link.key}
              label={t(link.key)}
              entries={entriesOf(link.children)}
              sx={barButton}
            />
          ) : (
            <Button
              key={link.key}
              component={RouterLink}
              to={link.to}
              color="inherit"
              size="small"
              sx={barButton}
            >
              {t(link.key)}
            </Button>
          ),
        )}
      </Box>
      <Box
        component="nav"
        aria-label={t('menus.service.label')}
        sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}
      >
        {solarSiteUrl && (
          <Button
            component="a"
            href={solarSiteUrl}
            target="_blank"
            rel="noopener"
            color="inherit"
            size="small"
            endIcon={<OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden />}
            sx={barButton}
            data-testid="solar-link"
            aria-label={`${t('menus.solar')} ${t('menus.opensNewTab')}`}
          >
            {t('menus.solar')}
          </Button>
        )}
        <Button component={RouterLink} to={FEEDBACK_PATH} color="inherit" size="small" sx={barButton}>
          {t('menus.feedback')}
        </Button>
        <MenuButton
          label={t('menus.customerCare.label')}
          entries={entriesOf(customerCareLinks)}
          sx={barButton}
          testId="customer-care-menu"
        />
        <Button component={RouterLink} to={SELL_PATH} color="inherit" size="small" sx={barButton}>
          {t('menus.sell')}
        </Button>
        <MenuButton label={t('menus.company.label')} entries={entriesOf(companyInfoLinks)} sx={barButton} />
      </Box>
    </Box>
  );
}
