import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../app-config/brand';
import { usePageHead } from './page-head';

/** Any unknown path, in the shell or inside a remote's own routes: HTTP 404 when server-rendered. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageHead({ title: `${t('notFound.title')} · ${BRAND.name}`, status: 404 });
  return (
    <Box sx={{ textAlign: 'center', py: 10 }} data-testid="not-found">
      <Typography variant="h1" component="p" sx={{ fontSize: 72, fontWeight: 800, color: 'primary.dark' }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.body')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
