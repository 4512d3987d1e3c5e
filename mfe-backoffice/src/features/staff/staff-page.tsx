import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMAIL_MAX_LENGTH,
  errorCode,
  errorMessage,
  formatDate,
  useLanguage,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
  showToast,
} from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { useStaff } from '../../app/use-staff';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { applyFieldErrors, fieldText } from '../../components/form-errors';
import {
  useChangeStaffRoleMutation,
  useInviteStaffMutation,
  useListStaffInvitationsQuery,
  useListStaffQuery,
  useRevokeStaffInvitationMutation,
} from './staff-api';
import { visuallyHidden } from '../../components/visually-hidden';

const ROLES = [
  'owner',
  'catalog_manager',
  'order_handler',
  'support_agent',
] as const satisfies readonly StaffRole[];

/** /backoffice/staff (owner): the members and their roles, inviting someone, pending invitations. */
export default function StaffPage() {
  const { t } = useTranslation(NAMESPACE);
  // The API answers the live result of every change here; this line is read by screen readers.
  const [announcement, setAnnouncement] = useState('');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1">
        {t('staff.title')}
      </Typography>
      <Box aria-live="polite" role="status" sx={visuallyHidden} data-testid="staff-status">
        {announcement}
      </Box>
      <Members onAnnounce={setAnnouncement} />
      <InviteForm onAnnounce={setAnnouncement} />
      <Invitations onAnnounce={setAnnouncement} />
    </Stack>
  );
}

function Members({ onAnnounce }: { onAnnounce: (text: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { me } = useStaff();
  const { data: members, error, isLoading, refetch } = useListStaffQuery();
  const [changeRole, { isLoading: changing }] = useChangeStaffRoleMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const apply = async (member: StaffMember, role: StaffRole | null) => {
    setRefusal(null);
    const result = await changeRole({ userId: member.id, role });
    if ('error' in result) {
      const message = errorMessage(result.error, t('staff.changeFailed'));
      setRefusal(message);
      showToast(message, { variant: 'error' });
      return false;
    }
    const message =
      role === null
        ? t('staff.removed', { name: member.name })
        : t('staff.roleChanged', { name: member.name, role: t(`roles.${role}`) });
    onAnnounce(message);
    showToast(message, { variant: 'success' });
    return true;
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="staff-members"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography variant="h6" component="h2" id="staff-members" gutterBottom>
        {t('staff.membersHeading')}
      </Typography>
      {refusal && (
        <Alert
          severity="error"
          role="alert"
          onClose={() => setRefusal(null)}
          sx={{ mb: 2 }}
          data-testid="staff-refusal"
        >
          {refusal}
        </Alert>
      )}
      {isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : error || !members ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('staff.loadFailed')}
        </Alert>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="staff-members" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.name')}</TableCell>
                <TableCell>{t('staff.email')}</TableCell>
                <TableCell>{t('staff.role')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('staff.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => {
                const self = member.id === me.id;
                return (
                  <TableRow key={member.id} data-testid={`staff-row-${member.id}`}>
                    <TableCell>
                      {member.name} {self && <Chip size="small" label={t('staff.you')} sx={{ ml: 0.5 }} />}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{member.email}</TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={member.role}
                        disabled={changing || self}
                        label={t('staff.roleOf', { name: member.name })}
                        onChange={(event) => void apply(member, event.target.value as StaffRole)}
                        sx={{ minWidth: 190 }}
                        helperText={self ? t('staff.ownRoleHint') : undefined}
                      >
                        {ROLES.map((role) => (
                          <MenuItem key={role} value={role}>
                            {t(`roles.${role}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        color="error"
                        onClick={() => setRemoving(member)}
                        disabled={changing || self}
                        aria-label={t('staff.removeLabel', { name: member.name })}
                        sx={{ minHeight: 40 }}
                      >
                        {t('staff.remove')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('staff.removeTitle', { name: removing?.name ?? '' })}
        text={t('staff.removeText', { name: removing?.name ?? '', email: removing?.email ?? '' })}
        confirmLabel={t('staff.removeConfirm')}
        cancelLabel={t('common.cancel')}
        busy={changing}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const member = removing;
          if (!member) return;
          void apply(member, null).then(() => setRemoving(null));
        }}
      />
    </Paper>
  );
}

const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'staff.errors.emailRequired')
    .max(EMAIL_MAX_LENGTH, 'staff.errors.emailTooLong')
    .email('staff.errors.emailInvalid'),
  role: z.enum(ROLES, 'staff.errors.roleRequired'),
});
type InviteValues = z.input<typeof inviteSchema>;

function InviteForm({ onAnnounce }: { onAnnounce: (text: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [invite] = useInviteStaffMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    // `role` starts empty: choosing it is a decision, not a default.
    defaultValues: { email: '', role: '' as StaffRole },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const email = values.email.trim();
    const result = await invite({ email, role: values.role });
    if ('error' in result) {
      // 409 for an address that is already staff names no field: it is about the e-mail.
      if (errorCode(result.error) === 'staff.already_staff') {
        setError(
          'email',
          { type: 'server', message: errorMessage(result.error, t('staff.inviteFailed')) },
          { shouldFocus: true },
        );
        return;
      }
      setFormError(
        applyFieldErrors(result.error, ['email', 'role'] as const, setError, t('staff.inviteFailed')),
      );
      return;
    }
    reset({ email: '', role: '' as StaffRole });
    const message = t('staff.invited', { email: result.data.email });
    onAnnounce(message);
    showToast(message, { variant: 'success' });
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="staff-invite"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography variant="h6" component="h2" id="staff-invite" gutterBottom>
        {t('staff.inviteHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('staff.inviteIntro')}
      </Typography>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="invite-error">
          {formError}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        aria-labelledby="staff-invite"
        onSubmit={(event) => void submit(event)}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Controller
          name="email"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              type="email"
              label={t('staff.inviteEmail')}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldText(t, fieldState.error)}
              autoComplete="off"
              sx={{ flex: 2 }}
              slotProps={{
                htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: EMAIL_MAX_LENGTH },
              }}
            />
          )}
        />
        <Controller
          name="role"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label={t('staff.inviteRole')}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldText(t, fieldState.error)}
              sx={{ flex: 1, minWidth: 200 }}
            >
              {ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" loading={isSubmitting} sx={{ minHeight: 56 }}>
          {t('staff.inviteSubmit')}
        </Button>
      </Stack>
    </Paper>
  );
}

function Invitations({ onAnnounce }: { onAnnounce: (text: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { data: invitations, error, isLoading, refetch } = useListStaffInvitationsQuery();
  const [revoke, { isLoading: revoking }] = useRevokeStaffInvitationMutation();

  const withdraw = async (invitation: StaffInvitation) => {
    const result = await revoke(invitation.id);
    if ('error' in result) {
      showToast(errorMessage(result.error, t('staff.revokeFailed')), { variant: 'error' });
      return;
    }
    const message = t('staff.revoked', { email: invitation.email });
    onAnnounce(message);
    showToast(message, { variant: 'success' });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="staff-pending"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography variant="h6" component="h2" id="staff-pending" gutterBottom>
        {t('staff.pendingHeading')}
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={80} />
      ) : error || !invitations ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('staff.loadFailed')}
        </Alert>
      ) : invitations.length === 0 ? (
        <Typography color="text.secondary">{t('staff.noPending')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="staff-pending" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.email')}</TableCell>
                <TableCell>{t('staff.role')}</TableCell>
                <TableCell>{t('staff.invitedBy')}</TableCell>
                <TableCell>{t('staff.expires')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('staff.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invitations.map((invitation) => (
                <TableRow key={invitation.id} data-testid={`invitation-row-${invitation.id}`}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{invitation.email}</TableCell>
                  <TableCell>{t(`roles.${invitation.role}`)}</TableCell>
                  <TableCell>{invitation.invitedBy?.name ?? '—'}</TableCell>
                  <TableCell>{formatDate(invitation.expiresAt, language, { withTime: true })}</TableCell>
                  <TableCell align="right">
                    <Button
                      color="error"
                      disabled={revoking}
                      onClick={() => void withdraw(invitation)}
                      aria-label={t('staff.revokeLabel', { email: invitation.email })}
                      sx={{ minHeight: 40 }}
                    >
                      {t('staff.revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
