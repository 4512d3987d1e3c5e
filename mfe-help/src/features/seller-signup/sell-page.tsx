import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SellerCategory } from '@storefront/shared';
import { PROVINCES } from '@storefront/shared/address-book/provinces';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { useApplyAsSellerMutation } from '../../components/content-api';
import { ContentPage } from '../../components/content-page';
import { FileField } from '../../components/file-field';
import { acceptFor, checkFile } from '../../components/file-rules';
import { FormSuccess } from '../../components/form-success';
import { isCambodianPhone } from '../../components/phone';
import { applyServerErrors, errorText } from '../../components/server-errors';

export const SELLER_CATEGORIES = [
  'fashion',
  'electronics',
  'home',
  'beauty',
  'food',
  'handicrafts',
  'sports',
  'other',
] as const satisfies readonly SellerCategory[];

const schema = z.object({
  shopName: z.string().trim().min(2, 'sell.errors.shopName').max(80, 'form.errors.tooLong'),
  contactName: z.string().trim().min(1, 'form.errors.nameRequired').max(100, 'form.errors.tooLong'),
  email: z.string().trim().email('form.errors.email'),
  phone: z.string().trim().refine(isCambodianPhone, 'form.errors.phone'),
  province: z.string().min(1, 'sell.errors.province'),
  category: z.string().min(1, 'sell.errors.category'),
  idDocument: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = checkFile(file ?? null, 'imageOrPdf', true);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'form.errors.fileRequired' ? 'sell.errors.idDocument' : problem,
      });
  }),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['shopName', 'contactName', 'email', 'phone', 'province', 'category', 'idDocument'] as const;
const EMPTY: Values = {
  shopName: '',
  contactName: '',
  email: '',
  phone: '',
  province: '',
  category: '',
  idDocument: null,
};

/** /sell: the page text from the content API, then the seller sign-up form with an ID upload. */
export default function SellPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [apply, { isLoading }] = useApplyAsSellerMutation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const form = new FormData();
    for (const field of FIELDS) {
      const value = values[field];
      if (value instanceof File) form.set(field, value);
      else if (typeof value === 'string') form.set(field, value);
    }
    const result = await apply(form);
    if ('error' in result) {
      setFormError(applyServerErrors(result.error, FIELDS, setError, t('sell.failed')));
      return;
    }
    setDone(true);
  });

  const text = (
    name: Exclude<(typeof FIELDS)[number], 'idDocument' | 'province' | 'category'>,
    props: { type?: string; autoComplete?: string; helper?: string } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          label={t(`sell.fields.${name}`)}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(t, fieldState.error) ?? props.helper}
        />
      )}
    />
  );

  return (
    <Stack spacing={3}>
      <ContentPage slug="sell" fallbackTitle={t('sell.title')} fallbackIntro={t('sell.intro')} />
      {done ? (
        <FormSuccess
          title={t('sell.sentTitle')}
          body={t('sell.sentBody')}
          action={{
            label: t('sell.another'),
            onClick: () => {
              reset();
              setDone(false);
            },
          }}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('sell.formTitle')}
          </Typography>
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={(event) => void submit(event)}
            aria-label={t('sell.formTitle')}
          >
            {formError && <Alert severity="error">{formError}</Alert>}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>{text('shopName')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('contactName', { autoComplete: 'name' })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('email', { type: 'email', autoComplete: 'email' })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {text('phone', { type: 'tel', autoComplete: 'tel', helper: t('form.phoneHelp') })}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  name="province"
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      select
                      label={t('sell.fields.province')}
                      required
                      fullWidth
                      error={Boolean(fieldState.error)}
                      helperText={errorText(t, fieldState.error)}
                    >
                      {PROVINCES.map((province) => (
                        <MenuItem key={province.en} value={province.en}>
                          {i18n.language === 'kh' ? province.kh : province.en}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  name="category"
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      select
                      label={t('sell.fields.category')}
                      required
                      fullWidth
                      error={Boolean(fieldState.error)}
                      helperText={errorText(t, fieldState.error)}
                    >
                      {SELLER_CATEGORIES.map((category) => (
                        <MenuItem key={category} value={category}>
                          {t(`sell.categories.${category}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
            </Grid>
            <Controller
              name="idDocument"
              control={control}
              render={({ field, fieldState }) => (
                <FileField
                  name="idDocument"
                  label={t('sell.fields.idDocument')}
                  accept={acceptFor('imageOrPdf')}
                  helperText={t('sell.idHelp')}
                  error={errorText(t, fieldState.error)}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  required
                />
              )}
            />
            <div>
              <Button type="submit" variant="contained" size="large" loading={isLoading}>
                {t('sell.submit')}
              </Button>
            </div>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
