import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatUsd,
  Link as RouterLink,
  localized,
  useLanguage,
  type Dashboard,
  type DashboardDeal,
  type DashboardLowStockItem,
  type OrderStatus,
} from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { canHandleOrders } from '../../app/navigation';
import { useStaff } from '../../app/use-staff';
import { formatShopTime } from '../../components/shop-time';
import { useGetBackofficeDashboardQuery } from './dashboard-api';

/** In the order an order moves through them. */
const STATUSES = [
  'pending_payment',
  'to_ship',
  'shipping',
  'delivered',
  'cancelled',
  'returned',
] as const satisfies readonly OrderStatus[];

/** /backoffice: today's orders and revenue, orders by status, low stock and the deals running now. */
export default function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { me } = useStaff();
  const { data, error, isLoading, isFetching, refetch } = useGetBackofficeDashboardQuery();

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('dashboard.title')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.welcome', { name: me.name })}</Typography>
      </Box>
      {isLoading ? (
        <Box aria-busy="true" aria-label={t('dashboard.loading')} data-testid="dashboard-loading">
          <Box sx={gridSx}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={112} />
            ))}
          </Box>
        </Box>
      ) : error || !data ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              onClick={() => void refetch()}
              disabled={isFetching}
              sx={{ minHeight: 40 }}
            >
              {t('common.retry')}
            </Button>
          }
        >
          {t('dashboard.failed')}
        </Alert>
      ) : (
        <DashboardFigures dashboard={data} />
      )}
    </Stack>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation(NAMESPACE);
  // Order handlers open the order queue at a status from here.
  const linkOrders = canHandleOrders(useStaff().me.role);
  return (
    <>
      <Box component="section" aria-label={t('dashboard.todayHeading')} sx={gridSx}>
        <Figure
          label={t('dashboard.ordersToday')}
          value={String(dashboard.today.orders)}
          testId="orders-today"
        />
        <Figure
          label={t('dashboard.revenueToday')}
          value={formatUsd(dashboard.today.revenue)}
          testId="revenue-today"
        />
        <Figure
          label={t('dashboard.lowStockCount')}
          value={String(dashboard.lowStock.count)}
          testId="low-stock-count"
          to="/backoffice/stock"
        />
        <Figure
          label={t('dashboard.runningDealsCount')}
          value={String(dashboard.runningDeals.count)}
          testId="running-deals-count"
          to="/backoffice/promotions"
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.todayNote')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <Panel title={t('dashboard.byStatusHeading')} testId="orders-by-status">
          <List dense>
            {STATUSES.map((status) => (
              <ListItem
                key={status}
                secondaryAction={
                  <Typography sx={{ fontWeight: 700 }}>{dashboard.ordersByStatus[status]}</Typography>
                }
              >
                <ListItemText
                  primary={
                    linkOrders ? (
                      <Link component={RouterLink} to={`/backoffice/orders?tab=${status}`} underline="hover">
                        {t(`dashboard.status.${status}`)}
                      </Link>
                    ) : (
                      t(`dashboard.status.${status}`)
                    )
                  }
                />
              </ListItem>
            ))}
          </List>
        </Panel>
        <LowStock count={dashboard.lowStock.count} items={dashboard.lowStock.items} />
        <RunningDeals count={dashboard.runningDeals.count} items={dashboard.runningDeals.items} />
      </Box>
    </>
  );
}

function Figure(props: { label: string; value: string; testId: string; to?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={props.testId}>
      <Typography variant="body2" color="text.secondary" component="h2">
        {props.label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
        {props.to ? (
          <Link component={RouterLink} to={props.to} underline="hover" color="inherit">
            {props.value}
          </Link>
        ) : (
          props.value
        )}
      </Typography>
    </Paper>
  );
}

function Panel(props: { title: string; testId: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, minWidth: 0 }} data-testid={props.testId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      {props.children}
    </Paper>
  );
}

function LowStock({ count, items }: { count: number; items: DashboardLowStockItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Panel
      title={t('dashboard.lowStockHeading', { count })}
      testId="low-stock"
      action={
        <Button component={RouterLink} to="/backoffice/stock" sx={{ minHeight: 40 }}>
          {t('dashboard.toStock')}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('dashboard.noLowStock')}
        </Typography>
      ) : (
        <List dense>
          {items.map((item) => {
            const attributes = Object.values(item.attributes).join(' · ');
            return (
              <ListItem key={item.variantId} disableGutters sx={{ gap: 1 }}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to="/backoffice/stock" underline="hover">
                      {localized(item.productName, language)}
                    </Link>
                  }
                  secondary={attributes || undefined}
                />
                <Chip
                  size="small"
                  color={item.stock === 0 ? 'error' : 'warning'}
                  label={t('dashboard.stockOf', { stock: item.stock, threshold: item.threshold })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Panel>
  );
}

function RunningDeals({ count, items }: { count: number; items: DashboardDeal[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Panel
      title={t('dashboard.runningDealsHeading', { count })}
      testId="running-deals"
      action={
        <Button component={RouterLink} to="/backoffice/promotions" sx={{ minHeight: 40 }}>
          {t('dashboard.toPromotions')}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('dashboard.noDeals')}
        </Typography>
      ) : (
        <List dense>
          {items.map((deal) => (
            <ListItem key={deal.id} disableGutters sx={{ gap: 1 }}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to="/backoffice/promotions" underline="hover">
                    {localized(deal.title, language)}
                  </Link>
                }
                secondary={t('dashboard.dealLine', {
                  end: formatShopTime(deal.endDate, language),
                  count: deal.productCount,
                })}
              />
              <Chip
                size="small"
                color="primary"
                label={t('dashboard.percentOff', { discount: deal.discount })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
