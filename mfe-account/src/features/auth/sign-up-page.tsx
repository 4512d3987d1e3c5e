import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PageSpinner,
  errorMessage,
  useSignUpMutation,
  type SignUpRequest,
  Link as RouterLink,
} from '@storefront/shared';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { AuthHeading } from './auth-heading';
import { focusFirstError } from './focus-first-error';
import { PasswordField } from '../../components/password-field';
import { PasswordStrength } from '../../components/password-strength';
import { serverFieldErrors } from './server-field-errors';
import { SIGN_UP_FIELDS, validateSignUp, type SignUpField, type SignUpValues } from './sign-up-validation';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

type ServerErrors = Partial<Record<SignUpField, string>>;

const EMPTY: SignUpValues = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /sign-up: name, email, optional phone, password twice; checked here, then by the server. */
export default function SignUpPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { signedIn, leave } = useLeaveWhenSignedIn();
  const [signUp, { isLoading }] = useSignUpMutation();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  // Client checks show after the first submit, then follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [acceptedTerms, setAcceptedTerms] = useState(false);

  if (signedIn) return <PageSpinner minHeight={200} />;

  const clientErrors = submitted ? validateSignUp(values) : {};
  const errorOf = (field: SignUpField): string | undefined => {
    const key = clientErrors[field];
    return key ? t(`signUp.errors.${key}`) : serverErrors[field];
  };

  const change = (field: SignUpField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const invalid: Record<string, unknown> = { ...validateSignUp(values) };
    if (!acceptedTerms) invalid.terms = 'termsRequired';
    if (Object.keys(invalid).length > 0) {
      focusFirstError(formRef.current, Object.keys(invalid));
      return;
    }
    const phone = values.phone.trim();
    const request: SignUpRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      ...(phone ? { phone } : {}),
    };
    const result = await signUp(request);
    if (!('error' in result)) {
      leave();
      return;
    }
    const fromServer = serverFieldErrors(result.error, SIGN_UP_FIELDS);
    setServerErrors(fromServer);
    if (Object.keys(fromServer).length > 0) {
      focusFirstError(formRef.current, Object.keys(fromServer));
    } else {
      setFormError(errorMessage(result.error, t('signUp.failed')));
    }
  };

  const field = (name: SignUpField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: change(name),
    error: Boolean(errorOf(name)),
    fullWidth: true,
  });
  const required = { htmlInput: { 'aria-required': true } } as const;

  return (
    <>
      <AuthHeading title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
      <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {formError && (
            <Alert severity="error" data-testid="sign-up-error">
              {formError}
            </Alert>
          )}
          <TextField
            {...field('name')}
            label={t('signUp.name')}
            helperText={errorOf('name')}
            autoComplete="name"
            slotProps={required}
          />
          <TextField
            {...field('email')}
            type="email"
            label={t('signUp.email')}
            helperText={errorOf('email')}
            autoComplete="email"
            slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'none', spellCheck: false } }}
          />
          <TextField
            {...field('phone')}
            type="tel"
            label={t('signUp.phone')}
            helperText={errorOf('phone') ?? t('signUp.phoneHelp')}
            autoComplete="tel"
          />
          <PasswordField
            {...field('password')}
            label={t('signUp.password')}
            helperText={errorOf('password')}
            autoComplete="new-password"
          />
          <PasswordStrength password={values.password} />
          <PasswordField
            {...field('confirmPassword')}
            label={t('signUp.confirmPassword')}
            helperText={errorOf('confirmPassword')}
            autoComplete="new-password"
          />
          <FormControl error={submitted && !acceptedTerms} required>
            <FormControlLabel
              control={
                <Checkbox
                  name="terms"
                  checked={acceptedTerms}
                  onChange={(event) => setAcceptedTerms(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': submitted && !acceptedTerms ? `${id}-terms-error` : undefined } }}
                />
              }
              label={
                <Trans
                  t={t}
                  i18nKey="signUpExtra.terms"
                  components={{
                    terms: <Link component={RouterLink} to="/terms-conditions/terms-of-use" target="_blank" rel="noopener" />,
                    privacy: <Link component={RouterLink} to="/privacy-prolicy" target="_blank" rel="noopener" />,
                  }}
                />
              }
            />
            {submitted && !acceptedTerms && <FormHelperText id={`${id}-terms-error`}>{t('signUpExtra.termsRequired')}</FormHelperText>}
          </FormControl>
          <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          {t('signUp.login')}
        </Link>
      </Typography>
    </>
  );
}
