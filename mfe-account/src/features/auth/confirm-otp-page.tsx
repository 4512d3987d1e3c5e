import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PageSpinner,
  errorMessage,
  fieldErrors,
  maskEmail,
  useNavigate,
  Link as RouterLink,
  showToast,
} from '@storefront/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { AuthHeading } from './auth-heading';
import { useConfirmResetCodeMutation, useRequestResetCodeMutation } from './password-reset-api';
import { readResetState, writeResetState, type PasswordResetState } from './password-reset-state';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

/** Seconds until `at`, ticking once a second (0 once passed). */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= now) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function ConfirmOtpForm({ initial }: { initial: PasswordResetState }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmResetCodeMutation();
  const [requestCode, { isLoading: resending }] = useRequestResetCodeMutation();
  const wait = useSecondsUntil(state.resendAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('confirmOtp.codeRequired'));
      return;
    }
    setCodeError(null);
    const result = await confirm({ email: state.email, code });
    if ('data' in result && result.data) {
      writeResetState({ ...state, resetToken: result.data.resetToken });
      navigate('/reset-password');
      return;
    }
    const field = fieldErrors(result.error).code;
    if (field) setCodeError(field);
    else setFormError(errorMessage(result.error, t('confirmOtp.failed')));
  };

  const resend = async () => {
    setFormError(null);
    const result = await requestCode({ email: state.email });
    if ('data' in result && result.data) {
      const next = { email: state.email, resendAt: Date.now() + result.data.resendInSeconds * 1000 };
      writeResetState(next);
      setState(next);
      setCode('');
      setCodeError(null);
      showToast(t('confirmOtp.resent'), { variant: 'success' });
    } else {
      setFormError(errorMessage(result.error, t('forgotPassword.failed')));
    }
  };

  return (
    <>
      <AuthHeading
        title={t('confirmOtp.title')}
        subtitle={t('confirmOtp.subtitle', { email: maskEmail(state.email) })}
      />
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            id="confirm-otp-code"
            name="code"
            label={t('confirmOtp.code')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setCodeError(null);
            }}
            error={Boolean(codeError)}
            helperText={codeError}
            autoComplete="one-time-code"
            required
            autoFocus
            fullWidth
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: 6,
                pattern: '[0-9]*',
                style: { letterSpacing: '0.5em', fontSize: '1.25rem' },
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading}>
            {t('confirmOtp.submit')}
          </Button>
          <Button onClick={() => void resend()} disabled={wait > 0} loading={resending}>
            {wait > 0 ? t('confirmOtp.resendIn', { seconds: wait }) : t('confirmOtp.resend')}
          </Button>
          <Button component={RouterLink} to="/forget-password" size="small">
            {t('confirmOtp.changeEmail')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}

/** /confirm-otp: the 6-digit code mailed to the (masked) address; resend after a cooldown. */
export default function ConfirmOtpPage() {
  const { t } = useTranslation(NAMESPACE);
  const { signedIn } = useLeaveWhenSignedIn();
  const [initial] = useState(readResetState);
  if (signedIn) return <PageSpinner minHeight={200} />;
  if (!initial) {
    return (
      <>
        <AuthHeading title={t('confirmOtp.title')} subtitle={t('confirmOtp.noEmail')} />
        <Button variant="contained" fullWidth component={RouterLink} to="/forget-password">
          {t('confirmOtp.start')}
        </Button>
      </>
    );
  }
  return <ConfirmOtpForm initial={initial} />;
}
