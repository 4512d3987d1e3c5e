import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, Link as RouterLink } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useVoteHelpfulMutation } from '../../components/help-api';

/** "Was this helpful?" yes/no, stored by the API; one answer per visit to the article. */
export function WasThisHelpful({ articleId }: { articleId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [vote, { isLoading, error }] = useVoteHelpfulMutation();
  const [answer, setAnswer] = useState<boolean | null>(null);

  const send = async (helpful: boolean) => {
    const result = await vote({ id: articleId, helpful });
    if (!('error' in result)) setAnswer(helpful);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 4 }} data-testid="was-this-helpful">
      {answer === null ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography id={`helpful-${articleId}`} sx={{ fontWeight: 600 }}>
            {t('answer.helpfulQuestion')}
          </Typography>
          <Stack direction="row" spacing={1} role="group" aria-labelledby={`helpful-${articleId}`}>
            <Button
              variant="outlined"
              startIcon={<ThumbUpOutlinedIcon />}
              onClick={() => void send(true)}
              disabled={isLoading}
            >
              {t('answer.yes')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<ThumbDownOutlinedIcon />}
              onClick={() => void send(false)}
              disabled={isLoading}
            >
              {t('answer.no')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Typography role="status">
          {answer ? t('answer.thanksYes') : t('answer.thanksNo')}{' '}
          {!answer && <RouterLink to="/customer-care/contact-us">{t('answer.contactUs')}</RouterLink>}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(error, t('answer.voteFailed'))}
        </Alert>
      )}
    </Paper>
  );
}
