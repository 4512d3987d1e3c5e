import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Outlet, useLocation } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { HelpMenu } from '../features/customer-care/help-menu';
import { HelpSearchBox } from '../features/customer-care/help-search-box';
import { NAMESPACE } from './locales';

/** Spec §2 customer-care layout: help banner, search box, collapsible category menu. */
export function CustomerCareLayout() {
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const match = /^\/customer-care\/category\/(\d+)$/.exec(pathname);
  const activeId = match ? Number(match[1]) : null;
  return (
    <Box data-testid="customer-care-layout">
      <Box
        component="section"
        aria-label={t('banner.label')}
        sx={{
          background: 'linear-gradient(120deg, #FE6901 0%, #FF8A3D 60%, #FFB27A 100%)',
          color: 'common.white',
          borderRadius: 2,
          px: { xs: 2, md: 5 },
          py: { xs: 3, md: 5 },
          mb: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
        }}
      >
        <Typography component="p" variant="overline" sx={{ letterSpacing: 1.5, opacity: 0.9 }}>
          {t('banner.kicker')}
        </Typography>
        <Typography
          component="p"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}
        >
          {t('banner.title')}
        </Typography>
        <HelpSearchBox />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <Paper variant="outlined" sx={{ p: 1 }}>
              <Typography component="h2" variant="subtitle2" sx={{ px: 1, py: 1, color: 'text.secondary' }}>
                {t('menu.title')}
              </Typography>
              <HelpMenu activeId={activeId} />
            </Paper>
          </Box>
          <Accordion
            variant="outlined"
            disableGutters
            slotProps={{ transition: { unmountOnExit: true } }}
            sx={{ display: { xs: 'block', md: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h2" variant="subtitle1">
                {t('menu.title')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>
              <HelpMenu activeId={activeId} />
            </AccordionDetails>
          </Accordion>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} sx={{ minWidth: 0 }}>
          <Outlet />
        </Grid>
      </Grid>
    </Box>
  );
}
