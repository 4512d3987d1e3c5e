import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  EMAIL_MAX_LENGTH,
  errorMessage,
  fieldErrors,
  type NewsletterSubscription,
  useLanguage,
} from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSubscribeNewsletterMutation } from './newsletter-api';

// Messages are translation keys, translated where they are shown.
const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'newsletter.emailRequired' })
    .max(EMAIL_MAX_LENGTH, { message: 'newsletter.emailInvalid' })
    .pipe(z.email({ message: 'newsletter.emailInvalid' })),
});
type Values = z.infer<typeof schema>;

/** The footer's newsletter sign-up: the welcome code is shown to a new subscriber and e-mailed. */
export function NewsletterForm() {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const [result, setResult] = useState<NewsletterSubscription | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const answer = await subscribe({ email, language });
    if ('error' in answer) {
      const fields = fieldErrors(answer.error);
      if (fields.email) setError('email', { message: fields.email });
      else setFailure(errorMessage(answer.error, t('newsletter.failed')));
      return;
    }
    setResult(answer.data);
  });

  const emailError = formState.errors.email?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('footer.newsletterTitle')}
      data-testid="newsletter-form"
    >
      <Box component="label" htmlFor="newsletter-email" sx={{ display: 'block', fontSize: 14, mb: 0.5 }}>
        {t('newsletter.emailLabel')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          {...register('email')}
          id="newsletter-email"
          type="email"
          size="small"
          placeholder={t('newsletter.placeholder')}
          autoComplete="email"
          error={Boolean(emailError)}
          // Our own keys are translated; a server message arrives already worded.
          helperText={emailError ? (emailError.startsWith('newsletter.') ? t(emailError) : emailError) : ' '}
          sx={{
            flex: 1,
            '& .MuiInputBase-root': { bgcolor: '#fff' },
            '& .MuiFormHelperText-root': { color: '#fecaca', mx: 0 },
          }}
        />
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ flexShrink: 0, height: 40 }}>
          {t('newsletter.submit')}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {result && !result.alreadySubscribed && (
          <Alert severity="success" data-testid="newsletter-result">
            {t('newsletter.welcome', { percent: result.discountPercent })}{' '}
            <Box
              component="strong"
              sx={{ fontFamily: 'monospace', fontSize: 15 }}
              data-testid="newsletter-code"
            >
              {result.code}
            </Box>
            <br />
            {t('newsletter.emailed', { email: result.email })}
          </Alert>
        )}
        {result?.alreadySubscribed && (
          <Alert severity="info" data-testid="newsletter-result">
            {t(result.codeEmailed ? 'newsletter.already' : 'newsletter.alreadyRecent', {
              email: result.email,
            })}
          </Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
      </Box>
    </Box>
  );
}
