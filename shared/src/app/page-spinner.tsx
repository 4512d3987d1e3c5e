import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/** What the spinner says before any translation has arrived (English is the fallback language). */
const LOADING_FALLBACK = 'Loading…';

/** Shown while the session starts or a page's code and translations load. It renders before the
 * translations may have arrived, so it never suspends for them: until 'common' is ready in the
 * current language its label is the English fallback. */
export function PageSpinner({ minHeight = '50vh' }: { minHeight?: string | number }) {
  const { t, ready } = useTranslation('common', { i18n, useSuspense: false });
  const label = ready ? t('common.loading', { defaultValue: LOADING_FALLBACK }) : LOADING_FALLBACK;
  return (
    <Box aria-busy="true" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
