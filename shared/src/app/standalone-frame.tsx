import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** A remote alone, with the same providers as in the shell, for QA on its own port. The notice
 * is the remote's own `standalone` key in its namespace. */
export function StandaloneFrame({ namespace, App }: { namespace: string; App: ComponentType }) {
  const { t } = useTranslation(namespace);
  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="standalone-banner">
        {t('standalone')}
      </Alert>
      <App />
    </Container>
  );
}
