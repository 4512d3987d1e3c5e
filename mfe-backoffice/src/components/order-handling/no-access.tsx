import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

/** An order-handling screen opened by a role that does not handle orders (the API refuses it too). */
export function NoOrderAccess({ title }: { title: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="info" data-testid="orders-no-access">
        {t('orders.noAccess')}
      </Alert>
    </Stack>
  );
}
