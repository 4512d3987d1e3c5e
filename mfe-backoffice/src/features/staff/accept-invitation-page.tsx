import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorCode,
  errorMessage,
  Link as RouterLink,
  nameProblem,
  NAME_MAX_LENGTH,
  PageSpinner,
  PASSWORD_MAX_LENGTH,
  passwordMeetsRules,
  savePostLoginRedirect,
  selectSessionLoading,
  selectUser,
  useAppSelector,
  useLogout,
  useNavigate,
  useSearchParams,
  type StaffInvitationPreview,
} from '@storefront/shared';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { applyFieldErrors, fieldText } from '../../components/form-errors';
import { useAcceptStaffInvitationMutation, useGetStaffInvitationQuery } from './staff-api';

const TOKEN_MAX_LENGTH = 64;
const BACK_OFFICE = '/backoffice';

/**
 * /backoffice/accept-invitation?token=… (outside the staff gate): the invitee reads what the
 * invitation offers, then either creates their account (name and password) or, when one exists,
 * signs in as it and accepts. Accepting signs in and opens the back office.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const usable = token.length > 0 && token.length <= TOKEN_MAX_LENGTH;
  const { data, error, isLoading, isFetching, refetch } = useGetStaffInvitationQuery(token, {
    skip: !usable,
  });

  let body: ReactNode;
  if (!usable || errorCode(error) === 'staff.invitation_invalid') {
    body = (
      <Alert severity="warning" role="alert" data-testid="invitation-invalid">
        {t('invitation.invalid')}
      </Alert>
    );
  } else if (isLoading) {
    body = <PageSpinner minHeight={160} />;
  } else if (error || !data) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void refetch()} disabled={isFetching} sx={{ minHeight: 40 }}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('invitation.loadFailed')}
      </Alert>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 2 }} data-testid="invitation-offer">
          {t('invitation.offer', { email: data.email, role: t(`roles.${data.role}`) })}
        </Typography>
        {data.accountExists ? (
          <ExistingAccount token={token} invitation={data} />
        ) : (
          <NewAccount token={token} invitation={data} />
        )}
      </>
    );
  }

  return (
    <Box component="main" id="main" sx={{ px: 1.5, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('invitation.title')}
        </Typography>
        {body}
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/">
            {t('invitation.toShop')}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}

/** Accepting's refusals that name no field (the invitation went stale, the account became staff…). */
function useAccept() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [accept] = useAcceptStaffInvitationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    setProblem,
    /** Sends the acceptance; on success the slice holds the signed-in staff account: open the back office. */
    send: async (body: { token: string; name?: string; password?: string }) => {
      setProblem(null);
      const result = await accept(body);
      if ('error' in result) return result.error;
      navigate(BACK_OFFICE, { replace: true });
      return null;
    },
    failed: t('invitation.acceptFailed'),
  };
}

const newAccountSchema = z
  .object({ name: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine((values, context) => {
    const name = nameProblem(values.name);
    if (name) context.addIssue({ code: 'custom', path: ['name'], message: `invitation.errors.${name}` });
    if (!values.password)
      context.addIssue({ code: 'custom', path: ['password'], message: 'invitation.errors.passwordRequired' });
    else if (!passwordMeetsRules(values.password))
      context.addIssue({ code: 'custom', path: ['password'], message: 'invitation.errors.passwordRules' });
    if (values.confirmPassword !== values.password)
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'invitation.errors.passwordsDiffer',
      });
  });
type NewAccountValues = z.infer<typeof newAccountSchema>;

function NewAccount({ token, invitation }: { token: string; invitation: StaffInvitationPreview }) {
  const { t } = useTranslation(NAMESPACE);
  const { problem, setProblem, send, failed } = useAccept();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    const error = await send({ token, name: values.name.trim(), password: values.password });
    if (error) setProblem(applyFieldErrors(error, ['name', 'password'] as const, setError, failed));
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="invitation-new"
    >
      <Typography id="invitation-new" component="h2" variant="h6">
        {t('invitation.newAccountHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('invitation.newAccountIntro', { email: invitation.email })}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" data-testid="invitation-problem">
          {problem}
        </Alert>
      )}
      <TextField
        label={t('invitation.email')}
        value={invitation.email}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Controller
        name="name"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('invitation.name')}
            required
            autoComplete="name"
            error={Boolean(fieldState.error)}
            helperText={fieldText(t, fieldState.error)}
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH + 20 } }}
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            type="password"
            label={t('invitation.password')}
            required
            autoComplete="new-password"
            error={Boolean(fieldState.error)}
            helperText={fieldText(t, fieldState.error) ?? t('invitation.passwordHelp')}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
          />
        )}
      />
      <Controller
        name="confirmPassword"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            type="password"
            label={t('invitation.confirmPassword')}
            required
            autoComplete="new-password"
            error={Boolean(fieldState.error)}
            helperText={fieldText(t, fieldState.error)}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('invitation.createAndAccept')}
      </Button>
    </Stack>
  );
}

function ExistingAccount({ token, invitation }: { token: string; invitation: StaffInvitationPreview }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUser);
  const sessionLoading = useAppSelector(selectSessionLoading);
  const { logout, isLoading: signingOut } = useLogout();
  const { problem, setProblem, send, failed } = useAccept();
  const [busy, setBusy] = useState(false);
  const here = `${BACK_OFFICE}/accept-invitation?token=${encodeURIComponent(token)}`;

  if (sessionLoading && !user) return <PageSpinner minHeight={120} />;

  if (!user) {
    return (
      <Stack spacing={2}>
        <Typography>{t('invitation.signInFirst', { email: invitation.email })}</Typography>
        <Button
          component={RouterLink}
          to="/login"
          variant="contained"
          size="large"
          onClick={() => savePostLoginRedirect(here)}
          data-testid="invitation-sign-in"
        >
          {t('invitation.signIn')}
        </Button>
      </Stack>
    );
  }

  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Stack spacing={2}>
        <Alert severity="info" data-testid="invitation-other-account">
          {t('invitation.otherAccount', { current: user.email, email: invitation.email })}
        </Alert>
        <Button variant="outlined" size="large" disabled={signingOut} onClick={() => void logout()}>
          {t('invitation.signOut')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography>{t('invitation.signedInAs', { email: user.email })}</Typography>
      {problem && (
        <Alert severity="error" role="alert" data-testid="invitation-problem">
          {problem}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          const error = await send({ token });
          setBusy(false);
          if (error) setProblem(errorMessage(error, failed));
        }}
      >
        {t('invitation.accept')}
      </Button>
    </Stack>
  );
}
