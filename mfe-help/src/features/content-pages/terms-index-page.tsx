import Grid from '@mui/material/Grid';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetContentPagesQuery } from '../../components/content-api';
import { ContentPage } from '../../components/content-page';
import { TERMS_PAGES, termsTitleKey } from './terms-pages';

/** /terms-conditions: the index page's own text, then a card per terms page. */
export default function TermsIndexPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data } = useGetContentPagesQuery({ prefix: 'terms-conditions/' });
  const bySlug = new Map((data ?? []).map((page) => [page.slug, page]));
  return (
    <>
      <ContentPage slug="terms-conditions" fallbackTitle={t('terms.title')} />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('terms.allPages')}
      </Typography>
      <Grid container spacing={2} component="nav" aria-label={t('terms.allPages')} data-testid="terms-index">
        {TERMS_PAGES.map((page) => {
          const content = bySlug.get(`terms-conditions/${page}`);
          return (
            <Grid key={page} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/terms-conditions/${page}`}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" gutterBottom sx={{ fontWeight: 600 }}>
                      {content ? localized(content.title, i18n.language) : t(termsTitleKey(page))}
                    </Typography>
                    {content && (
                      <Typography variant="body2" color="text.secondary">
                        {localized(content.summary, i18n.language)}
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
