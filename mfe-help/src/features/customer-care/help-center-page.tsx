import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { QuickLinks } from './quick-links';

const GUIDES = ['how-to-buy', 'how-to-return'] as const;
type Guide = (typeof GUIDES)[number];
const STEPS: Record<Guide, { key: string; steps: number }> = {
  'how-to-buy': { key: 'howToBuy', steps: 5 },
  'how-to-return': { key: 'howToReturn', steps: 5 },
};

/** /customer-care/help-center: the help centre's front door with the How to Buy and How to
 * Return guides (?guide=how-to-return opens the second). */
export default function HelpCenterPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const guide: Guide = params.get('guide') === 'how-to-return' ? 'how-to-return' : 'how-to-buy';
  const { key, steps } = STEPS[guide];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('helpCenter.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('helpCenter.intro')}
      </Typography>
      <QuickLinks />
      <Paper variant="outlined" sx={{ mt: 3 }}>
        <Tabs
          value={guide}
          onChange={(_event, next: Guide) => setParams({ guide: next }, { replace: true })}
          variant="fullWidth"
          aria-label={t('helpCenter.guides')}
        >
          {GUIDES.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`helpCenter.${STEPS[value].key}.title`)}
              id={`guide-tab-${value}`}
              aria-controls={`guide-panel-${value}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`guide-panel-${guide}`}
          aria-labelledby={`guide-tab-${guide}`}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography variant="h5" component="h2" gutterBottom>
            {t(`helpCenter.${key}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`helpCenter.${key}.intro`)}
          </Typography>
          <Stepper orientation="vertical" nonLinear activeStep={-1}>
            {Array.from({ length: steps }, (_, index) => (
              <Step key={index} expanded active>
                <StepLabel>{t(`helpCenter.${key}.step${index + 1}.title`)}</StepLabel>
                <StepContent>
                  <Typography variant="body2">{t(`helpCenter.${key}.step${index + 1}.body`)}</Typography>
                </StepContent>
              </Step>
            ))}
          </Stepper>
        </Box>
      </Paper>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/customer-care/help-center/more-articles">
          {t('helpCenter.moreArticles')}
        </Link>
      </Typography>
    </>
  );
}
