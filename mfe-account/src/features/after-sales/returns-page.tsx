import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, Link as RouterLink, formatDate } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { useAccountReturnsQuery } from '../../components/activity/activity-api';
import { apiPhotoUrl, lineName } from '../../components/activity/format';
import { EmptyState, ErrorState, ListPagination, LoadingState } from '../../components/activity/list-states';
import { AfterSalesStatusChip } from '../../components/activity/order-status-chip';
import { useLastPageFallback } from '../../components/activity/use-last-page-fallback';
import { usePageParam } from '../../components/activity/use-page-param';
import { DecisionSummary } from './decision-summary';

/** /orders/return: the shopper's return requests, their items and status. */
export default function ReturnsPage() {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [page, setPage] = usePageParam();
  const { data, isLoading, error, refetch } = useAccountReturnsQuery({ page });
  const movingToLastPage = useLastPageFallback(data, page, setPage);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('returns.title')}
      </Typography>
      {isLoading || movingToLastPage ? (
        <LoadingState />
      ) : error ? (
        <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />
      ) : !data || data.data.length === 0 ? (
        <EmptyState message={t('returns.empty')} />
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {data.data.map((request) => (
              <Paper
                component="li"
                key={request.id}
                variant="outlined"
                sx={{ p: 2, listStyle: 'none' }}
                data-testid="return-request"
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
                      {t('orders.number', { number: request.orderNumber })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('returns.requestedOn', { date: formatDate(request.createdAt, i18n.language) })}
                    </Typography>
                  </Box>
                  <AfterSalesStatusChip status={request.status} />
                </Box>
                <Stack component="ul" spacing={1} sx={{ p: 0, my: 1.5, listStyle: 'none' }}>
                  {request.lines.map((line) => (
                    <Box
                      component="li"
                      key={line.orderLineId}
                      sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
                    >
                      <Box
                        component="img"
                        src={line.imageUrl}
                        alt=""
                        loading="lazy"
                        sx={{
                          width: 48,
                          height: 48,
                          objectFit: 'cover',
                          borderRadius: 1,
                          bgcolor: 'grey.100',
                          flexShrink: 0,
                        }}
                      />
                      <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {t('returns.itemLine', {
                          name: lineName(line, i18n.language),
                          quantity: line.quantity,
                        })}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('returns.reason')}:{' '}
                  </Box>
                  {request.reason}
                </Typography>
                {request.photos.length > 0 && (
                  <Box
                    sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}
                    aria-label={t('returns.photos')}
                    role="group"
                  >
                    {request.photos.map((photo, index) => (
                      <Box
                        key={photo}
                        component="img"
                        src={apiPhotoUrl(photo)}
                        alt={t('returns.photoAlt', { index: index + 1, number: request.orderNumber })}
                        loading="lazy"
                        sx={{
                          width: 72,
                          height: 72,
                          objectFit: 'cover',
                          borderRadius: 1,
                          bgcolor: 'grey.100',
                        }}
                      />
                    ))}
                  </Box>
                )}
                <DecisionSummary
                  kind="return"
                  status={request.status}
                  decidedAt={request.decidedAt}
                  decisionReason={request.decisionReason}
                  refund={request.refund}
                />
                <Button
                  component={RouterLink}
                  to={`/orders/${request.orderId}`}
                  size="small"
                  sx={{ mt: 1, ml: -1 }}
                >
                  {t('returns.viewOrder')}
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
