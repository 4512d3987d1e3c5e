import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PageSpinner,
  errorMessage,
  fieldErrors,
  passwordMeetsRules,
  useNavigate,
  Link as RouterLink,
  showToast,
} from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { PasswordField } from '../../components/password-field';
import { PasswordStrength } from '../../components/password-strength';
import { AuthHeading } from './auth-heading';
import { useResetPasswordMutation } from './password-reset-api';
import { clearResetState, readResetState } from './password-reset-state';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

const schema = z
  .object({
    password: z.string().refine(passwordMeetsRules, { message: 'passwordWeak' }),
    confirmPassword: z.string().min(1, { message: 'confirmRequired' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'confirmMismatch',
  });
type Values = z.infer<typeof schema>;

function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [reset] = useResetPasswordMutation();
  const [expired, setExpired] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const text = (message: string | undefined) =>
    message && i18n.exists(`profile.errors.${message}`, { ns: NAMESPACE })
      ? t(`profile.errors.${message}`)
      : message;

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    const result = await reset({ resetToken, password });
    if (!('error' in result)) {
      clearResetState();
      showToast(t('resetPassword.done'), { variant: 'success' });
      navigate('/login', { replace: true });
      return;
    }
    const field = fieldErrors(result.error).password;
    if (field) setError('password', { type: 'server', message: field }, { shouldFocus: true });
    else if (
      typeof result.error === 'object' &&
      result.error !== null &&
      'status' in result.error &&
      result.error.status === 400
    )
      setExpired(true);
    else setFormError(errorMessage(result.error, t('resetPassword.failed')));
  });

  if (expired) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/forget-password">
            {t('resetPassword.startAgain')}
          </Button>
        }
      >
        {t('resetPassword.expired')}
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <Controller
          name="password"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <PasswordField
              {...field}
              inputRef={ref}
              id="reset-password"
              label={t('resetPassword.password')}
              autoComplete="new-password"
              error={Boolean(errors.password)}
              helperText={text(errors.password?.message)}
              fullWidth
            />
          )}
        />
        <PasswordStrength password={watch('password')} />
        <Controller
          name="confirmPassword"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <PasswordField
              {...field}
              inputRef={ref}
              id="reset-confirm-password"
              label={t('resetPassword.confirm')}
              autoComplete="new-password"
              error={Boolean(errors.confirmPassword)}
              helperText={text(errors.confirmPassword?.message)}
              fullWidth
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /reset-password: a new password for the confirmed code; every session is signed out. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const { signedIn } = useLeaveWhenSignedIn();
  const [state] = useState(readResetState);
  if (signedIn) return <PageSpinner minHeight={200} />;
  return (
    <>
      <AuthHeading title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} />
      {state?.resetToken ? (
        <ResetPasswordForm resetToken={state.resetToken} />
      ) : (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/forget-password">
              {t('resetPassword.startAgain')}
            </Button>
          }
        >
          {t('resetPassword.expired')}
        </Alert>
      )}
    </>
  );
}
