// How an order's state and payment read on the queue, the order's page and the request screens.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  orderStateName,
  type FulfilmentStep,
  type OrderStateName,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type RefundChannel,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

type ChipColour = 'default' | 'warning' | 'info' | 'primary' | 'success' | 'error' | 'secondary';

const STATE_COLOURS: Record<OrderStateName, ChipColour> = {
  pending_payment: 'warning',
  placed: 'info',
  confirmed: 'info',
  packed: 'secondary',
  shipping: 'primary',
  delivered: 'success',
  cancelled: 'default',
  returned: 'default',
};

/** "New", "Packed", "Shipped"…: the status, or its step while to ship. */
export function OrderStateChip(props: { status: OrderStatus; fulfilment: FulfilmentStep | null }) {
  const { t } = useTranslation(NAMESPACE);
  const name = orderStateName(props);
  return (
    <Chip
      size="small"
      color={STATE_COLOURS[name]}
      label={t(`orders.state.${name}`)}
      data-testid="order-state"
    />
  );
}

const PAYMENT_COLOURS: Record<PaymentStatus, ChipColour> = {
  unpaid: 'warning',
  paid: 'success',
  refunded: 'default',
};

/** "Cash on delivery" and a chip of its state. */
export function PaymentLabel(props: { method: PaymentMethod; status: PaymentStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      data-testid="order-payment"
    >
      <span>{t(`orders.method.${props.method}`)}</span>
      <Chip
        size="small"
        variant="outlined"
        color={PAYMENT_COLOURS[props.status]}
        label={t(`orders.paymentStatus.${props.status}`)}
      />
    </Stack>
  );
}

/** Where a refund of an order paid by `method` goes (cash on delivery: to the wallet, see the API's COD provider). */
export function refundChannelFor(method: PaymentMethod): RefundChannel {
  return method === 'cod' ? 'wallet' : method;
}
