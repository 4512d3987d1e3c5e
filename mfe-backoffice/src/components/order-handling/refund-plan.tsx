import Typography from '@mui/material/Typography';
import { formatUsd, type RefundChannel } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

/** What a decision refunds and how: at once (wallet, card) or a transfer the shop records later. */
export function RefundPlan({ amount, destination }: { amount: number; destination: RefundChannel | null }) {
  const { t } = useTranslation(NAMESPACE);
  const text =
    destination === null || amount <= 0
      ? t('refunds.plan.none')
      : t(`refunds.plan.${destination}`, { amount: formatUsd(amount) });
  return <Typography data-testid="refund-plan">{text}</Typography>;
}
