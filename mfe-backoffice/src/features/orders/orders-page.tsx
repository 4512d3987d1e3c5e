import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatUsd,
  Link,
  useLanguage,
  useNavigate,
  useWideScreen,
  type BackofficeOrderRow,
  type OrderQueueCounts,
} from '@storefront/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { canHandleOrders } from '../../app/navigation';
import { useStaff } from '../../app/use-staff';
import { ORDER_SEARCH_MAX } from '../../components/order-handling/limits';
import { formatShopTime } from '../../components/shop-time';
import { NoOrderAccess } from '../../components/order-handling/no-access';
import { OrderStateChip, PaymentLabel } from '../../components/order-handling/order-labels';
import {
  countsQuery,
  ordersQuery,
  PAYMENT_METHOD_LIST,
  PAYMENT_STATUS_LIST,
  QUEUE_TABS,
  useOrderFilters,
  type OrderFilterValues,
  type QueueTab,
} from './order-filters';
import { useGetOrderQueueCountsQuery, useListBackofficeOrdersQuery } from './orders-api';
import { ListPagination } from '../../components/list-pagination';

/** /backoffice/orders: the order queue by status and step, with search and filters kept in the URL. */
export default function OrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  const { me } = useStaff();
  if (!canHandleOrders(me.role)) return <NoOrderAccess title={t('orders.title')} />;
  return <OrderQueue />;
}

function OrderQueue() {
  const { t } = useTranslation(NAMESPACE);
  const [filters, setFilters] = useOrderFilters();
  const { data, error, isLoading, isFetching, refetch } = useListBackofficeOrdersQuery(ordersQuery(filters));
  const { data: counts } = useGetOrderQueueCountsQuery(countsQuery(filters));

  return (
    <Stack spacing={2} sx={{ maxWidth: 1320 }}>
      <Typography variant="h4" component="h1">
        {t('orders.title')}
      </Typography>
      {counts && <WaitingRequests counts={counts} />}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {/* `key`: the search box starts again from the URL when it changes (back button). */}
        <OrderFilters key={filters.q} filters={filters} onChange={setFilters} />
      </Paper>
      <Tabs
        value={filters.tab}
        onChange={(_event, tab: QueueTab) => setFilters({ tab })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('orders.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {QUEUE_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            data-testid={`orders-tab-${tab}`}
            label={counts ? `${t(`orders.tabs.${tab}`)} (${counts[tab]})` : t(`orders.tabs.${tab}`)}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box aria-live="polite" aria-busy={isFetching}>
        {isLoading ? (
          <Skeleton variant="rounded" height={320} />
        ) : error || !data ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('orders.loadFailed')}
          </Alert>
        ) : data.data.length === 0 ? (
          <Alert severity="info" data-testid="orders-empty">
            {t('orders.empty')}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ opacity: isFetching ? 0.7 : 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid="orders-count">
              {t('orders.count', { count: data.meta.total })}
            </Typography>
            <OrderList rows={data.data} />
            <ListPagination
              page={data.meta.currentPage}
              lastPage={data.meta.lastPage}
              onChange={(_event, page) => setFilters({ page })}
            />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/** Cancellation and return requests waiting for a decision, and manual refunds still to make. */
function WaitingRequests({ counts }: { counts: OrderQueueCounts }) {
  const { t } = useTranslation(NAMESPACE);
  const waiting = [
    {
      key: 'cancellationRequests',
      count: counts.cancellationRequests,
      to: '/backoffice/returns?tab=cancellations',
    },
    { key: 'returnRequests', count: counts.returnRequests, to: '/backoffice/returns' },
    { key: 'pendingRefunds', count: counts.pendingRefunds, to: '/backoffice/refunds' },
  ].filter((item) => item.count > 0);
  if (waiting.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="orders-waiting">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        {waiting.map((item) => (
          <Link key={item.key} to={item.to} style={{ color: 'inherit', fontWeight: 600 }}>
            {t(`orders.waiting.${item.key}`, { count: item.count })}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}

function OrderFilters({
  filters,
  onChange,
}: {
  filters: OrderFilterValues;
  onChange: (next: Partial<OrderFilterValues>) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [q, setQ] = useState(filters.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  const rangeBackwards = Boolean(filters.from && filters.to && filters.from > filters.to);
  const filtered = Boolean(
    filters.q || filters.paymentMethod || filters.paymentStatus || filters.from || filters.to,
  );
  return (
    <Stack component="form" role="search" aria-label={t('orders.filters')} onSubmit={submit} spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('orders.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          size="small"
          fullWidth
          helperText={t('orders.searchHelp')}
          slotProps={{ htmlInput: { maxLength: ORDER_SEARCH_MAX, type: 'search' } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<SearchIcon />}
          sx={{ minHeight: 40, alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {t('orders.searchButton')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          select
          label={t('orders.paymentMethod')}
          value={filters.paymentMethod}
          onChange={(event) =>
            onChange({ paymentMethod: event.target.value as OrderFilterValues['paymentMethod'] })
          }
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('orders.anyMethod')}</option>
          {PAYMENT_METHOD_LIST.map((method) => (
            <option key={method} value={method}>
              {t(`orders.method.${method}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('orders.paymentStatusFilter')}
          value={filters.paymentStatus}
          onChange={(event) =>
            onChange({ paymentStatus: event.target.value as OrderFilterValues['paymentStatus'] })
          }
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('orders.anyPaymentStatus')}</option>
          {PAYMENT_STATUS_LIST.map((status) => (
            <option key={status} value={status}>
              {t(`orders.paymentStatus.${status}`)}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('orders.from')}
          value={filters.from}
          onChange={(event) => onChange({ from: event.target.value })}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('orders.to')}
          value={filters.to}
          onChange={(event) => onChange({ to: event.target.value })}
          size="small"
          error={rangeBackwards}
          helperText={rangeBackwards ? t('orders.rangeBackwards') : t('orders.shopDays')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filtered && (
          <Button
            onClick={() => {
              setQ('');
              onChange({ q: '', paymentMethod: '', paymentStatus: '', from: '', to: '' });
            }}
            sx={{ minHeight: 40 }}
          >
            {t('orders.clearFilters')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}

function OrderList({ rows }: { rows: BackofficeOrderRow[] }) {
  // Rendered in the browser only, where the screen is known.
  const wide = useWideScreen() !== false;
  return wide ? <OrderTable rows={rows} /> : <OrderCards rows={rows} />;
}

function ShopperText({ row }: { row: BackofficeOrderRow }) {
  const phone = row.shopper.phone ?? row.receiverPhone;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.shopper.name}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {[row.shopper.email, phone].filter(Boolean).join(' · ')}
      </Typography>
    </>
  );
}

function StateText({ row }: { row: BackofficeOrderRow }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <OrderStateChip status={row.status} fulfilment={row.fulfilment} />
      {row.cancellationRequested && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('orders.cancellationRequested')}
          data-testid="cancellation-requested"
        />
      )}
      {row.trackingNumber && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {row.carrier} · {row.trackingNumber}
        </Typography>
      )}
    </Stack>
  );
}

function OrderTable({ rows }: { rows: BackofficeOrderRow[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('orders.tableLabel')} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.number')}</TableCell>
            <TableCell>{t('orders.placed')}</TableCell>
            <TableCell>{t('orders.shopper')}</TableCell>
            <TableCell align="right">{t('orders.items')}</TableCell>
            <TableCell align="right">{t('orders.total')}</TableCell>
            <TableCell>{t('orders.payment')}</TableCell>
            <TableCell>{t('orders.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const to = `/backoffice/orders/${row.id}`;
            return (
              <TableRow
                key={row.id}
                hover
                data-testid="order-row"
                onClick={() => navigate(to)}
                sx={{ cursor: 'pointer', verticalAlign: 'top' }}
              >
                <TableCell>
                  {/* The link is what a keyboard or a screen reader uses; the row click is a shortcut. */}
                  <Link
                    to={to}
                    onClick={(event) => event.stopPropagation()}
                    style={{ color: 'inherit', fontWeight: 600 }}
                  >
                    {row.number}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShopTime(row.createdAt, language)}</TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <ShopperText row={row} />
                </TableCell>
                <TableCell align="right">{row.itemCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatUsd(row.total)}
                </TableCell>
                <TableCell>
                  <PaymentLabel method={row.paymentMethod} status={row.paymentStatus} />
                </TableCell>
                <TableCell>
                  <StateText row={row} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OrderCards({ rows }: { rows: BackofficeOrderRow[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('orders.tableLabel')}
    >
      {rows.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5 }} data-testid="order-row">
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Link to={`/backoffice/orders/${row.id}`} style={{ color: 'inherit', fontWeight: 700 }}>
                {row.number}
              </Link>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {formatShopTime(row.createdAt, language)}
              </Typography>
            </Box>
            <StateText row={row} />
          </Stack>
          <Box sx={{ mt: 1 }}>
            <ShopperText row={row} />
          </Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{
              mt: 1,
              justifyContent: 'space-between',
              alignItems: 'center',
              flexWrap: 'wrap',
              rowGap: 0.5,
            }}
          >
            <PaymentLabel method={row.paymentMethod} status={row.paymentStatus} />
            <Typography variant="body2">
              {t('orders.itemsAndTotal', { count: row.itemCount, total: formatUsd(row.total) })}
            </Typography>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
