import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, fieldErrors } from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { cardBrand, cardDigits, cardSummary, isExpired, isValidCardNumber, parseExpiry } from './card-number';
import { useAddCardMutation } from './payment-options-api';

const schema = z.object({
  number: z.string().refine(isValidCardNumber, { message: 'numberInvalid' }),
  expiry: z
    .string()
    .refine((value) => parseExpiry(value) !== null, { message: 'expiryInvalid' })
    .refine(
      (value) => {
        const parsed = parseExpiry(value);
        return !parsed || !isExpired(parsed.month, parsed.year);
      },
      { message: 'expired' },
    ),
  holder: z.string().trim().min(2, { message: 'holderRequired' }).max(80, { message: 'holderRequired' }),
  isDefault: z.boolean(),
});
type Values = z.infer<typeof schema>;

/**
 * A test card form. The number stays in this form: brand and last four digits are derived here
 * and only they, the expiry and the holder's name are sent. The number is cleared once saved.
 */
export function CardForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [addCard] = useAddCardMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { number: '', expiry: '', holder: '', isDefault: false },
    mode: 'onTouched',
  });
  const text = (message: string | undefined) => {
    if (!message) return undefined;
    const key = `paymentOptions.form.errors.${message}`;
    return i18n.exists(key, { ns: NAMESPACE }) ? t(key) : message;
  };
  const digits = cardDigits(watch('number'));
  const detected =
    digits.length >= 12 && isValidCardNumber(digits)
      ? t('paymentOptions.form.detected', {
          brand: t(`paymentOptions.brands.${cardBrand(digits)}`),
          last4: digits.slice(-4),
        })
      : undefined;

  const submit = handleSubmit(async ({ number, expiry, holder, isDefault }) => {
    setFormError(null);
    const result = await addCard({ ...cardSummary(number, expiry, holder), isDefault });
    if (!('error' in result)) {
      reset();
      onDone();
      return;
    }
    const fields = fieldErrors(result.error);
    setFormError(Object.values(fields)[0] ?? errorMessage(result.error, t('paymentOptions.form.failed')));
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="card-form-title"
      autoComplete="off"
    >
      <Typography id="card-form-title" variant="h6" component="h2" gutterBottom>
        {t('paymentOptions.form.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('paymentOptions.form.notice')}
      </Alert>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <Controller
          name="number"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="card-number"
              label={t('paymentOptions.form.number')}
              autoComplete="cc-number"
              required
              error={Boolean(errors.number)}
              helperText={text(errors.number?.message) ?? detected}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
            />
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <Controller
            name="expiry"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="card-expiry"
                label={t('paymentOptions.form.expiry')}
                autoComplete="cc-exp"
                required
                placeholder="MM/YY"
                error={Boolean(errors.expiry)}
                helperText={text(errors.expiry?.message)}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
              />
            )}
          />
          <Controller
            name="holder"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="card-holder"
                label={t('paymentOptions.form.holder')}
                autoComplete="cc-name"
                required
                error={Boolean(errors.holder)}
                helperText={text(errors.holder?.message)}
                fullWidth
              />
            )}
          />
        </Box>
        <Controller
          name="isDefault"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  name={field.name}
                />
              }
              label={t('paymentOptions.setDefault')}
            />
          )}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('paymentOptions.form.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
