import Chip from '@mui/material/Chip';
import type { CareStatus } from '@storefront/shared/rules';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

const STATUS_COLORS: Record<CareStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  open: 'warning',
  waiting: 'success',
  closed: 'default',
};

/** An item's care status as a small coloured chip. */
export function CareStatusChip({ status }: { status: CareStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
      label={t(`care.statuses.${status}`)}
      data-testid="care-status"
    />
  );
}

/** A translation when there is one, else the raw value (a new code is never hidden). */
export function useCareLabel() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (key: string, raw: string) => (i18n.exists(key, { ns: NAMESPACE }) ? t(key) : raw);
}
