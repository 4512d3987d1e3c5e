import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERRORS_NAMESPACE,
  PageSpinner,
  errorMessage,
  useLoginMutation,
  useSearchParams,
  Link as RouterLink,
} from '@storefront/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { PasswordField } from '../../components/password-field';
import { AuthHeading } from './auth-heading';
import { serverFieldErrors } from './server-field-errors';
import { SocialLoginButtons } from './social-login-buttons';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

const FIELDS = ['login', 'password'] as const;

// Messages are keys under `login.*` in the account namespace.
const schema = z.object({
  login: z.string().trim().min(1, { message: 'loginRequired' }),
  password: z.string().min(1, { message: 'passwordRequired' }),
});
type Values = z.infer<typeof schema>;

/** /login: email or phone plus password. Typed values stay put whatever the answer. */
export default function LoginPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const { signedIn, leave } = useLeaveWhenSignedIn();
  const [login] = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  // A social login that came back without signing in (refused, or no verified email).
  const [searchParams] = useSearchParams();
  const socialFailed = searchParams.get('social') === 'failed';
  // Why, when the API says (an error code, e.g. the provider gave no e-mail address).
  const socialError = searchParams.get('error');
  const socialFailure =
    socialError && i18n.exists(`${ERRORS_NAMESPACE}:${socialError}`)
      ? t(socialError, { ns: ERRORS_NAMESPACE })
      : t('social.failed');
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { login: '', password: '' },
  });

  if (signedIn) return <PageSpinner minHeight={200} />;

  const text = (message: string | undefined) =>
    message && i18n.exists(`login.${message}`, { ns: NAMESPACE }) ? t(`login.${message}`) : message;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await login({ login: values.login, password: values.password });
    if (!('error' in result)) {
      leave();
      return;
    }
    const fromServer = serverFieldErrors(result.error, FIELDS);
    const fields = Object.entries(fromServer) as [keyof Values, string][];
    if (fields.length > 0) {
      fields.forEach(([field, message], index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return;
    }
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    // The API's two expected refusals, in the shopper's language; anything else as the API says.
    if (status === 429) setFormError(t('loginExtra.throttled'));
    else if (status === 401) setFormError(t('loginExtra.wrongCredentials'));
    else setFormError(errorMessage(result.error, t('login.failed')));
  });

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {socialFailed && !formError && (
            <Alert severity="warning" data-testid="social-login-failed">
              {socialFailure}
            </Alert>
          )}
          {formError && (
            <Alert severity="error" data-testid="login-error">
              {formError}
            </Alert>
          )}
          <Controller
            name="login"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id={`${id}-login`}
                label={t('login.login')}
                error={Boolean(errors.login)}
                helperText={text(errors.login?.message)}
                autoComplete="username"
                fullWidth
                slotProps={{
                  htmlInput: { 'aria-required': true, autoCapitalize: 'none', spellCheck: false },
                }}
              />
            )}
          />
          <Controller
            name="password"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                id={`${id}-password`}
                label={t('login.password')}
                error={Boolean(errors.password)}
                helperText={text(errors.password?.message)}
                autoComplete="current-password"
                fullWidth
              />
            )}
          />
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <Link component={RouterLink} to="/forget-password" variant="body2">
              {t('login.forgotPassword')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </Box>
      <SocialLoginButtons />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to="/sign-up" sx={{ fontWeight: 600 }}>
          {t('login.signUp')}
        </Link>
      </Typography>
    </>
  );
}
