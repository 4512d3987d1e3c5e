import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { useNow } from '@storefront/shared';
import { timeLeft, timeLeftUnits } from './time-left';

/** "Ends in 2d 4h" for a deal, ticking every second; "Deal ended" once it is over. */
export function DealCountdown({ endDate }: { endDate: string }) {
  const { t } = useTranslation(NAMESPACES);
  const now = useNow(1000);
  const left = timeLeft(endDate, now);
  const text = left
    ? t('deals.endsIn', { time: t(`deals.left.${timeLeftUnits(left)}`, { ...left }) })
    : t('deals.ended');
  return (
    <Typography
      variant="caption"
      component="p"
      role="timer"
      data-testid="deal-countdown"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.5,
        color: left ? 'error.main' : 'text.secondary',
        fontWeight: 600,
      }}
    >
      <AccessTimeIcon sx={{ fontSize: 14 }} aria-hidden="true" />
      {text}
    </Typography>
  );
}
