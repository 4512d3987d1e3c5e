import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PageSpinner,
  errorMessage,
  fieldErrors,
  selectUser,
  useNavigate,
  type User,
  showToast,
} from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { NAMESPACE } from '../../app/locales';
import { PageHeading } from '../../components/page-heading';
import { useUpdateProfileMutation } from './profile-api';
import { profileFormSchema, type ProfileFormValues } from './profile-form-schema';
import { useErrorText } from './use-error-text';

const FIELDS = ['name', 'phone', 'birthday', 'gender'] as const;

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [update] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: user.name,
      phone: user.phone ?? '',
      birthday: user.birthday ?? '',
      gender: user.gender ?? '',
    },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await update(values);
    if (!('error' in result)) {
      showToast(t('profile.saved'), { variant: 'success' });
      navigate('/account/profile');
      return;
    }
    let shown = false;
    for (const [path, message] of Object.entries(fieldErrors(result.error))) {
      const name = FIELDS.find((field) => field === path.split('.').pop());
      if (name) {
        setError(name, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setFormError(errorMessage(result.error, t('profile.saveFailed')));
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <TextField
          label={t('profile.email')}
          value={user.email}
          disabled
          helperText={t('profile.emailFixed')}
          fullWidth
        />
        <Controller
          name="name"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="profile-name"
              label={t('profile.name')}
              required
              autoComplete="name"
              error={Boolean(errors.name)}
              helperText={errorText(errors.name?.message)}
              fullWidth
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
              id="profile-phone"
              type="tel"
              label={t('profile.phone')}
              autoComplete="tel"
              error={Boolean(errors.phone)}
              helperText={errorText(errors.phone?.message) ?? t('profile.phoneHelp')}
              fullWidth
            />
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            name="birthday"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="profile-birthday"
                type="date"
                label={t('profile.birthday')}
                autoComplete="bday"
                error={Boolean(errors.birthday)}
                helperText={errorText(errors.birthday?.message)}
                fullWidth
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { max: new Date().toISOString().slice(0, 10) },
                }}
              />
            )}
          />
          <Controller
            name="gender"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="profile-gender"
                select
                label={t('profile.gender')}
                error={Boolean(errors.gender)}
                helperText={errorText(errors.gender?.message)}
                fullWidth
              >
                <MenuItem value="">{t('profile.genders.unset')}</MenuItem>
                <MenuItem value="female">{t('profile.genders.female')}</MenuItem>
                <MenuItem value="male">{t('profile.genders.male')}</MenuItem>
                <MenuItem value="other">{t('profile.genders.other')}</MenuItem>
              </TextField>
            )}
          />
        </Box>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button onClick={() => navigate('/account/profile')}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('profile.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** /account/profile/edit: name, phone (Cambodian), birthday, gender. */
export default function ProfileEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSelector(selectUser);
  return (
    <section>
      <PageHeading title={t('pages.editProfile')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {user ? <ProfileForm user={user} /> : <PageSpinner minHeight={240} />}
      </Paper>
    </section>
  );
}
