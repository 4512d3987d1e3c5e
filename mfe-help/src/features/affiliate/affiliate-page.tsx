import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AffiliateChannel, AudienceSize } from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { useApplyAsAffiliateMutation } from '../../components/content-api';
import { ContentPage } from '../../components/content-page';
import { FormSuccess } from '../../components/form-success';
import { isCambodianPhone } from '../../components/phone';
import { applyServerErrors, errorText } from '../../components/server-errors';

const CHANNELS = [
  'website',
  'facebook',
  'tiktok',
  'youtube',
  'telegram',
  'other',
] as const satisfies readonly AffiliateChannel[];
const AUDIENCES = ['under_1k', '1k_10k', '10k_100k', 'over_100k'] as const satisfies readonly AudienceSize[];

const schema = z.object({
  name: z.string().trim().min(1, 'form.errors.nameRequired').max(100, 'form.errors.tooLong'),
  email: z.string().trim().email('form.errors.email'),
  phone: z.string().trim().refine(isCambodianPhone, 'form.errors.phone'),
  channel: z.enum(CHANNELS, { message: 'affiliate.errors.channel' }),
  channelUrl: z.string().trim().url('affiliate.errors.channelUrl'),
  audienceSize: z.enum(AUDIENCES, { message: 'affiliate.errors.audienceSize' }),
  message: z.string().trim().max(2000, 'form.errors.tooLong'),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'email', 'phone', 'channel', 'channelUrl', 'audienceSize', 'message'] as const;
const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  channel: '' as Values['channel'],
  channelUrl: '',
  audienceSize: '' as Values['audienceSize'],
  message: '',
};

/** /affilliate-program: how the programme works (content API), then the application form. */
export default function AffiliatePage() {
  const { t } = useTranslation(NAMESPACE);
  const [apply, { isLoading }] = useApplyAsAffiliateMutation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const { message, ...rest } = values;
    const result = await apply(message ? { ...rest, message } : rest);
    if ('error' in result) {
      setFormError(applyServerErrors(result.error, FIELDS, setError, t('affiliate.failed')));
      return;
    }
    setDone(true);
  });

  const input = (
    name: (typeof FIELDS)[number],
    props: {
      type?: string;
      autoComplete?: string;
      helper?: string;
      options?: readonly string[];
      required?: boolean;
      multiline?: boolean;
    } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select={Boolean(props.options)}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          label={t(`affiliate.fields.${name}`)}
          required={props.required ?? true}
          multiline={props.multiline}
          minRows={props.multiline ? 3 : undefined}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(t, fieldState.error) ?? props.helper}
        >
          {props.options?.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`affiliate.${name}Options.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack spacing={3}>
      <ContentPage
        slug="affilliate-program"
        fallbackTitle={t('affiliate.title')}
        fallbackIntro={t('affiliate.intro')}
      />
      {done ? (
        <FormSuccess
          title={t('affiliate.sentTitle')}
          body={t('affiliate.sentBody')}
          action={{
            label: t('affiliate.another'),
            onClick: () => {
              reset();
              setDone(false);
            },
          }}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('affiliate.formTitle')}
          </Typography>
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={(event) => void submit(event)}
            aria-label={t('affiliate.formTitle')}
          >
            {formError && <Alert severity="error">{formError}</Alert>}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>{input('name', { autoComplete: 'name' })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{input('email', { type: 'email', autoComplete: 'email' })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {input('phone', { type: 'tel', autoComplete: 'tel', helper: t('form.phoneHelp') })}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{input('channel', { options: CHANNELS })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {input('channelUrl', { type: 'url', helper: t('affiliate.channelUrlHelp') })}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{input('audienceSize', { options: AUDIENCES })}</Grid>
              <Grid size={12}>{input('message', { required: false, multiline: true })}</Grid>
            </Grid>
            <div>
              <Button type="submit" variant="contained" size="large" loading={isLoading}>
                {t('affiliate.submit')}
              </Button>
            </div>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
