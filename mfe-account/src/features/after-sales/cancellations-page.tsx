import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, formatUsd, Link as RouterLink, formatDate } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { useAccountCancellationsQuery } from '../../components/activity/activity-api';
import { EmptyState, ErrorState, ListPagination, LoadingState } from '../../components/activity/list-states';
import { AfterSalesStatusChip } from '../../components/activity/order-status-chip';
import { useLastPageFallback } from '../../components/activity/use-last-page-fallback';
import { usePageParam } from '../../components/activity/use-page-param';
import { DecisionSummary } from './decision-summary';

/** /orders/cancel: the shopper's cancelled orders with their reason and what happened to the money. */
export default function CancellationsPage() {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [page, setPage] = usePageParam();
  const { data, isLoading, error, refetch } = useAccountCancellationsQuery({ page });
  const movingToLastPage = useLastPageFallback(data, page, setPage);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('cancellations.title')}
      </Typography>
      {isLoading || movingToLastPage ? (
        <LoadingState />
      ) : error ? (
        <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />
      ) : !data || data.data.length === 0 ? (
        <EmptyState message={t('cancellations.empty')} />
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {data.data.map((cancellation) => (
              <Paper
                component="li"
                key={cancellation.id}
                variant="outlined"
                sx={{ p: 2, listStyle: 'none' }}
                data-testid="cancellation"
              >
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    justifyContent: 'space-between',
                    alignItems: 'center',
                  }}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>
                      {t('orders.number', { number: cancellation.orderNumber })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('cancellations.cancelledOn', {
                        date: formatDate(cancellation.createdAt, i18n.language),
                      })}
                    </Typography>
                  </Box>
                  <AfterSalesStatusChip status={cancellation.status} />
                </Box>
                <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {cancellation.initiatedBy === 'staff'
                      ? t('cancellations.shopReason')
                      : t('cancellations.reason')}
                    :{' '}
                  </Box>
                  {cancellation.reason}
                </Typography>
                {/* Before the refunds were kept apart (or with nothing to refund): where the money went. */}
                {!cancellation.refund &&
                  cancellation.status !== 'requested' &&
                  cancellation.status !== 'rejected' && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {t(`cancellations.refund.${cancellation.refundedTo}`, {
                        amount: formatUsd(cancellation.refundAmount),
                      })}
                    </Typography>
                  )}
                <DecisionSummary
                  kind="cancellation"
                  status={cancellation.status}
                  decidedAt={cancellation.decidedAt}
                  decisionReason={cancellation.decisionReason}
                  refund={cancellation.refund}
                />
                <Button
                  component={RouterLink}
                  to={`/orders/${cancellation.orderId}`}
                  size="small"
                  sx={{ mt: 1, ml: -1 }}
                >
                  {t('cancellations.viewOrder')}
                </Button>
              </Paper>
            ))}
          </Stack>
          <ListPagination meta={data.meta} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
