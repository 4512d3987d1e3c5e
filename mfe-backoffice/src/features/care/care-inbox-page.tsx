import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, Link, useLanguage, useSearchParams, type CareInboxItem } from '@storefront/shared';
import {
  CARE_ASSIGNEE_FILTERS,
  CARE_KINDS,
  CARE_SEARCH_MAX_LENGTH,
  CARE_STATUS_FILTERS,
  type CareAssigneeFilter,
  type CareKind,
  type CareStatusFilter,
} from '@storefront/shared/rules';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { visuallyHidden } from '../../components/visually-hidden';
import { useListCareInboxQuery } from './care-api';
import { CareStatusChip } from './care-labels';
import { ListPagination } from '../../components/list-pagination';

const PER_PAGE = 25;

const oneOf = <Value extends string>(values: readonly Value[], value: string | null, fallback: Value) =>
  values.includes(value as Value) ? (value as Value) : fallback;

/**
 * /backoffice/care (owner, support agent): threads, tickets, feedback and applications in one list,
 * newest activity first; kind tabs with counts, status and assignee filters and a search, all in
 * the URL so a view can be shared and survives a reload.
 */
export default function CareInboxPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = (CARE_KINDS as readonly string[]).includes(kindParam ?? '')
    ? (kindParam as CareKind)
    : undefined;
  const status = oneOf<CareStatusFilter>(CARE_STATUS_FILTERS, params.get('status'), 'active');
  const assignee = oneOf<CareAssigneeFilter>(CARE_ASSIGNEE_FILTERS, params.get('assignee'), 'anyone');
  const search = params.get('search')?.slice(0, CARE_SEARCH_MAX_LENGTH) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching, refetch } = useListCareInboxQuery({
    kind,
    status,
    assignee,
    search: search || undefined,
    page,
    perPage: PER_PAGE,
  });
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);

  const setFilter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    if (value > 1) next.set('page', String(value));
    else next.delete('page');
    setParams(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', typed.trim());
  };
  const allCount = data ? Object.values(data.counts.kinds).reduce((sum, value) => sum + value, 0) : undefined;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1">
        {t('care.title')}
      </Typography>
      <Typography color="text.secondary">{t('care.intro')}</Typography>
      <Tabs
        value={kind ?? 'all'}
        onChange={(_event, value: string) => setFilter('kind', value === 'all' ? undefined : value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('care.kindTabs')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={withCount(t('care.kinds.all'), allCount)} sx={{ minHeight: 48 }} />
        {CARE_KINDS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={withCount(t(`care.kinds.${value}`), data?.counts.kinds[value])}
            sx={{ minHeight: 48 }}
            data-testid={`care-tab-${value}`}
          />
        ))}
      </Tabs>
      <Box
        component="section"
        aria-label={t('care.filters')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}
      >
        <TextField
          select
          label={t('care.statusFilter')}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          {CARE_STATUS_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {withCount(
                t(`care.statusFilters.${value}`),
                value === 'all' || value === 'active' ? undefined : data?.counts.statuses[value],
              )}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('care.assigneeFilter')}
          value={assignee}
          onChange={(event) => setFilter('assignee', event.target.value)}
        >
          {CARE_ASSIGNEE_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`care.assigneeFilters.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box component="form" role="search" onSubmit={submitSearch}>
          <TextField
            fullWidth
            type="search"
            label={t('care.search')}
            helperText={t('care.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: CARE_SEARCH_MAX_LENGTH },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" aria-label={t('care.searchSubmit')} edge="end">
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      </Box>
      {isLoading ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={96} />
          ))}
        </Stack>
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
          {t('care.failed')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="care-count">
            {t('care.count', { count: data.meta.total })}
            {data.counts.unread > 0 && ` · ${t('care.unreadCount', { count: data.counts.unread })}`}
          </Typography>
          {data.data.length === 0 ? (
            <Typography color="text.secondary" data-testid="care-empty">
              {t('care.empty')}
            </Typography>
          ) : (
            <Stack
              component="ul"
              spacing={1}
              aria-label={t('care.listLabel')}
              sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1 }}
            >
              {data.data.map((row) => (
                <InboxRow key={`${row.kind}-${row.id}`} row={row} />
              ))}
            </Stack>
          )}
          <ListPagination
            page={data.meta.currentPage}
            lastPage={data.meta.lastPage}
            onChange={(_event, value) => setPage(value)}
          />
        </>
      )}
    </Stack>
  );
}

function InboxRow({ row }: { row: CareInboxItem }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const from = row.from.name ?? row.from.email ?? t('care.anonymous');
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`care-row-${row.kind}-${row.id}`}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderLeft: 4,
        borderLeftColor: row.unread ? 'primary.main' : 'transparent',
        position: 'relative',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" variant="outlined" label={t(`care.kind.${row.kind}`)} />
            <Typography variant="caption" color="text.secondary">
              {row.reference}
            </Typography>
            {row.unread && (
              <Chip size="small" color="primary" label={t('care.unread')} data-testid="care-unread" />
            )}
          </Stack>
          {/* The link's box covers the whole card, so the card is one big target. */}
          <Link
            to={`/backoffice/care/${row.kind}/${row.id}`}
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            <Box component="span" sx={{ position: 'absolute', inset: 0 }} aria-hidden="true" />
            <Typography
              component="span"
              sx={{
                display: 'block',
                mt: 0.5,
                fontWeight: row.unread ? 800 : 600,
                overflowWrap: 'anywhere',
              }}
            >
              {row.subject || t('care.noSubject')}
            </Typography>
            {row.unread && <Box component="span" sx={visuallyHidden}>{` (${t('care.unread')})`}</Box>}
          </Link>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.from.email && row.from.name ? `${from} · ${row.from.email}` : from}
          </Typography>
          {row.preview && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {row.preview}
            </Typography>
          )}
        </Box>
        <Stack
          spacing={0.5}
          sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0, minWidth: { sm: 180 } }}
        >
          <CareStatusChip status={row.status} />
          <Typography variant="caption" color="text.secondary">
            {row.assignee ? t('care.assignedTo', { name: row.assignee.name }) : t('care.unassigned')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <time dateTime={row.lastActivityAt}>
              {formatDate(row.lastActivityAt, language, { withTime: true })}
            </time>
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
