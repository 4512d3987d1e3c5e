import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  formatUsd,
  useLanguage,
  useSearchParams,
  type VoucherAdmin,
  showToast,
} from '@storefront/shared';
import { VOUCHER_CODE_MAX_LENGTH } from '@storefront/shared/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useStaff } from '../../app/use-staff';
import { formatShopTime } from '../../components/shop-time';
import { VoucherEditor } from './voucher-editor';
import { voucherState, type VoucherState } from './voucher-form';
import { useListBackofficeVouchersQuery, useSwitchBackofficeVoucherMutation } from './vouchers-api';
import { ListScreenHeader } from '../../components/list-screen-header';
import { visuallyHidden } from '../../components/visually-hidden';
import { ListPagination } from '../../components/list-pagination';

const PER_PAGE = 20;
const STATE_COLOR: Record<VoucherState, 'success' | 'default' | 'info' | 'warning'> = {
  active: 'success',
  off: 'default',
  scheduled: 'info',
  expired: 'default',
  usedUp: 'warning',
};

/** /backoffice/vouchers: search, usage and status; create, edit, switch on/off (writers). */
export default function VouchersPage() {
  const { t } = useTranslation(NAMESPACE);
  const { canWriteCatalog } = useStaff();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [input, setInput] = useState(search);
  const { data, error, isLoading, isFetching, refetch } = useListBackofficeVouchersQuery({
    search: search || undefined,
    page,
    perPage: PER_PAGE,
  });
  const [editing, setEditing] = useState<{ voucher: VoucherAdmin | null; key: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The search follows what is typed, a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => {
      const value = input.trim();
      if (value === search) return;
      const next = new URLSearchParams(params);
      if (value) next.set('search', value);
      else next.delete('search');
      next.delete('page');
      setParams(next, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [input, search, params, setParams]);

  const announce = (message: string, variant: 'success' | 'error' = 'success') => {
    setAnnouncement(message);
    showToast(message, { variant });
  };
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    if (value > 1) next.set('page', String(value));
    else next.delete('page');
    setParams(next);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <ListScreenHeader
        title={t('vouchers.title')}
        newLabel={t('vouchers.new')}
        readOnlyNotice={t('vouchers.readOnly')}
        canWrite={canWriteCatalog}
        onNew={() => setEditing({ voucher: null, key: Date.now() })}
        announcement={announcement}
        testIdPrefix="vouchers"
      />
      <TextField
        type="search"
        label={t('vouchers.search')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        helperText={t('vouchers.searchHelp')}
        sx={{ maxWidth: { sm: 420 } }}
        slotProps={{ htmlInput: { maxLength: VOUCHER_CODE_MAX_LENGTH } }}
      />
      {isLoading ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" />
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
          {t('vouchers.loadFailed')}
        </Alert>
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="vouchers-empty">
          {search ? t('vouchers.noMatch', { search }) : t('vouchers.empty')}
        </Typography>
      ) : (
        <>
          <Paper variant="outlined">
            <TableContainer sx={{ overflowX: 'auto', opacity: isFetching ? 0.6 : 1 }}>
              <Table size="small" aria-label={t('vouchers.title')} sx={{ minWidth: 900 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('vouchers.code')}</TableCell>
                    <TableCell>{t('vouchers.discount')}</TableCell>
                    <TableCell>{t('vouchers.minSpend')}</TableCell>
                    <TableCell>{t('vouchers.validity')}</TableCell>
                    <TableCell>{t('vouchers.usage')}</TableCell>
                    <TableCell>{t('vouchers.statusHeading')}</TableCell>
                    <TableCell>{t('vouchers.activeLabel')}</TableCell>
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        {t('vouchers.actions')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((voucher) => (
                    <VoucherRow
                      key={voucher.id}
                      voucher={voucher}
                      canWrite={canWriteCatalog}
                      onOpen={() => setEditing({ voucher, key: Date.now() })}
                      onSwitched={announce}
                      onFailed={() => void refetch()}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          <ListPagination
            page={data.meta.currentPage}
            lastPage={data.meta.lastPage}
            onChange={(_event, value) => setPage(value)}
          />
        </>
      )}
      {editing && (
        <VoucherEditor
          key={editing.key}
          voucher={editing.voucher}
          readOnly={!canWriteCatalog}
          onClose={() => setEditing(null)}
          onSaved={(voucher) => {
            setEditing(null);
            announce(t('vouchers.saved', { code: voucher.code }));
          }}
        />
      )}
    </Stack>
  );
}

function VoucherRow(props: {
  voucher: VoucherAdmin;
  canWrite: boolean;
  onOpen: () => void;
  onSwitched: (message: string, variant?: 'success' | 'error') => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { voucher, canWrite, onOpen, onSwitched, onFailed } = props;
  const [switchActive, { isLoading }] = useSwitchBackofficeVoucherMutation();
  const state = voucherState(voucher);

  const toggle = async () => {
    const isActive = !voucher.isActive;
    const result = await switchActive({ id: voucher.id, body: { isActive, version: voucher.version } });
    if ('error' in result) {
      onSwitched(errorMessage(result.error, t('vouchers.switchFailed')), 'error');
      onFailed();
      return;
    }
    onSwitched(t(isActive ? 'vouchers.switchedOn' : 'vouchers.switchedOff', { code: voucher.code }));
  };

  return (
    <TableRow data-testid={`voucher-${voucher.id}`}>
      <TableCell>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{voucher.code}</Typography>
        {voucher.boundEmail && (
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {t('vouchers.boundTo', { email: voucher.boundEmail })}
          </Typography>
        )}
        {voucher.firstOrderOnly && (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('vouchers.firstOrderOnly')}
          </Typography>
        )}
      </TableCell>
      <TableCell>{voucher.kind === 'percent' ? `${voucher.value}%` : formatUsd(voucher.value)}</TableCell>
      <TableCell>{formatUsd(voucher.minSpend)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatShopTime(voucher.validFrom, language)}
        <br />→ {voucher.validUntil ? formatShopTime(voucher.validUntil, language) : t('vouchers.noEnd')}
      </TableCell>
      <TableCell data-testid="voucher-usage">
        {t('vouchers.usedOf', {
          used: voucher.usedCount,
          limit: voucher.usageLimit ?? t('vouchers.unlimited'),
        })}
        {voucher.perCustomerLimit !== null && (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('vouchers.perCustomer', { count: voucher.perCustomerLimit })}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip size="small" color={STATE_COLOR[state]} label={t(`vouchers.states.${state}`)} />
      </TableCell>
      <TableCell>
        <Switch
          checked={voucher.isActive}
          disabled={!canWrite || isLoading}
          onChange={() => void toggle()}
          slotProps={{ input: { 'aria-label': t('vouchers.switchLabel', { code: voucher.code }) } }}
        />
      </TableCell>
      <TableCell align="right">
        <Button
          variant="outlined"
          onClick={onOpen}
          aria-label={t(canWrite ? 'vouchers.editLabel' : 'vouchers.viewLabel', { code: voucher.code })}
          sx={{ minHeight: 40 }}
        >
          {canWrite ? t('vouchers.edit') : t('vouchers.view')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
