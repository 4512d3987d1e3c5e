import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryRemoteContext } from './retry-remote-context';

/** Shown in place of a remote that failed to load; the rest of the page keeps working. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const { t } = useTranslation('common');
  const retry = useContext(RetryRemoteContext);
  return (
    <Box
      sx={{ py: 8, display: 'flex', justifyContent: 'center' }}
      data-testid={`remote-unavailable-${remote}`}
    >
      <Alert
        severity="warning"
        sx={{ maxWidth: 560 }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('remote.retry')}
          </Button>
        }
      >
        {t('remote.unavailable')}
      </Alert>
    </Box>
  );
}
