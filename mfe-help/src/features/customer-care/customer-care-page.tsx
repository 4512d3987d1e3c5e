import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetHelpArticlesQuery, useGetHelpCategoriesQuery } from '../../components/help-api';
import { LoadError } from '../../components/page-states';
import { ArticleList } from './article-list';
import { QuickLinks } from './quick-links';

/** /customer-care: top questions and a tile per help group. */
export default function CustomerCarePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const categories = useGetHelpCategoriesQuery();
  const top = useGetHelpArticlesQuery({ top: 'true', limit: 10 });
  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('customerCare.title')}
        </Typography>
        <Typography color="text.secondary">{t('customerCare.intro')}</Typography>
      </div>
      <QuickLinks />
      <section aria-labelledby="top-questions">
        <Typography id="top-questions" variant="h5" component="h2" gutterBottom>
          {t('customerCare.topQuestions')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 1 }}>
          {top.isLoading && <Skeleton variant="rounded" height={200} />}
          {top.isError && <LoadError onRetry={() => void top.refetch()} />}
          {top.data && top.data.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('customerCare.noTopQuestions')}
            </Typography>
          )}
          {top.data && top.data.length > 0 && (
            <ArticleList articles={top.data} label={t('customerCare.topQuestions')} />
          )}
        </Paper>
      </section>
      <section aria-labelledby="help-topics">
        <Typography id="help-topics" variant="h5" component="h2" gutterBottom>
          {t('customerCare.browseTopics')}
        </Typography>
        {categories.isError && (
          <LoadError message={t('customerCare.loadFailed')} onRetry={() => void categories.refetch()} />
        )}
        <Grid container spacing={2} data-testid="help-groups">
          {categories.isLoading &&
            Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={160} />
              </Grid>
            ))}
          {categories.data?.map((group) => (
            <Grid key={group.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3" gutterBottom>
                    <Link
                      component={RouterLink}
                      to={`/customer-care/category/${group.id}`}
                      sx={{ display: 'inline-block', minHeight: 24 }}
                    >
                      {localized(group.title, i18n.language)}
                    </Link>
                  </Typography>
                  <Typography component="ul" variant="body2" sx={{ pl: 2, m: 0 }}>
                    {group.subCategory.slice(0, 4).map((sub) => (
                      <li key={sub.id}>
                        <Link
                          component={RouterLink}
                          to={`/customer-care/category/${sub.id}`}
                          color="text.secondary"
                          underline="hover"
                          // WCAG 2.2 target size: each link at least 24 px tall, not a 20 px line.
                          sx={{ display: 'inline-block', minHeight: 24, py: 0.25 }}
                        >
                          {localized(sub.title, i18n.language)}
                        </Link>
                      </li>
                    ))}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Link component={RouterLink} to="/customer-care/category" sx={{ display: 'inline-block', mt: 2 }}>
          {t('customerCare.allTopics')}
        </Link>
      </section>
    </Stack>
  );
}
