import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { Link as RouterLink } from '@storefront/shared';

/** An account page whose screen is not built yet: says so plainly, shows no made-up data. */
export default function ComingSoonSection({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
      data-testid="coming-soon"
    >
      <ConstructionOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        {t(`pages.${titleKey}`)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('comingSoon.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('comingSoon.body')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/account">
        {t('comingSoon.back')}
      </Button>
    </Paper>
  );
}
