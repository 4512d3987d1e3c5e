import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { PageSpinner, errorMessage, fieldErrors, useNavigate, Link as RouterLink } from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { AuthHeading } from './auth-heading';
import { useRequestResetCodeMutation } from './password-reset-api';
import { readResetState, writeResetState } from './password-reset-state';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'emailRequired' })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'emailInvalid' }),
});

/** /forget-password: asks for the account's email and mails a 6-digit code. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { signedIn } = useLeaveWhenSignedIn();
  const [requestCode] = useRequestResetCodeMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { email: readResetState()?.email ?? '' },
  });
  if (signedIn) return <PageSpinner minHeight={200} />;

  const submit = handleSubmit(async ({ email }) => {
    setFormError(null);
    const result = await requestCode({ email });
    if ('data' in result && result.data) {
      writeResetState({ email, resendAt: Date.now() + result.data.resendInSeconds * 1000 });
      navigate('/confirm-otp');
      return;
    }
    // A code for this email is already on its way (resend cooldown): carry on to entering it.
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    if (status === 429 && readResetState()?.email === email) {
      navigate('/confirm-otp');
      return;
    }
    const field = fieldErrors(result.error).email;
    if (field) setError('email', { type: 'server', message: field }, { shouldFocus: true });
    else setFormError(errorMessage(result.error, t('forgotPassword.failed')));
  });

  const message = errors.email?.message;
  return (
    <>
      <AuthHeading title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} />
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="forget-password-email"
                type="email"
                label={t('forgotPassword.email')}
                autoComplete="email"
                required
                error={Boolean(message)}
                helperText={
                  message === 'emailRequired' || message === 'emailInvalid'
                    ? t(`forgotPassword.${message}`)
                    : message
                }
                fullWidth
                slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
          <Button component={RouterLink} to="/login">
            {t('forgotPassword.backToLogin')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
