import LockResetIcon from '@mui/icons-material/LockReset';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageSpinner, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { AuthHeading } from './auth-heading';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

/**
 * /forget-password, /confirm-otp and /reset-password: password recovery is not built yet (it
 * needs an API for one-time codes). Says so, and points to Customer Care instead of a dead end.
 */
export default function PasswordHelpPage() {
  const { t } = useTranslation(NAMESPACE);
  const { signedIn } = useLeaveWhenSignedIn();
  if (signedIn) return <PageSpinner minHeight={200} />;
  return (
    <Box data-testid="password-help">
      <LockResetIcon sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />
      <AuthHeading title={t('passwordHelp.title')} subtitle={t('passwordHelp.body')} />
      <Stack spacing={1.5}>
        <Button variant="contained" component={RouterLink} to="/customer-care/contact-us">
          {t('passwordHelp.contact')}
        </Button>
        <Button variant="text" component={RouterLink} to="/login">
          {t('passwordHelp.backToLogin')}
        </Button>
      </Stack>
    </Box>
  );
}
