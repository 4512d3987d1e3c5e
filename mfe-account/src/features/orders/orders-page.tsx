import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  formatUsd,
  Link as RouterLink,
  useSearchParams,
  formatDate,
  type Order,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { useAccountOrdersQuery } from '../../components/activity/activity-api';
import { lineName } from '../../components/activity/format';
import { EmptyState, ErrorState, ListPagination, LoadingState } from '../../components/activity/list-states';
import { OrderStatusChip } from '../../components/activity/order-status-chip';
import { ORDER_TABS, orderTab } from '../../components/activity/order-status';
import { useLastPageFallback } from '../../components/activity/use-last-page-fallback';
import { usePageParam } from '../../components/activity/use-page-param';

function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [first, ...rest] = order.lines ?? [];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid="order-card">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t('orders.number', { number: order.number })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('orders.placedOn', { date: formatDate(order.createdAt, i18n.language) })}
          </Typography>
        </Box>
        <OrderStatusChip status={order.status} />
      </Box>
      {first && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 1.5 }}>
          <Box
            component="img"
            src={first.imageUrl}
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
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography noWrap>{lineName(first, i18n.language)}</Typography>
            {rest.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('orders.moreItems', { count: rest.length })}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      {order.status === 'shipping' && order.trackingNumber && (
        <Typography
          variant="body2"
          sx={{ mt: 1, overflowWrap: 'anywhere' }}
          data-testid="order-card-tracking"
        >
          {t('orders.tracking', { carrier: order.carrier ?? '', tracking: order.trackingNumber })}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mt: 1.5,
        }}
      >
        <Typography>
          {t('orders.total')}: <strong>{formatUsd(order.total)}</strong>
        </Typography>
        <Button
          component={RouterLink}
          to={`/orders/${order.id}`}
          variant="outlined"
          size="small"
          aria-label={t('orders.viewDetailsOf', { number: order.number })}
        >
          {t('orders.viewDetails')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /orders: the shopper's orders by status tab, newest first, a page at a time. */
export default function OrdersPage() {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const tab = orderTab(params.get('tab'));
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error, refetch } = useAccountOrdersQuery({ status: tab.status, page });
  const movingToLastPage = useLastPageFallback(data, page, setPage);

  const selectTab = (key: string) => {
    const next = new URLSearchParams();
    if (key !== 'all') next.set('tab', key);
    setParams(next);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('orders.title')}
      </Typography>
      <Tabs
        value={tab.key}
        onChange={(_event, key: string) => selectTab(key)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('orders.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ORDER_TABS.map(({ key }) => (
          <Tab key={key} value={key} label={t(`orders.tabs.${key}`)} />
        ))}
      </Tabs>
      {isLoading || movingToLastPage ? (
        <LoadingState />
      ) : error ? (
        <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />
      ) : !data || data.data.length === 0 ? (
        <EmptyState
          message={t(tab.key === 'all' ? 'orders.empty' : 'orders.emptyTab')}
          action={
            <Button component={RouterLink} to="/products" variant="contained">
              {t('orders.startShopping')}
            </Button>
          }
        />
      ) : (
        <Box aria-busy={isFetching}>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {data.data.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </Stack>
          <ListPagination meta={data.meta} onPage={setPage} />
        </Box>
      )}
    </Stack>
  );
}
