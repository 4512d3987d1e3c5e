import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { selectUser, useAppSelector } from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { useSendFeedbackMutation } from '../../components/content-api';
import { ContentPage } from '../../components/content-page';
import { FormSuccess } from '../../components/form-success';
import { applyServerErrors, errorText } from '../../components/server-errors';

const schema = z.object({
  rating: z.number().int().min(1, 'feedback.errors.rating').max(5, 'feedback.errors.rating'),
  message: z.string().trim().min(5, 'feedback.errors.message').max(2000, 'form.errors.tooLong'),
  email: z.union([z.literal(''), z.string().trim().email('form.errors.email')]),
});
type Values = z.infer<typeof schema>;

/** /feedback: a rating, a message and an optional e-mail for a reply. */
export default function FeedbackPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUser);
  const [send, { isLoading }] = useSendFeedbackMutation();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { rating: 0, message: '', email: user?.email ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await send({
      rating: values.rating,
      message: values.message,
      ...(values.email ? { email: values.email } : {}),
    });
    if ('error' in result) {
      setFormError(
        applyServerErrors(
          result.error,
          ['rating', 'message', 'email'] as const,
          setError,
          t('feedback.failed'),
        ),
      );
      return;
    }
    setSent(true);
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <ContentPage slug="feedback" fallbackTitle={t('feedback.title')} fallbackIntro={t('feedback.intro')} />
      {sent ? (
        <FormSuccess
          title={t('feedback.sentTitle')}
          body={t('feedback.sentBody')}
          action={{
            label: t('feedback.another'),
            onClick: () => {
              reset();
              setSent(false);
            },
          }}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            onSubmit={(event) => void submit(event)}
            aria-label={t('feedback.title')}
          >
            {formError && <Alert severity="error">{formError}</Alert>}
            <Controller
              name="rating"
              control={control}
              render={({ field, fieldState }) => (
                <Stack spacing={0.5}>
                  <Typography component="legend" id="feedback-rating" sx={{ fontWeight: 600 }}>
                    {t('feedback.rating')} *
                  </Typography>
                  <Rating
                    name="rating"
                    size="large"
                    value={field.value || null}
                    onChange={(_event, value) => field.onChange(value ?? 0)}
                    aria-labelledby="feedback-rating"
                    getLabelText={(value) => t('feedback.stars', { count: value })}
                    emptyLabelText={t('feedback.noRating')}
                  />
                  <FormHelperText error={Boolean(fieldState.error)}>
                    {errorText(t, fieldState.error) ?? t('feedback.ratingHelp')}
                  </FormHelperText>
                </Stack>
              )}
            />
            <Controller
              name="message"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('feedback.message')}
                  required
                  multiline
                  minRows={5}
                  fullWidth
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
                  label={t('feedback.email')}
                  fullWidth
                  autoComplete="email"
                  error={Boolean(fieldState.error)}
                  helperText={errorText(t, fieldState.error) ?? t('feedback.emailHelp')}
                />
              )}
            />
            <div>
              <Button type="submit" variant="contained" size="large" loading={isLoading}>
                {t('feedback.submit')}
              </Button>
            </div>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
