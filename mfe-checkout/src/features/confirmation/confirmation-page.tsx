import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RequireSignedIn,
  formatTime,
  formatUsd,
  parseProductId,
  useGetOrderQuery,
  useParams,
  Link as RouterLink,
  type Order,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { usePaymentModes } from '../../components/checkout/payment-modes-api';
import { KhqrCode } from './khqr-code';

const PAYMENT_POLL_MS = 3000;

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** The KHQR order was not paid in time: the code expired and the order was cancelled. */
function isPaymentExpired(order: Order): boolean {
  return order.paymentMethod === 'khqr' && order.payment?.status === 'expired';
}

function AwaitingPayment({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const payment = order.payment;
  const modes = usePaymentModes();
  if (!payment) return null;
  const amount = formatUsd(payment.amount);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, textAlign: 'center' }}
      data-testid="khqr-payment"
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {t('confirmation.scanTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('confirmation.scanBody', { amount })}
      </Typography>
      {modes?.khqr === 'demo' && (
        <Alert severity="warning" sx={{ mb: 2, textAlign: 'left' }} data-testid="khqr-demo-mode">
          {t('confirmation.khqrDemo')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          sx={{
            border: 2,
            borderColor: 'error.main',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'common.white',
          }}
        >
          <Box
            sx={{ bgcolor: 'error.main', color: 'common.white', py: 0.75, fontWeight: 700, letterSpacing: 2 }}
          >
            {t('confirmation.khqrBanner')}
          </Box>
          <KhqrCode payload={payment.qrString} label={t('confirmation.qrAlt', { amount })} />
        </Box>
      </Box>
      <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 700 }} data-testid="khqr-amount">
        {amount}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {t('confirmation.waiting', { time: formatTime(payment.expiresAt, i18n.language) })}
      </Typography>
    </Paper>
  );
}

function Confirmation() {
  const { t } = useTranslation(NAMESPACE);
  const orderId = parseProductId(useParams().orderId);
  const {
    data: order,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetOrderQuery(orderId ?? 0, { skip: orderId === undefined });
  // While a KHQR payment is pending, the status is polled until the bank confirms it.
  useGetOrderQuery(orderId ?? 0, {
    skip: orderId === undefined || order?.status !== 'pending_payment',
    pollingInterval: PAYMENT_POLL_MS,
  });

  if (orderId === undefined || (isError && isNotFound(error))) {
    return <Alert severity="warning">{t('confirmation.notFound')}</Alert>;
  }
  if (isLoading) return <Skeleton variant="rounded" height={200} aria-busy="true" />;
  if (isError || !order) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('cart.retry')}
          </Button>
        }
      >
        {t('confirmation.loadFailed')}
      </Alert>
    );
  }
  // Once the code expired the order is cancelled: polling stops (the order no longer waits).
  const pending = order.status === 'pending_payment';
  const expired = isPaymentExpired(order);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}
        data-testid="order-confirmation"
      >
        <CheckCircleOutlineIcon color={expired ? 'disabled' : 'success'} sx={{ fontSize: 56 }} aria-hidden />
        <Typography
          variant="h4"
          component="h1"
          gutterBottom
          sx={{ fontSize: { xs: '1.5rem', sm: undefined } }}
        >
          {expired
            ? t('confirmation.expiredHeading')
            : pending
              ? t('confirmation.placedAwaiting')
              : t('confirmation.thanks')}
        </Typography>
        <Typography>
          {t('confirmation.number')}{' '}
          <Box component="strong" data-testid="order-number">
            {order.number}
          </Box>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('confirmation.total', { total: formatUsd(order.total) })} · {t(`payment.${order.paymentMethod}`)}
        </Typography>
        {expired && (
          <Alert severity="warning" sx={{ mt: 2, textAlign: 'left' }} data-testid="khqr-expired">
            {t('confirmation.expired')}
          </Alert>
        )}
        {order.paymentMethod === 'khqr' && order.paymentStatus === 'paid' && (
          <Alert severity="success" sx={{ mt: 2, textAlign: 'left' }}>
            {t('confirmation.paid')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'center', mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={`/orders/${order.id}`}>
            {t('confirmation.viewOrder')}
          </Button>
          <Button component={RouterLink} to="/">
            {t('cart.continueShopping')}
          </Button>
        </Stack>
      </Paper>
      {pending && <AwaitingPayment order={order} />}
    </Box>
  );
}

/** /checkout/orders/:orderId — the order was placed; a KHQR order shows its code until paid. */
export default function ConfirmationPage() {
  return (
    <RequireSignedIn>
      <Confirmation />
    </RequireSignedIn>
  );
}
