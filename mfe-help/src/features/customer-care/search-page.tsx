import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink, useSearchParams } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { HighlightedText } from '../../components/highlighted-text';
import { useSearchHelpQuery } from '../../components/help-api';
import { LoadError, LoadingLines } from '../../components/page-states';
import { answerHref } from './article-list';

/** /customer-care/search?keyword=…: matching articles with their matches highlighted. */
export default function SearchPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Number(params.get('page')) || 1);
  // currentData: the results of this keyword and page only, never the previous search's while
  // the new one loads.
  const {
    currentData: data,
    isFetching,
    isError,
    refetch,
  } = useSearchHelpQuery({ keyword, page }, { skip: !keyword });

  if (!keyword) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('search.title')}
        </Typography>
        <Typography color="text.secondary">{t('search.prompt')}</Typography>
      </>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {t('search.resultsFor', { keyword })}
      </Typography>
      {isFetching && !data && <LoadingLines />}
      {isError && <LoadError onRetry={() => void refetch()} />}
      {data && data.data.length === 0 && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
          data-testid="search-empty"
        >
          <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h6" component="h2" gutterBottom>
            {t('search.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('search.emptyBody')}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/customer-care/contact-us">
            {t('search.contactUs')}
          </Button>
        </Paper>
      )}
      {data && data.data.length > 0 && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
            {t('search.count', { count: data.meta.total })}
          </Typography>
          <Stack
            spacing={1.5}
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            data-testid="search-results"
          >
            {data.data.map((hit) => (
              <Paper key={hit.id} component="li" variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
                  <Link component={RouterLink} to={answerHref(hit.id)}>
                    <HighlightedText
                      text={
                        localized(hit.highlight.title, i18n.language) || localized(hit.title, i18n.language)
                      }
                    />
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  <HighlightedText text={localized(hit.highlight.snippet, i18n.language)} />
                </Typography>
              </Paper>
            ))}
          </Stack>
          {data.meta.lastPage > 1 && (
            <Pagination
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              count={data.meta.lastPage}
              page={page}
              onChange={(_event, next) => setParams({ keyword, page: String(next) })}
              aria-label={t('pagination.label')}
              getItemAriaLabel={(type, item, selected) =>
                type === 'page'
                  ? t(selected ? 'pagination.currentPage' : 'pagination.page', { page: item })
                  : t(`pagination.${type}`)
              }
            />
          )}
        </>
      )}
    </>
  );
}
