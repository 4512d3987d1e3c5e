import Chip from '@mui/material/Chip';
import type { AfterSalesStatus, OrderStatus } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';

const ORDER_COLOURS: Record<OrderStatus, 'default' | 'warning' | 'info' | 'primary' | 'success' | 'error'> = {
  pending_payment: 'warning',
  to_ship: 'info',
  shipping: 'primary',
  delivered: 'success',
  cancelled: 'default',
  returned: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  return (
    <Chip
      size="small"
      color={ORDER_COLOURS[status]}
      label={t(`orderStatus.${status}`)}
      data-testid="order-status"
    />
  );
}

const AFTER_SALES_COLOURS: Record<AfterSalesStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'error',
  refunded: 'success',
  completed: 'success',
};

export function AfterSalesStatusChip({ status }: { status: AfterSalesStatus }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  return (
    <Chip
      size="small"
      color={AFTER_SALES_COLOURS[status]}
      label={t(`afterSalesStatus.${status}`)}
      data-testid="after-sales-status"
    />
  );
}
