import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../app/locales';

export function LoadingLines({ lines = 4 }: { lines?: number }) {
  return (
    <Stack spacing={1.5} aria-busy="true" data-testid="loading">
      <Skeleton variant="text" width="60%" height={40} />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={24} />
      ))}
    </Stack>
  );
}

/** A failed load, with Retry when the caller can refetch. */
export function LoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? t('common.loadFailed')}
    </Alert>
  );
}
