import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams, type AfterSalesStatus, showToast } from '@storefront/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { canHandleOrders } from '../../app/navigation';
import { useStaff } from '../../app/use-staff';
import { visuallyHidden } from '../../components/visually-hidden';
import {
  DecisionDialog,
  type Decision,
  type DecisionTarget,
} from '../../components/order-handling/decision-dialog';
import { ORDER_SEARCH_MAX } from '../../components/order-handling/limits';
import { NoOrderAccess } from '../../components/order-handling/no-access';
import { CancellationCard, ReturnCard } from '../../components/order-handling/request-cards';
import { ListPagination } from '../../components/list-pagination';
import {
  useListBackofficeCancellationsQuery,
  useListBackofficeReturnsQuery,
} from '../../components/order-handling/requests-api';

const KINDS = ['returns', 'cancellations'] as const;
type Kind = (typeof KINDS)[number];
const STATUSES = [
  'requested',
  'approved',
  'refunded',
  'completed',
  'rejected',
] as const satisfies readonly AfterSalesStatus[];
type StatusFilter = AfterSalesStatus | 'all';
const PER_PAGE = 20;

interface Filters {
  kind: Kind;
  status: StatusFilter;
  q: string;
  page: number;
}

function useRequestFilters(): [Filters, (next: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  const filters: Filters = {
    kind: params.get('tab') === 'cancellations' ? 'cancellations' : 'returns',
    status:
      status === 'all' || (STATUSES as readonly string[]).includes(status)
        ? (status as StatusFilter)
        : 'requested',
    q: (params.get('q') ?? '').slice(0, ORDER_SEARCH_MAX),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.kind !== 'returns') search.set('tab', merged.kind);
    if (merged.status !== 'requested') search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return [filters, update];
}

/** /backoffice/returns: return requests and the shoppers' cancellation requests, to approve or reject. */
export default function ReturnsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { me } = useStaff();
  if (!canHandleOrders(me.role)) return <NoOrderAccess title={t('returns.title')} />;
  return <RequestQueues />;
}

function RequestQueues() {
  const { t } = useTranslation(NAMESPACE);
  const [filters, setFilters] = useRequestFilters();
  const [deciding, setDeciding] = useState<{ target: DecisionTarget; decision: Decision } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const query = {
    status: filters.status === 'all' ? undefined : filters.status,
    q: filters.q || undefined,
    page: filters.page,
    perPage: PER_PAGE,
  };
  const returns = useListBackofficeReturnsQuery(query, { skip: filters.kind !== 'returns' });
  const cancellations = useListBackofficeCancellationsQuery(query, {
    skip: filters.kind !== 'cancellations',
  });
  const list = filters.kind === 'returns' ? returns : cancellations;
  const reload = () => void list.refetch();
  const close = () => {
    setDeciding(null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" ref={heading} tabIndex={-1}>
        {t('returns.title')}
      </Typography>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="returns-status">
        {announcement}
      </Box>
      <Tabs
        value={filters.kind}
        onChange={(_event, kind: Kind) => setFilters({ kind })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('returns.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {KINDS.map((kind) => (
          <Tab key={kind} value={kind} label={t(`returns.tabs.${kind}`)} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      <RequestFilters key={`${filters.kind}:${filters.q}`} filters={filters} onChange={setFilters} />
      <Box aria-busy={list.isFetching}>
        {list.isLoading ? (
          <Stack spacing={1}>
            {[0, 1].map((key) => (
              <Skeleton key={key} variant="rounded" height={160} />
            ))}
          </Stack>
        ) : list.error || !list.data ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" onClick={reload} sx={{ minHeight: 40 }}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('returns.loadFailed')}
          </Alert>
        ) : list.data.data.length === 0 ? (
          <Alert severity="info" data-testid="requests-empty">
            {t(`returns.empty.${filters.kind}`)}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {filters.kind === 'returns'
                ? returns.data?.data.map((request) => (
                    <ReturnCard
                      key={request.id}
                      request={request}
                      onDecide={(decision) => setDeciding({ target: { kind: 'return', request }, decision })}
                    />
                  ))
                : cancellations.data?.data.map((request) => (
                    <CancellationCard
                      key={request.id}
                      request={request}
                      onDecide={(decision) =>
                        setDeciding({ target: { kind: 'cancellation', request }, decision })
                      }
                    />
                  ))}
            </Stack>
            <ListPagination
              page={list.data.meta.currentPage}
              lastPage={list.data.meta.lastPage}
              onChange={(_event, page) => setFilters({ page })}
            />
          </Stack>
        )}
      </Box>
      {deciding && (
        <DecisionDialog
          target={deciding.target}
          decision={deciding.decision}
          onClose={close}
          onStale={reload}
          onDone={(message) => {
            close();
            setAnnouncement(message);
            showToast(message, { variant: 'success' });
          }}
        />
      )}
    </Stack>
  );
}

function RequestFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [q, setQ] = useState(filters.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('returns.filters')}
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
    >
      <TextField
        select
        label={t('returns.statusFilter')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
        size="small"
        sx={{ minWidth: 220 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`returns.status.${status}`)}
          </option>
        ))}
        <option value="all">{t('returns.allStatuses')}</option>
      </TextField>
      <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
        <TextField
          label={t('returns.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          size="small"
          fullWidth
          helperText={t('returns.searchHelp')}
          slotProps={{ htmlInput: { maxLength: ORDER_SEARCH_MAX, type: 'search' } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<SearchIcon />}
          sx={{ minHeight: 40, alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {t('returns.searchButton')}
        </Button>
      </Stack>
    </Stack>
  );
}
