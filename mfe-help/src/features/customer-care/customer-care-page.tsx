import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetHelpCategoriesQuery } from './help-categories-api';

export default function CustomerCarePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data: groups, isLoading, isError } = useGetHelpCategoriesQuery();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('customerCare.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('customerCare.intro')}
      </Typography>
      {isError && <Alert severity="error">{t('customerCare.loadFailed')}</Alert>}
      <Grid container spacing={2} data-testid="help-groups">
        {isLoading &&
          Array.from({ length: 6 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={160} />
            </Grid>
          ))}
        {groups?.map((group) => (
          <Grid key={group.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  <Link component={RouterLink} to={`/customer-care/category/${group.id}`}>
                    {localized(group.title, i18n.language)}
                  </Link>
                </Typography>
                <Typography component="ul" variant="body2" sx={{ pl: 2, m: 0 }}>
                  {group.subCategory.slice(0, 4).map((sub) => (
                    <li key={sub.id}>{localized(sub.title, i18n.language)}</li>
                  ))}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
