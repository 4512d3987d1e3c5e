import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import App from './app';

/** The remote alone, with the same providers as in the shell, for QA on its own port. */
export function StandaloneFrame() {
  const { t } = useTranslation('help');
  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="standalone-banner">
        {t('standalone')}
      </Alert>
      <App />
    </Container>
  );
}
