import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PageSpinner,
  errorMessage,
  useSignUpMutation,
  type SignUpRequest,
  Link as RouterLink,
} from '@storefront/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { PasswordField } from '../../components/password-field';
import { PasswordStrength } from '../../components/password-strength';
import { AuthHeading } from './auth-heading';
import { serverFieldErrors } from './server-field-errors';
import { SIGN_UP_FIELDS, validateSignUp, type SignUpField } from './sign-up-validation';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

// The checks of sign-up-validation.ts, as a zod schema; each message is a key under
// `signUp.errors.*` (or `signUpExtra.*` for the terms).
const schema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    terms: z.boolean(),
  })
  .superRefine((values, context) => {
    for (const [field, key] of Object.entries(validateSignUp(values))) {
      context.addIssue({ code: 'custom', path: [field], message: `signUp.errors.${key}` });
    }
    if (!values.terms)
      context.addIssue({ code: 'custom', path: ['terms'], message: 'signUpExtra.termsRequired' });
  });
type Values = z.infer<typeof schema>;

/** /sign-up: name, email, optional Cambodian phone, password twice, terms; checked here, then by the server. */
export default function SignUpPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const { signedIn, leave } = useLeaveWhenSignedIn();
  const [signUp] = useSignUpMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', terms: false },
  });

  if (signedIn) return <PageSpinner minHeight={200} />;

  /** Client checks give translation keys; server messages are shown as they come. */
  const errorOf = (field: SignUpField | 'terms'): string | undefined => {
    const message = errors[field]?.message;
    return message && i18n.exists(message, { ns: NAMESPACE }) ? t(message) : message;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
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
    const fromServer = Object.entries(serverFieldErrors(result.error, SIGN_UP_FIELDS)) as [
      SignUpField,
      string,
    ][];
    if (fromServer.length > 0) {
      // In form order, so the first field with an error gets the focus.
      fromServer
        .sort(([a], [b]) => SIGN_UP_FIELDS.indexOf(a) - SIGN_UP_FIELDS.indexOf(b))
        .forEach(([field, message], index) =>
          setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
    } else {
      setFormError(errorMessage(result.error, t('signUp.failed')));
    }
  });

  return (
    <>
      <AuthHeading title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {formError && (
            <Alert severity="error" data-testid="sign-up-error">
              {formError}
            </Alert>
          )}
          <Controller
            name="name"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id={`${id}-name`}
                label={t('signUp.name')}
                error={Boolean(errors.name)}
                helperText={errorOf('name')}
                autoComplete="name"
                fullWidth
                slotProps={{ htmlInput: { 'aria-required': true } }}
              />
            )}
          />
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id={`${id}-email`}
                type="email"
                label={t('signUp.email')}
                error={Boolean(errors.email)}
                helperText={errorOf('email')}
                autoComplete="email"
                fullWidth
                slotProps={{
                  htmlInput: { 'aria-required': true, autoCapitalize: 'none', spellCheck: false },
                }}
              />
            )}
          />
          <Controller
            name="phone"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id={`${id}-phone`}
                type="tel"
                label={t('signUp.phone')}
                error={Boolean(errors.phone)}
                helperText={errorOf('phone') ?? t('signUp.phoneHelp')}
                autoComplete="tel"
                fullWidth
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
                label={t('signUp.password')}
                error={Boolean(errors.password)}
                helperText={errorOf('password')}
                autoComplete="new-password"
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
                id={`${id}-confirmPassword`}
                label={t('signUp.confirmPassword')}
                error={Boolean(errors.confirmPassword)}
                helperText={errorOf('confirmPassword')}
                autoComplete="new-password"
                fullWidth
              />
            )}
          />
          <Controller
            name="terms"
            control={control}
            render={({ field: { ref, value, onChange, ...field } }) => (
              <FormControl error={Boolean(errors.terms)} required>
                <FormControlLabel
                  control={
                    <Checkbox
                      {...field}
                      checked={value}
                      onChange={(event) => onChange(event.target.checked)}
                      slotProps={{
                        input: { ref, 'aria-describedby': errors.terms ? `${id}-terms-error` : undefined },
                      }}
                    />
                  }
                  label={
                    <Trans
                      t={t}
                      i18nKey="signUpExtra.terms"
                      components={{
                        terms: (
                          <Link
                            component={RouterLink}
                            to="/terms-conditions/terms-of-use"
                            target="_blank"
                            rel="noopener"
                          />
                        ),
                        privacy: (
                          <Link component={RouterLink} to="/privacy-prolicy" target="_blank" rel="noopener" />
                        ),
                      }}
                    />
                  }
                />
                {errors.terms && <FormHelperText id={`${id}-terms-error`}>{errorOf('terms')}</FormHelperText>}
              </FormControl>
            )}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
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
