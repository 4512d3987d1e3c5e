// A return request or a cancellation request as a card: what the shopper asked, what approving
// refunds, the decision once made, and the Approve / Reject buttons while it waits.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatUsd,
  Link,
  localized,
  useLanguage,
  type AfterSalesStatus,
  type BackofficeCancellation,
  type BackofficeReturn,
  type Refund,
} from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { formatShopTime } from '../shop-time';
import type { Decision } from './decision-dialog';
import { OrderStateChip, PaymentLabel } from './order-labels';
import { staffPhotoUrl } from './requests-api';

const STATUS_COLOURS: Record<AfterSalesStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'error',
  refunded: 'success',
  completed: 'success',
};

export function RequestStatusChip({ status }: { status: AfterSalesStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      label={t(`returns.status.${status}`)}
      data-testid="request-status"
    />
  );
}

/** A refund in one line: amount, where it goes, done or still to make (and its reference). */
export function RefundLine({ refund }: { refund: Refund }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const values = {
    amount: formatUsd(refund.amount),
    destination: t(`refunds.destination.${refund.destination}`),
    date: formatShopTime(refund.completedAt ?? refund.createdAt, language),
    reference: refund.reference ?? refund.providerReference ?? '',
  };
  return (
    <Typography variant="body2" data-testid="refund-line">
      {t(refund.status === 'succeeded' ? 'refunds.lineDone' : 'refunds.linePending', values)}
      {refund.status === 'succeeded' && values.reference && ` · ${t('refunds.referenceIs', values)}`}
      {refund.status === 'pending' && (
        <>
          {' '}
          <Link to="/backoffice/refunds" style={{ color: 'inherit', fontWeight: 600 }}>
            {t('refunds.toRefunds')}
          </Link>
        </>
      )}
    </Typography>
  );
}

function Decided(props: {
  status: AfterSalesStatus;
  decidedAt: string | null;
  decidedBy: { email: string } | null;
  reason: string | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  if (!props.decidedAt) return null;
  const key = props.status === 'rejected' ? 'returns.rejectedBy' : 'returns.approvedBy';
  return (
    <Typography variant="body2" data-testid="request-decision" sx={{ overflowWrap: 'anywhere' }}>
      {t(key, {
        who: props.decidedBy?.email ?? t('returns.theShop'),
        date: formatShopTime(props.decidedAt, language),
      })}
      {props.reason && `: ${props.reason}`}
    </Typography>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

function DecisionButtons(props: { label: string; onDecide: (decision: Decision) => void; number: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
      <Button
        variant="contained"
        onClick={() => props.onDecide('approve')}
        aria-label={t(`returns.approveOf.${props.label}`, { number: props.number })}
        sx={{ minHeight: 40 }}
      >
        {t('returns.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => props.onDecide('reject')}
        aria-label={t(`returns.rejectOf.${props.label}`, { number: props.number })}
        sx={{ minHeight: 40 }}
      >
        {t('returns.reject')}
      </Button>
    </Stack>
  );
}

function CardFrame(props: {
  testId: string;
  title: string;
  /** An item of a list (the request screens) or a section of its own (the order's page). */
  inList: boolean;
  orderId: number;
  showOrderLink: boolean;
  status: AfterSalesStatus;
  createdAt: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Paper
      component={props.inList ? 'li' : 'section'}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid={props.testId}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mr: 0.5 }}>
            {props.title}
          </Typography>
          <RequestStatusChip status={props.status} />
          <Typography variant="body2" color="text.secondary">
            {t('returns.askedOn', { date: formatShopTime(props.createdAt, language) })}
          </Typography>
          {props.showOrderLink && (
            <Link
              to={`/backoffice/orders/${props.orderId}`}
              style={{ color: 'inherit', fontWeight: 600, marginLeft: 'auto' }}
            >
              {t('returns.openOrder')}
            </Link>
          )}
        </Stack>
        {props.children}
      </Stack>
    </Paper>
  );
}

export function ReturnCard(props: {
  request: BackofficeReturn;
  /** On the order's page: a section without the link to the order. */
  onOrderPage?: boolean;
  onDecide?: (decision: Decision) => void;
}) {
  const { request, onDecide } = props;
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <CardFrame
      testId={`return-${request.id}`}
      title={t('returns.returnOf', { number: request.orderNumber })}
      inList={!props.onOrderPage}
      orderId={request.orderId}
      showOrderLink={!props.onOrderPage}
      status={request.status}
      createdAt={request.createdAt}
    >
      <Field label={t('returns.shopper')}>
        {request.shopper.name} · {request.shopper.email}
      </Field>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('returns.items')}>
        {request.lines.map((line) => {
          const options = Object.values(line.attributes).join(' / ');
          return (
            <Typography component="li" key={line.orderLineId} variant="body2" data-testid="return-line">
              {t('returns.lineText', {
                name: options
                  ? `${localized(line.name, language)} (${options})`
                  : localized(line.name, language),
                quantity: line.quantity,
                bought: line.boughtQuantity,
                share: formatUsd(line.refundShare),
              })}
            </Typography>
          );
        })}
      </Box>
      <Field label={t('returns.shopperReason')}>{request.reason}</Field>
      {request.photos.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('returns.photos')}
          sx={{ flexWrap: 'wrap' }}
        >
          {request.photos.map((photo, index) => (
            <a key={photo} href={staffPhotoUrl(photo)} target="_blank" rel="noreferrer">
              <Box
                component="img"
                src={staffPhotoUrl(photo)}
                alt={t('returns.photoAlt', { index: index + 1, number: request.orderNumber })}
                loading="lazy"
                sx={{
                  width: 96,
                  height: 96,
                  objectFit: 'cover',
                  borderRadius: 1,
                  bgcolor: 'grey.100',
                  display: 'block',
                }}
              />
            </a>
          ))}
        </Stack>
      )}
      <PaymentLabel method={request.paymentMethod} status={request.paymentStatus} />
      {request.refund ? (
        <RefundLine refund={request.refund} />
      ) : (
        request.status === 'requested' && (
          <Typography variant="body2">
            {request.refundDestination && request.refundAmount > 0
              ? t('returns.wouldRefund', {
                  amount: formatUsd(request.refundAmount),
                  destination: t(`refunds.destination.${request.refundDestination}`),
                })
              : t('refunds.plan.none')}
          </Typography>
        )
      )}
      <Decided
        status={request.status}
        decidedAt={request.decidedAt}
        decidedBy={request.decidedBy}
        reason={request.decisionReason}
      />
      {request.status === 'requested' && onDecide && (
        <DecisionButtons label="return" number={request.orderNumber} onDecide={onDecide} />
      )}
    </CardFrame>
  );
}

export function CancellationCard(props: {
  request: BackofficeCancellation;
  /** On the order's page: a section without the link to the order. */
  onOrderPage?: boolean;
  onDecide?: (decision: Decision) => void;
}) {
  const { request, onDecide } = props;
  const { t } = useTranslation(NAMESPACE);
  return (
    <CardFrame
      testId={`cancellation-${request.id}`}
      title={t('returns.cancellationOf', { number: request.orderNumber })}
      inList={!props.onOrderPage}
      orderId={request.orderId}
      showOrderLink={!props.onOrderPage}
      status={request.status}
      createdAt={request.createdAt}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('returns.orderNow')}
        </Typography>
        <OrderStateChip status={request.orderStatus} fulfilment={request.fulfilment} />
        <Typography variant="body2">{formatUsd(request.total)}</Typography>
      </Stack>
      <Field label={t('returns.shopper')}>
        {request.shopper.name} · {request.shopper.email}
      </Field>
      <Field label={t(request.initiatedBy === 'staff' ? 'returns.staffReason' : 'returns.shopperReason')}>
        {request.reason}
      </Field>
      <PaymentLabel method={request.paymentMethod} status={request.paymentStatus} />
      {request.refund ? (
        <RefundLine refund={request.refund} />
      ) : (
        request.status === 'requested' && (
          <Typography variant="body2">
            {request.refundDestination && request.refundAmount > 0
              ? t('returns.wouldRefund', {
                  amount: formatUsd(request.refundAmount),
                  destination: t(`refunds.destination.${request.refundDestination}`),
                })
              : t('refunds.plan.none')}
          </Typography>
        )
      )}
      <Decided
        status={request.status}
        decidedAt={request.decidedAt}
        decidedBy={request.decidedBy}
        reason={request.decisionReason}
      />
      {request.status === 'requested' && onDecide && (
        <DecisionButtons label="cancellation" number={request.orderNumber} onDecide={onDecide} />
      )}
    </CardFrame>
  );
}
