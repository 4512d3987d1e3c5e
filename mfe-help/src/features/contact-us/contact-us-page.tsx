import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { selectUser, useAppSelector, Link as RouterLink } from '@storefront/shared';
import type { ContactTopic } from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { FileField } from '../../components/file-field';
import { acceptFor, checkFile } from '../../components/file-rules';
import { useCreateSupportTicketMutation } from '../../components/help-api';
import { applyServerErrors, errorText } from '../../components/server-errors';

export const CONTACT_TOPICS = [
  'order',
  'payment',
  'delivery',
  'return',
  'refund',
  'wallet',
  'account',
  'other',
] as const satisfies readonly ContactTopic[];

// Messages are translation keys; the same limits as the API's.
const schema = z.object({
  name: z.string().trim().min(1, 'form.errors.nameRequired').max(100, 'form.errors.tooLong'),
  email: z.string().trim().email('form.errors.email'),
  topic: z.enum(CONTACT_TOPICS, { message: 'contact.errors.topic' }),
  orderNumber: z
    .string()
    .trim()
    .max(30, 'form.errors.tooLong')
    .regex(/^$|^[A-Za-z0-9-]+$/, 'contact.errors.orderNumber'),
  message: z.string().trim().min(20, 'contact.errors.messageShort').max(5000, 'form.errors.tooLong'),
  attachment: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = checkFile(file ?? null, 'imageOrPdf', false);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'email', 'topic', 'orderNumber', 'message', 'attachment'] as const;

/** /customer-care/contact-us: a ticket with topic, optional order number, message and file. */
export default function ContactUsPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUser);
  const [createTicket, { isLoading }] = useCreateSupportTicketMutation();
  const [ticket, setTicket] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      topic: '' as Values['topic'],
      orderNumber: '',
      message: '',
      attachment: null,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const form = new FormData();
    form.set('name', values.name);
    form.set('email', values.email);
    form.set('topic', values.topic);
    if (values.orderNumber) form.set('orderNumber', values.orderNumber);
    form.set('message', values.message);
    if (values.attachment) form.set('attachment', values.attachment);
    const result = await createTicket(form);
    if ('error' in result) {
      setFormError(applyServerErrors(result.error, FIELDS, setError, t('contact.failed')));
      return;
    }
    setTicket(result.data.number);
  });

  if (ticket) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
        data-testid="ticket-confirmation"
      >
        <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('contact.sentTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('contact.sentBody')}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 3 }} data-testid="ticket-number">
          {ticket}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" component={RouterLink} to="/customer-care">
            {t('contact.backToHelp')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              reset();
              setTicket(null);
            }}
          >
            {t('contact.another')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('contact.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('contact.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
          aria-label={t('contact.title')}
        >
          {formError && <Alert severity="error">{formError}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              name="name"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('form.name')}
                  required
                  fullWidth
                  autoComplete="name"
                  error={Boolean(fieldState.error)}
                  helperText={errorText(t, fieldState.error)}
                />
              )}
            />
            <Controller
              name="email"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  type="email"
                  label={t('form.email')}
                  required
                  fullWidth
                  autoComplete="email"
                  error={Boolean(fieldState.error)}
                  helperText={errorText(t, fieldState.error)}
                />
              )}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              name="topic"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label={t('contact.topic')}
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={errorText(t, fieldState.error)}
                >
                  {CONTACT_TOPICS.map((topic) => (
                    <MenuItem key={topic} value={topic}>
                      {t(`contact.topics.${topic}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="orderNumber"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('contact.orderNumber')}
                  fullWidth
                  placeholder="PS-000123"
                  error={Boolean(fieldState.error)}
                  helperText={errorText(t, fieldState.error) ?? t('contact.orderNumberHelp')}
                />
              )}
            />
          </Stack>
          <Controller
            name="message"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('contact.message')}
                required
                fullWidth
                multiline
                minRows={5}
                error={Boolean(fieldState.error)}
                helperText={errorText(t, fieldState.error) ?? t('contact.messageHelp')}
              />
            )}
          />
          <Controller
            name="attachment"
            control={control}
            render={({ field, fieldState }) => (
              <FileField
                name="attachment"
                label={t('contact.attachment')}
                accept={acceptFor('imageOrPdf')}
                helperText={t('form.imageOrPdfHelp')}
                error={errorText(t, fieldState.error)}
                value={field.value ?? null}
                onChange={field.onChange}
              />
            )}
          />
          <div>
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={isLoading || formState.isSubmitting}
            >
              {t('contact.submit')}
            </Button>
          </div>
        </Stack>
      </Paper>
    </>
  );
}
