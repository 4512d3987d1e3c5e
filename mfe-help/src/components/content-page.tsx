import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BRAND, localized, Link as RouterLink, formatDate } from '@storefront/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../app/locales';
import { useGetContentPageQuery } from './content-api';
import { MarkdownView } from './markdown-view';
import { LoadError, LoadingLines } from './page-states';

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error as { status: unknown }).status === 404;

/**
 * A legal or content page from the content API (Markdown in both languages). A page whose text
 * is not published yet still has its route: it shows its title and a note (or, above a form, the
 * form's own short introduction) instead of a 404.
 */
export function ContentPage({
  slug,
  fallbackTitle,
  fallbackIntro,
  breadcrumb,
}: {
  slug: string;
  fallbackTitle: string;
  fallbackIntro?: string;
  breadcrumb?: { to: string; label: string };
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, error, refetch } = useGetContentPageQuery(slug);
  // While the page's own title is on its way none is shown: a fallback shown first would change
  // under the shopper's eyes when the published one (worded differently) arrives.
  const title = data ? localized(data.title, i18n.language) : isLoading ? null : fallbackTitle;
  useEffect(() => {
    if (title !== null) document.title = `${title} | ${BRAND.name}`;
  }, [title]);
  return (
    <article data-testid="content-page">
      {breadcrumb && (
        <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mb: 2 }}>
          <Link component={RouterLink} to={breadcrumb.to} underline="hover" color="inherit">
            {breadcrumb.label}
          </Link>
          <Typography color="text.primary" aria-current="page">
            {title ?? <Skeleton width={120} />}
          </Typography>
        </Breadcrumbs>
      )}
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title ?? <Skeleton width="60%" data-testid="title-loading" />}
      </Typography>
      {isLoading && <LoadingLines lines={10} />}
      {isError && !isNotFound(error) && <LoadError onRetry={() => void refetch()} />}
      {isNotFound(error) && fallbackIntro && <Typography color="text.secondary">{fallbackIntro}</Typography>}
      {isNotFound(error) && !fallbackIntro && (
        <Alert severity="info" data-testid="content-pending">
          {t('content.pending')}{' '}
          <Link component={RouterLink} to="/customer-care/contact-us">
            {t('content.pendingContact')}
          </Link>
        </Alert>
      )}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('content.updated', {
              date: formatDate(data.updatedAt, i18n.language, { style: 'long', utc: true }),
            })}
          </Typography>
          {localized(data.summary, i18n.language) && (
            <Paper variant="outlined" sx={{ p: 2, my: 2, bgcolor: 'action.hover' }}>
              <Typography>{localized(data.summary, i18n.language)}</Typography>
            </Paper>
          )}
          <MarkdownView markdown={localized(data.body, i18n.language)} />
        </>
      )}
    </article>
  );
}
