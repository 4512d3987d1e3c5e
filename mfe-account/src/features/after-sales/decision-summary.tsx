import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatUsd, type AfterSalesStatus, type RefundSummary } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';

/**
 * The shop's answer to a return or a cancellation request (approved or rejected, when, and its
 * reason or note), and where the refund's money went or goes.
 */
export function DecisionSummary(props: {
  kind: 'return' | 'cancellation';
  status: AfterSalesStatus;
  decidedAt: string | null;
  decisionReason: string | null;
  refund: RefundSummary | null;
}) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const { kind, status, decidedAt, decisionReason, refund } = props;
  const rejected = status === 'rejected';
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }} data-testid="decision">
      {status === 'requested' && (
        <Typography variant="body2" color="text.secondary">
          {t(`decision.waiting.${kind}`)}
        </Typography>
      )}
      {decidedAt && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="decision-made">
          {t(rejected ? `decision.rejected.${kind}` : `decision.approved.${kind}`, {
            date: formatDate(decidedAt, i18n.language),
          })}
        </Typography>
      )}
      {decisionReason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="decision-reason">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {rejected ? t('decision.shopReason') : t('decision.shopNote')}:{' '}
          </Box>
          {decisionReason}
        </Typography>
      )}
      {refund && (
        <>
          <Typography variant="body2" data-testid="refund-destination">
            {t(`refundTo.${refund.status}.${refund.destination}`, { amount: formatUsd(refund.amount) })}
          </Typography>
          {(refund.completedAt || refund.reference) && (
            <Typography variant="body2" color="text.secondary">
              {[
                refund.completedAt &&
                  t('refundTo.on', { date: formatDate(refund.completedAt, i18n.language) }),
                refund.reference && t('refundTo.reference', { reference: refund.reference }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
