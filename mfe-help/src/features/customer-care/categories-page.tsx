import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetHelpCategoriesQuery } from '../../components/help-api';
import { LoadError, LoadingLines } from '../../components/page-states';

/** /customer-care/category: every group with all its sub-categories. */
export default function CategoriesPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, refetch } = useGetHelpCategoriesQuery();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('categories.title')}
      </Typography>
      {isLoading && <LoadingLines lines={8} />}
      {isError && <LoadError message={t('customerCare.loadFailed')} onRetry={() => void refetch()} />}
      <Grid container spacing={2}>
        {data?.map((group) => (
          <Grid key={group.id} size={{ xs: 12, sm: 6 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography variant="h6" component="h2" gutterBottom>
                <Link component={RouterLink} to={`/customer-care/category/${group.id}`}>
                  {localized(group.title, i18n.language)}
                </Link>
              </Typography>
              <Typography component="ul" variant="body2" sx={{ pl: 2, m: 0, '& li': { mb: 0.5 } }}>
                {group.subCategory.map((sub) => (
                  <li key={sub.id}>
                    <Link
                      component={RouterLink}
                      to={`/customer-care/category/${sub.id}`}
                      underline="hover"
                      color="text.primary"
                    >
                      {localized(sub.title, i18n.language)}
                    </Link>
                  </li>
                ))}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
