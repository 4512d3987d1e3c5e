import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageSpinner, errorMessage, useLoginMutation, useSearchParams, Link as RouterLink } from '@storefront/shared';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { AuthHeading } from './auth-heading';
import { focusFirstError } from './focus-first-error';
import { PasswordField } from '../../components/password-field';
import { serverFieldErrors } from './server-field-errors';
import { SocialLoginButtons } from './social-login-buttons';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

const FIELDS = ['login', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** /login: email or phone plus password. Typed values stay put whatever the answer. */
export default function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { signedIn, leave } = useLeaveWhenSignedIn();
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<Values>({ login: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A social login that came back without signing in (refused, or no verified email).
  const [searchParams] = useSearchParams();
  const socialFailed = searchParams.get('social') === 'failed';

  if (signedIn) return <PageSpinner minHeight={200} />;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!values.login.trim()) missing.login = t('login.loginRequired');
    if (!values.password) missing.password = t('login.passwordRequired');
    setFormError(null);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      focusFirstError(formRef.current, Object.keys(missing));
      return;
    }
    setErrors({});
    const result = await login({ login: values.login.trim(), password: values.password });
    if (!('error' in result)) {
      leave();
      return;
    }
    const fromServer = serverFieldErrors(result.error, FIELDS);
    if (Object.keys(fromServer).length > 0) {
      setErrors(fromServer);
      focusFirstError(formRef.current, Object.keys(fromServer));
    } else {
      const status = result.error && 'status' in result.error ? result.error.status : undefined;
      // The API's two expected refusals, in the shopper's language; anything else as the API says.
      if (status === 429) setFormError(t('loginExtra.throttled'));
      else if (status === 401) setFormError(t('loginExtra.wrongCredentials'));
      else setFormError(errorMessage(result.error, t('login.failed')));
    }
  };

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {socialFailed && !formError && (
            <Alert severity="warning" data-testid="social-login-failed">
              {t('social.failed')}
            </Alert>
          )}
          {formError && (
            <Alert severity="error" data-testid="login-error">
              {formError}
            </Alert>
          )}
          <TextField
            id={`${id}-login`}
            name="login"
            label={t('login.login')}
            value={values.login}
            onChange={change('login')}
            error={Boolean(errors.login)}
            helperText={errors.login}
            autoComplete="username"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'none', spellCheck: false } }}
          />
          <PasswordField
            id={`${id}-password`}
            name="password"
            label={t('login.password')}
            value={values.password}
            onChange={change('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
            autoComplete="current-password"
            fullWidth
          />
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <Link component={RouterLink} to="/forget-password" variant="body2">
              {t('login.forgotPassword')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading}>
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
