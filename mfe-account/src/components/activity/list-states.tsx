import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PageMeta } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';

/** A section waiting for its data. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  return (
    <Box
      aria-busy="true"
      data-testid="loading-state"
      sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}
    >
      <CircularProgress aria-label={label ?? t('states.loading')} />
    </Box>
  );
}

/** A list with nothing in it: says so, and optionally where to go instead. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" data-testid="empty-state" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {message}
      </Typography>
      {action}
    </Paper>
  );
}

/** A failed load, with the server's message when it gave one and a way to try again. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  return (
    <Alert
      severity="error"
      data-testid="error-state"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      }
    >
      {message ?? t('states.error')}
    </Alert>
  );
}

/** Page links under a list; hidden when everything fits on one page. */
export function ListPagination({
  meta,
  onPage,
}: {
  meta: PageMeta | undefined;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  if (!meta || meta.lastPage <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('states.pagination')}
      sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
    >
      <Pagination
        count={meta.lastPage}
        page={meta.currentPage}
        onChange={(_event, page) => onPage(page)}
        color="primary"
        siblingCount={0}
        getItemAriaLabel={(type, page) =>
          type === 'page'
            ? t('states.page', { page })
            : t(
                `states.${type === 'previous' ? 'previous' : type === 'next' ? 'next' : type === 'first' ? 'first' : 'last'}`,
              )
        }
      />
    </Box>
  );
}
