import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  allowedStaffActions,
  displayAddress,
  errorMessage,
  formatUsd,
  Link,
  localized,
  useLanguage,
  useParams,
  type BackofficeOrder,
  type OrderEvent,
  type StaffOrderAction,
  showToast,
} from '@storefront/shared';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { canHandleOrders } from '../../app/navigation';
import { useStaff } from '../../app/use-staff';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatShopTime } from '../../components/shop-time';
import { visuallyHidden } from '../../components/visually-hidden';
import {
  DecisionDialog,
  type Decision,
  type DecisionTarget,
} from '../../components/order-handling/decision-dialog';
import { NoOrderAccess } from '../../components/order-handling/no-access';
import { OrderStateChip, PaymentLabel } from '../../components/order-handling/order-labels';
import { CancellationCard, RefundLine, ReturnCard } from '../../components/order-handling/request-cards';
import { CancelDialog, isConflict, MoveConflict, ShipDialog } from './order-dialogs';
import {
  useGetBackofficeOrderQuery,
  useGetOrderHandlingPaymentModesQuery,
  useMoveBackofficeOrderMutation,
} from './orders-api';

/** /backoffice/orders/:id: one order, its history and requests, and the moves its state allows. */
export default function OrderDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { me } = useStaff();
  if (!canHandleOrders(me.role)) return <NoOrderAccess title={t('orders.detailTitle')} />;
  return <OrderDetail />;
}

function BackLink() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button
      component={Link}
      to="/backoffice/orders"
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start', minHeight: 40 }}
    >
      {t('orders.backToQueue')}
    </Button>
  );
}

function OrderDetail() {
  const { t } = useTranslation(NAMESPACE);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: order, error, isLoading, refetch } = useGetBackofficeOrderQuery(id, { skip: !valid });

  if (!valid || (error && 'status' in error && error.status === 404)) {
    return (
      <Stack spacing={2}>
        <BackLink />
        <Typography variant="h4" component="h1">
          {t('orders.detailTitle')}
        </Typography>
        <Alert severity="info">{t('orders.notFound')}</Alert>
      </Stack>
    );
  }
  if (isLoading) return <Skeleton variant="rounded" height={480} />;
  if (error || !order) {
    return (
      <Stack spacing={2}>
        <BackLink />
        <Typography variant="h4" component="h1">
          {t('orders.detailTitle')}
        </Typography>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('orders.loadOneFailed')}
        </Alert>
      </Stack>
    );
  }
  return <OrderView order={order} reload={() => void refetch()} />;
}

type Dialog =
  | { kind: 'ship' | 'cancel' | 'deliver' }
  | { kind: 'decide'; target: DecisionTarget; decision: Decision }
  | null;

function OrderView({ order, reload }: { order: BackofficeOrder; reload: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const [move, { isLoading: moving }] = useMoveBackofficeOrderMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [conflict, setConflict] = useState<unknown>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const actionsHeading = useRef<HTMLHeadingElement>(null);
  const khqrPending = order.status === 'pending_payment' && order.paymentMethod === 'khqr';
  const { data: modes } = useGetOrderHandlingPaymentModesQuery(undefined, { skip: !khqrPending });
  // The buttons: what the shared state machine allows from here, as the API also reported it
  // (it leaves out ship while the shopper's cancellation request waits).
  const actions = allowedStaffActions(order).filter((action) => order.allowedActions.includes(action));

  const announce = (message: string) => {
    setAnnouncement(message);
    showToast(message, { variant: 'success' });
  };
  const closeDialog = () => {
    setDialog(null);
    // Focus goes back to the actions (the button that opened the dialog may be gone).
    requestAnimationFrame(() => actionsHeading.current?.focus());
  };
  const moved = (action: StaffOrderAction) => {
    setConflict(null);
    setFailure(null);
    announce(t(`orders.done.${action}`, { number: order.number }));
  };
  const stale = () => reload();

  const runMove = async (action: 'confirm' | 'pack' | 'deliver') => {
    setConflict(null);
    setFailure(null);
    const result = await move({ id: order.id, action });
    if ('error' in result) {
      if (isConflict(result.error)) {
        setConflict(result.error);
        reload();
      } else setFailure(errorMessage(result.error, t('orders.moveFailed')));
      return false;
    }
    moved(action);
    return true;
  };

  const onAction = (action: StaffOrderAction) => {
    if (action === 'confirm' || action === 'pack') void runMove(action);
    else setDialog({ kind: action });
  };

  const cancellationWaiting = order.cancellation?.status === 'requested';

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <BackLink />
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('orders.orderNumber', { number: order.number })}
          </Typography>
          <Typography color="text.secondary">
            {t('orders.placedOn', { date: formatShopTime(order.createdAt, language) })}
          </Typography>
        </Box>
        <OrderStateChip status={order.status} fulfilment={order.fulfilment} />
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="order-status-message">
        {announcement}
      </Box>
      {Boolean(conflict) && <MoveConflict error={conflict} />}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {khqrPending && modes?.khqr === 'demo' && (
        <Alert
          severity="warning"
          data-testid="khqr-demo-mode"
          action={
            <Button component={Link} to="/backoffice/payments" color="inherit" sx={{ minHeight: 40 }}>
              {t('orders.toPayments')}
            </Button>
          }
        >
          <AlertTitle>{t('orders.demoMode')}</AlertTitle>
          {t('orders.demoModeText')}
        </Alert>
      )}
      {khqrPending && modes?.khqr === 'live' && <Alert severity="info">{t('orders.liveKhqr')}</Alert>}
      {cancellationWaiting && (
        <Alert severity="warning" data-testid="cancellation-waiting">
          {t('orders.cancellationWaiting')}
        </Alert>
      )}

      <Section title={t('orders.actions')} headingRef={actionsHeading} testId="order-actions">
        {actions.length === 0 ? (
          <Typography color="text.secondary">{t('orders.noActions')}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'cancel' ? 'outlined' : 'contained'}
                color={action === 'cancel' ? 'error' : 'primary'}
                onClick={() => onAction(action)}
                loading={moving && (action === 'confirm' || action === 'pack')}
                disabled={moving}
                sx={{ minHeight: 40 }}
              >
                {t(`orders.action.${action}`)}
              </Button>
            ))}
          </Stack>
        )}
      </Section>

      {order.cancellation && (
        <CancellationCard
          request={order.cancellation}
          onOrderPage
          onDecide={(decision) =>
            setDialog({
              kind: 'decide',
              target: { kind: 'cancellation', request: order.cancellation! },
              decision,
            })
          }
        />
      )}
      {order.return && (
        <ReturnCard
          request={order.return}
          onOrderPage
          onDecide={(decision) =>
            setDialog({ kind: 'decide', target: { kind: 'return', request: order.return! }, decision })
          }
        />
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Lines order={order} />
          <History events={order.events} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={t('orders.shopper')} testId="order-shopper">
            <Typography sx={{ fontWeight: 600 }}>{order.shopper.name}</Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <a href={`mailto:${order.shopper.email}`}>{order.shopper.email}</a>
            </Typography>
            {order.shopper.phone && <Typography>{order.shopper.phone}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {t('orders.language', { language: t(`orders.languages.${order.language}`) })}
            </Typography>
          </Section>
          <Section title={t('orders.address')} testId="order-address">
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {displayAddress(order.address, language)}
            </Typography>
            {(order.address.receiverName || order.address.receiverPhone) && (
              <Typography color="text.secondary">
                {[order.address.receiverName, order.address.receiverPhone].filter(Boolean).join(' · ')}
              </Typography>
            )}
            {order.trackingNumber && (
              <Typography sx={{ mt: 1 }} data-testid="order-tracking">
                {t('orders.shippedWith', { carrier: order.carrier, tracking: order.trackingNumber })}
              </Typography>
            )}
          </Section>
          <Section title={t('orders.payment')} testId="order-payment-section">
            <PaymentLabel method={order.paymentMethod} status={order.paymentStatus} />
            {order.paidAt && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('orders.paidOn', { date: formatShopTime(order.paidAt, language) })}
              </Typography>
            )}
            {order.payments.map((payment) => (
              <Typography key={payment.id} variant="body2" color="text.secondary" data-testid="khqr-payment">
                {t('orders.khqrPayment', {
                  amount: formatUsd(payment.amount),
                  status: t(`orders.khqrStatus.${payment.status}`),
                  expires: formatShopTime(payment.expiresAt, language),
                })}
              </Typography>
            ))}
          </Section>
          <Section title={t('orders.refunds')} testId="order-refunds">
            {order.refunds.length === 0 ? (
              <Typography color="text.secondary">{t('orders.noRefunds')}</Typography>
            ) : (
              <Stack spacing={0.5}>
                {order.refunds.map((refund) => (
                  <RefundLine key={refund.id} refund={refund} />
                ))}
              </Stack>
            )}
          </Section>
        </Stack>
      </Box>

      {dialog?.kind === 'ship' && (
        <ShipDialog
          order={order}
          onClose={closeDialog}
          onStale={stale}
          onDone={() => {
            closeDialog();
            moved('ship');
          }}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelDialog
          order={order}
          onClose={closeDialog}
          onStale={stale}
          onDone={() => {
            closeDialog();
            moved('cancel');
          }}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'deliver'}
        title={t('orders.deliver.title', { number: order.number })}
        text={
          order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid'
            ? t('orders.deliver.cod', { amount: formatUsd(order.total) })
            : t('orders.deliver.text')
        }
        confirmLabel={t('orders.action.deliver')}
        cancelLabel={t('common.cancel')}
        busy={moving}
        onCancel={closeDialog}
        onConfirm={() => {
          void runMove('deliver').then(closeDialog);
        }}
      />
      {dialog?.kind === 'decide' && (
        <DecisionDialog
          target={dialog.target}
          decision={dialog.decision}
          onClose={closeDialog}
          onStale={stale}
          onDone={(message) => {
            closeDialog();
            announce(message);
          }}
        />
      )}
    </Stack>
  );
}

function Section(props: {
  title: string;
  testId: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const id = `order-section-${props.testId}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid={props.testId}
    >
      <Typography id={id} ref={props.headingRef} tabIndex={-1} variant="h6" component="h2" gutterBottom>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Box>
  );
}

function Lines({ order }: { order: BackofficeOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Section title={t('orders.lines', { count: order.itemCount })} testId="order-lines">
      <Stack
        component="ul"
        divider={<Divider component="li" aria-hidden />}
        spacing={1.25}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {order.lines.map((line) => {
          const options = Object.entries(line.attributes ?? {})
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
                  width: 56,
                  height: 56,
                  objectFit: 'cover',
                  borderRadius: 1,
                  flexShrink: 0,
                  bgcolor: 'grey.100',
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {localized(line.name, language)}
                </Typography>
                {options && (
                  <Typography variant="body2" color="text.secondary">
                    {options}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  {formatUsd(line.unitPrice)} × {line.quantity}
                  {line.discount > 0 && ` · ${t('orders.discountPercent', { discount: line.discount })}`}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatUsd(line.lineTotal)}
              </Typography>
            </Box>
          );
        })}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack spacing={0.5} data-testid="order-totals">
        <SummaryRow label={t('orders.subtotal')} value={formatUsd(order.subtotal)} />
        {order.discountTotal > 0 && (
          <SummaryRow label={t('orders.discount')} value={`-${formatUsd(order.discountTotal)}`} />
        )}
        <SummaryRow label={t('orders.deliveryFee')} value={formatUsd(order.deliveryFeeTotal)} />
        {order.voucherCode && <SummaryRow label={t('orders.voucher')} value={order.voucherCode} />}
        <SummaryRow label={t('orders.total')} value={formatUsd(order.total)} strong />
      </Stack>
    </Section>
  );
}

function EventTitle({ event }: { event: OrderEvent }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Typography sx={{ fontWeight: 600 }}>
      {event.action === 'ship' && event.trackingNumber
        ? t('orders.event.shipWith', { carrier: event.carrier ?? '', tracking: event.trackingNumber })
        : t(`orders.event.${event.action}`)}
    </Typography>
  );
}

function History({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Section title={t('orders.history')} testId="order-history">
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {events.map((event, index) => (
          <Box
            component="li"
            key={event.id}
            data-testid="order-event"
            sx={{
              position: 'relative',
              pl: 3,
              pb: index === events.length - 1 ? 0 : 1.5,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 6,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              },
              '&::after':
                index === events.length - 1
                  ? undefined
                  : {
                      content: '""',
                      position: 'absolute',
                      left: 10,
                      top: 18,
                      bottom: 0,
                      width: 2,
                      bgcolor: 'divider',
                    },
            }}
          >
            <EventTitle event={event} />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {formatShopTime(event.createdAt, language)} ·{' '}
              {event.actor.kind === 'staff'
                ? (event.actor.email ?? t('orders.actor.staff'))
                : t(`orders.actor.${event.actor.kind}`)}
            </Typography>
            {event.note && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {event.note}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
