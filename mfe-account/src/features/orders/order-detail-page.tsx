import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  formatUsd,
  Link as RouterLink,
  useParams,
  displayAddress,
  formatDate,
  type Order,
  showToast,
} from '@storefront/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { useAccountOrderQuery } from '../../components/activity/activity-api';
import { lineName } from '../../components/activity/format';
import { EmptyState, ErrorState, LoadingState } from '../../components/activity/list-states';
import { OrderStatusChip } from '../../components/activity/order-status-chip';
import { canCancel, canRequestReturn } from '../../components/activity/order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { cancellationPending, orderTimeline } from './order-timeline';
import { ReturnRequestDialog } from './return-request-dialog';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2.5, height: '100%' }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The steps an order went through and the ones to come, with their times and the shop's notes. */
function Timeline({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const steps = orderTimeline(order);
  const active = steps.findIndex((step) => !step.done);
  return (
    <Stepper
      activeStep={active === -1 ? steps.length : active}
      orientation="vertical"
      data-testid="order-timeline"
      sx={{ '& .MuiStepLabel-root': { py: 0.5 } }}
    >
      {steps.map((step, index) => (
        <Step key={`${step.key}-${index}`} completed={step.done} data-testid={`timeline-${step.key}`}>
          <StepLabel
            optional={
              step.at || step.note ? (
                <>
                  {step.at && (
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {formatDate(step.at, i18n.language, { withTime: true })}
                    </Typography>
                  )}
                  {step.note && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t('timeline.shopNote', { note: step.note })}
                    </Typography>
                  )}
                </>
              ) : undefined
            }
          >
            {t(`timeline.${step.key}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

/** "Shipped with J&T Express, tracking number JT-123", and a button that copies the number. */
function Tracking({ order }: { order: Order }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  if (!order.carrier || !order.trackingNumber) return null;
  if (!['shipping', 'delivered', 'returned'].includes(order.status)) return null;
  const tracking = order.trackingNumber;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tracking);
      showToast(t('detail.trackingCopied'), { variant: 'success' });
    } catch {
      showToast(t('detail.trackingCopyFailed'), { variant: 'error' });
    }
  };
  return (
    <Alert
      severity="info"
      icon={<LocalShippingIcon />}
      data-testid="order-tracking"
      action={
        <Button
          color="inherit"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          aria-label={t('detail.copyTracking', { number: tracking })}
          sx={{ minHeight: 40 }}
        >
          {t('detail.copy')}
        </Button>
      }
    >
      {t('detail.shippedWith', { carrier: order.carrier, tracking })}
    </Alert>
  );
}

/** Paid, not paid, refunded; cash on delivery says it is (or was) paid at the door. */
function paymentStatusKey(order: Order): string {
  if (order.paymentMethod === 'cod' && order.paymentStatus !== 'refunded')
    return order.paymentStatus === 'paid' ? 'paymentStatus.paidOnDelivery' : 'paymentStatus.payOnDelivery';
  return `paymentStatus.${order.paymentStatus}`;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Box>
  );
}

/** /orders/:id: what was bought at which price, where it goes, how it is paid, where it is now. */
export default function OrderDetailPage() {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: order, isLoading, error, refetch } = useAccountOrderQuery(id, { skip: !valid });
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);

  const back = (
    <Button
      component={RouterLink}
      to="/orders"
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('detail.back')}
    </Button>
  );
  if (!valid || (error && 'status' in error && error.status === 404)) {
    return (
      <Stack spacing={2}>
        {back}
        <EmptyState message={t('detail.notFound')} />
      </Stack>
    );
  }
  if (isLoading) return <LoadingState />;
  if (error || !order) {
    return (
      <Stack spacing={2}>
        {back}
        <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />
      </Stack>
    );
  }

  const address = order.address ? displayAddress(order.address, i18n.language) : '';
  const receiver = [order.address?.receiverName, order.address?.receiverPhone].filter(Boolean).join(' · ');
  const requested = cancellationPending(order);
  const cancellable = canCancel(order.status) && !requested;
  const returnable = canRequestReturn(order.status, order.deliveredAt);
  // A KHQR order still waiting for its payment: checkout's confirmation page shows the code.
  const payable = order.status === 'pending_payment' && order.paymentMethod === 'khqr';

  return (
    <Stack spacing={2}>
      {back}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
            {t('orders.number', { number: order.number })}
          </Typography>
          <Typography color="text.secondary">
            {t('orders.placedOn', { date: formatDate(order.createdAt, i18n.language, { withTime: true }) })}
          </Typography>
        </Box>
        <OrderStatusChip status={order.status} />
      </Box>
      <Tracking order={order} />
      {requested && (
        <Alert severity="warning" data-testid="cancellation-pending">
          {t('detail.cancellationPending')}
        </Alert>
      )}
      {(cancellable || returnable || payable) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {payable && (
            <Button variant="contained" component={RouterLink} to={`/checkout/orders/${order.id}`}>
              {t('detail.payNow')}
            </Button>
          )}
          {cancellable && (
            <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
              {t('detail.cancel')}
            </Button>
          )}
          {returnable && (
            <Button variant="outlined" onClick={() => setDialog('return')}>
              {t('detail.return')}
            </Button>
          )}
        </Box>
      )}

      <Section title={t('detail.items')} id="order-items-title">
        <Stack
          component="ul"
          divider={<Divider component="li" aria-hidden />}
          spacing={1.5}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {order.lines.map((line) => {
            const attributes = Object.entries(line.attributes ?? {})
              .map(([name, value]) => `${name}: ${value}`)
              .join(', ');
            return (
              <Box component="li" key={line.id} sx={{ display: 'flex', gap: 1.5 }} data-testid="order-line">
                <Box
                  component="img"
                  src={line.imageUrl}
                  alt=""
                  loading="lazy"
                  sx={{
                    width: 64,
                    height: 64,
                    objectFit: 'cover',
                    borderRadius: 1,
                    flexShrink: 0,
                    bgcolor: 'grey.100',
                  }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    component={RouterLink}
                    to={`/products/${line.productId}`}
                    sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {lineName(line, i18n.language)}
                  </Typography>
                  {attributes && (
                    <Typography variant="body2" color="text.secondary">
                      {attributes}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {t('detail.unitLine', { price: formatUsd(line.unitPrice), quantity: line.quantity })}
                    {line.discount > 0 && ` · ${t('detail.discountPercent', { discount: line.discount })}`}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatUsd(line.lineTotal)}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      </Section>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('detail.summary')} id="order-summary-title">
            <Stack spacing={0.75} data-testid="order-summary">
              <Row label={t('detail.subtotal')} value={formatUsd(order.subtotal)} />
              {order.discountTotal > 0 && (
                <Row label={t('detail.discount')} value={`-${formatUsd(order.discountTotal)}`} />
              )}
              <Row label={t('detail.deliveryFee')} value={formatUsd(order.deliveryFeeTotal)} />
              {order.voucherCode && <Row label={t('detail.voucher')} value={order.voucherCode} />}
              <Divider />
              <Row label={t('detail.total')} value={formatUsd(order.total)} strong />
            </Stack>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('detail.payment')} id="order-payment-title">
            <Typography>{t(`payment.${order.paymentMethod}`)}</Typography>
            <Typography color="text.secondary" data-testid="order-payment-status">
              {t(paymentStatusKey(order))}
            </Typography>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('detail.address')} id="order-address-title">
            <Typography data-testid="order-address" sx={{ overflowWrap: 'anywhere' }}>
              {address || t('detail.noAddress')}
            </Typography>
            {receiver && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {receiver}
              </Typography>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('detail.timeline')} id="order-timeline-title">
            <Timeline order={order} />
          </Section>
        </Grid>
      </Grid>

      {dialog === 'cancel' && <CancelOrderDialog order={order} open onClose={() => setDialog(null)} />}
      {dialog === 'return' && <ReturnRequestDialog order={order} open onClose={() => setDialog(null)} />}
    </Stack>
  );
}
