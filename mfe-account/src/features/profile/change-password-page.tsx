import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, fieldErrors, selectUser, useNavigate, showToast } from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { NAMESPACE } from '../../app/locales';
import { PageHeading } from '../../components/page-heading';
import { PasswordField } from '../../components/password-field';
import { PasswordStrength } from '../../components/password-strength';
import { useChangePasswordMutation } from './profile-api';
import { changePasswordSchema, type ChangePasswordValues } from './profile-form-schema';
import { useErrorText } from './use-error-text';

/** /account/profile/change-password: the current password is required; other devices are signed out. */
export default function ChangePasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [change] = useChangePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const needsCurrent = useSelector(selectUser)?.hasPassword !== false;
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema(needsCurrent)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    const result = await change({ currentPassword, newPassword });
    if (!('error' in result)) {
      showToast(t('changePassword.done'), { variant: 'success' });
      navigate('/account/profile');
      return;
    }
    const fields = fieldErrors(result.error);
    let shown = false;
    for (const name of ['currentPassword', 'newPassword'] as const) {
      if (fields[name]) {
        setError(name, { type: 'server', message: fields[name] }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setFormError(errorMessage(result.error, t('changePassword.failed')));
  });

  return (
    <section>
      <PageHeading title={t('pages.changePassword')} subtitle={t('changePassword.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {needsCurrent && (
              <Controller
                name="currentPassword"
                control={control}
                render={({ field: { ref, ...field } }) => (
                  <PasswordField
                    {...field}
                    inputRef={ref}
                    id="current-password"
                    label={t('changePassword.current')}
                    autoComplete="current-password"
                    error={Boolean(errors.currentPassword)}
                    helperText={errorText(errors.currentPassword?.message)}
                    fullWidth
                  />
                )}
              />
            )}
            <Controller
              name="newPassword"
              control={control}
              render={({ field: { ref, ...field } }) => (
                <PasswordField
                  {...field}
                  inputRef={ref}
                  id="new-password"
                  label={t('changePassword.new')}
                  autoComplete="new-password"
                  error={Boolean(errors.newPassword)}
                  helperText={errorText(errors.newPassword?.message)}
                  fullWidth
                />
              )}
            />
            <PasswordStrength password={watch('newPassword')} />
            <Controller
              name="confirmPassword"
              control={control}
              render={({ field: { ref, ...field } }) => (
                <PasswordField
                  {...field}
                  inputRef={ref}
                  id="confirm-password"
                  label={t('changePassword.confirm')}
                  autoComplete="new-password"
                  error={Boolean(errors.confirmPassword)}
                  helperText={errorText(errors.confirmPassword?.message)}
                  fullWidth
                />
              )}
            />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'flex-end' }}
            >
              <Button onClick={() => navigate('/account/profile')}>{t('cancel')}</Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {t('changePassword.submit')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Paper>
    </section>
  );
}
