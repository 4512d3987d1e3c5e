import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { localized } from '@storefront/shared';
import type { Job } from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { useApplyForJobMutation } from '../../components/content-api';
import { FileField } from '../../components/file-field';
import { acceptFor, checkFile } from '../../components/file-rules';
import { FormSuccess } from '../../components/form-success';
import { isCambodianPhone } from '../../components/phone';
import { applyServerErrors, errorText } from '../../components/server-errors';

const schema = z.object({
  name: z.string().trim().min(1, 'form.errors.nameRequired').max(100, 'form.errors.tooLong'),
  email: z.string().trim().email('form.errors.email'),
  phone: z.string().trim().refine(isCambodianPhone, 'form.errors.phone'),
  coverLetter: z.string().trim().max(3000, 'form.errors.tooLong'),
  cv: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = checkFile(file ?? null, 'cv', true);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'form.errors.fileRequired' ? 'career.errors.cv' : problem,
      });
  }),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'email', 'phone', 'coverLetter', 'cv'] as const;

/** The application form for one job, in a dialog (full screen on phones). */
export function ApplyDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [apply, { isLoading }] = useApplyForJobMutation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', phone: '', coverLetter: '', cv: null },
  });
  const title = localized(job.title, i18n.language);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const form = new FormData();
    form.set('name', values.name);
    form.set('email', values.email);
    form.set('phone', values.phone);
    if (values.coverLetter) form.set('coverLetter', values.coverLetter);
    if (values.cv) form.set('cv', values.cv);
    const result = await apply({ jobId: job.id, form });
    if ('error' in result) {
      setFormError(applyServerErrors(result.error, FIELDS, setError, t('career.failed')));
      return;
    }
    setDone(true);
  });

  const text = (
    name: Exclude<(typeof FIELDS)[number], 'cv'>,
    props: { type?: string; autoComplete?: string; required?: boolean; multiline?: boolean; helper?: string },
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          label={t(`career.fields.${name}`)}
          required={props.required ?? true}
          multiline={props.multiline}
          minRows={props.multiline ? 4 : undefined}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(t, fieldState.error) ?? props.helper}
        />
      )}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="apply-title"
    >
      <DialogTitle id="apply-title">{t('career.applyFor', { title })}</DialogTitle>
      {done ? (
        <>
          <DialogContent>
            <FormSuccess title={t('career.sentTitle')} body={t('career.sentBody', { title })} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogContent>
            <Stack spacing={2}>
              {formError && <Alert severity="error">{formError}</Alert>}
              {text('name', { autoComplete: 'name' })}
              {text('email', { type: 'email', autoComplete: 'email' })}
              {text('phone', { type: 'tel', autoComplete: 'tel', helper: t('form.phoneHelp') })}
              {text('coverLetter', { required: false, multiline: true })}
              <Controller
                name="cv"
                control={control}
                render={({ field, fieldState }) => (
                  <FileField
                    name="cv"
                    label={t('career.fields.cv')}
                    accept={acceptFor('cv')}
                    helperText={t('career.cvHelp')}
                    error={errorText(t, fieldState.error)}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    required
                  />
                )}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" loading={isLoading}>
              {t('career.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
