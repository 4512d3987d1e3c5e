import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  errorMessage,
  formatUsd,
  useLanguage,
  useSearchParams,
  type BackofficeKhqrPayment,
  type KhqrPaymentStatus,
  showToast,
} from '@storefront/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { formatShopTime } from '../../components/shop-time';
import { visuallyHidden } from '../../components/visually-hidden';
import { ListPagination } from '../../components/list-pagination';
import {
  useGetBackofficePaymentModesQuery,
  useListBackofficePaymentsQuery,
  useMarkPaymentReceivedMutation,
} from './payments-api';

const PER_PAGE = 25;
const STATUSES: readonly KhqrPaymentStatus[] = ['pending', 'paid', 'expired', 'cancelled'];
/** The API's limit of the note (PAYMENT_NOTE_MAX_LENGTH in the payments contract). */
export const NOTE_MAX = 500;

/** What a payment pays for, in words: the order number, or a wallet top-up. */
function usePurpose() {
  const { t } = useTranslation(NAMESPACE);
  return (payment: BackofficeKhqrPayment) =>
    payment.orderNumber ? t('payments.forOrder', { number: payment.orderNumber }) : t('payments.topUp');
}

/** "Mark received" with an optional note; says what it does before doing it. */
function MarkReceivedDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: BackofficeKhqrPayment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const purpose = usePurpose();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const textId = useId();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState('');
  const [markReceived, { isLoading }] = useMarkPaymentReceivedMutation();
  const tooLong = note.trim().length > NOTE_MAX;
  const what = purpose(payment);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong) return;
    setFailure('');
    const result = await markReceived({ id: payment.id, note: note.trim() || undefined });
    if ('error' in result) setFailure(errorMessage(result.error, t('payments.markFailed')));
    else onDone(t('payments.marked', { what }));
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="mark-received-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId} component="h2">
          {t('payments.confirmTitle', { what, amount: formatUsd(payment.amount) })}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <DialogContentText id={textId}>
              {t(payment.orderId ? 'payments.confirmOrder' : 'payments.confirmTopUp', {
                amount: formatUsd(payment.amount),
                email: payment.customerEmail,
              })}
            </DialogContentText>
            <TextField
              label={t('payments.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              error={tooLong}
              helperText={
                tooLong
                  ? t('payments.noteTooLong', { max: NOTE_MAX })
                  : t('payments.noteHelp', { max: NOTE_MAX })
              }
            />
            {failure && (
              <Alert severity="error" role="alert" data-testid="mark-received-error">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, '& .MuiButton-root': { minHeight: 40 } }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('payments.markReceived')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** /backoffice/payments: KHQR payments waiting for the shopper; in demo mode, marking one received. */
export default function PaymentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const purpose = usePurpose();
  const [params, setParams] = useSearchParams();
  const requestedStatus = params.get('status') as KhqrPaymentStatus | null;
  const status = requestedStatus && STATUSES.includes(requestedStatus) ? requestedStatus : 'pending';
  const requestedPage = Number(params.get('page'));
  const page = Number.isInteger(requestedPage) && requestedPage > 0 ? requestedPage : 1;
  const modes = useGetBackofficePaymentModesQuery();
  const { data, error, isLoading, refetch } = useListBackofficePaymentsQuery({
    status,
    page,
    perPage: PER_PAGE,
  });
  const [marking, setMarking] = useState<BackofficeKhqrPayment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const demo = modes.data?.khqr === 'demo';
  const statusLabelId = useId();

  const setQuery = (next: { status?: KhqrPaymentStatus; page?: number }) => {
    const query = new URLSearchParams(params);
    if (next.status !== undefined) {
      if (next.status === 'pending') query.delete('status');
      else query.set('status', next.status);
      query.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page === 1) query.delete('page');
      else query.set('page', String(next.page));
    }
    setParams(query);
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280 }}>
      <Typography variant="h4" component="h1">
        {t('payments.title')}
      </Typography>
      {modes.data?.khqr === 'demo' && (
        <Alert severity="warning" data-testid="payments-demo-mode">
          <AlertTitle>{t('payments.demoTitle')}</AlertTitle>
          {t('payments.demoText')}
        </Alert>
      )}
      {modes.data?.khqr === 'live' && (
        <Alert severity="info" data-testid="payments-live-mode">
          <AlertTitle>{t('payments.liveTitle')}</AlertTitle>
          {t('payments.liveText')}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="payments-status">
        {announcement}
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="payments-heading"
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography id="payments-heading" variant="h6" component="h2">
            {t(`payments.heading.${status}`)}
          </Typography>
          <FormControl size="small" sx={{ minWidth: 200 }}>
            <InputLabel id={statusLabelId}>{t('payments.statusFilter')}</InputLabel>
            <Select
              labelId={statusLabelId}
              label={t('payments.statusFilter')}
              value={status}
              onChange={(event) => setQuery({ status: event.target.value as KhqrPaymentStatus })}
            >
              {STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`payments.statuses.${value}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
        {isLoading ? (
          <Skeleton variant="rounded" height={200} />
        ) : error || !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
                {t('common.retry')}
              </Button>
            }
          >
            {errorMessage(error, t('payments.loadFailed'))}
          </Alert>
        ) : data.data.length === 0 ? (
          <Alert severity="success" data-testid="payments-empty">
            {t(`payments.empty.${status}`)}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="payments-heading" sx={{ minWidth: 860 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('payments.for')}</TableCell>
                    <TableCell>{t('payments.customer')}</TableCell>
                    <TableCell align="right">{t('payments.amount')}</TableCell>
                    <TableCell>{status === 'paid' ? t('payments.paidAt') : t('payments.expires')}</TableCell>
                    <TableCell>{t('payments.md5')}</TableCell>
                    <TableCell>{t('payments.checks')}</TableCell>
                    {status === 'pending' && demo && <TableCell>{t('payments.actions')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((payment) => (
                    <TableRow key={payment.id} data-testid={`payment-row-${payment.id}`}>
                      <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{purpose(payment)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{payment.customerEmail}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatUsd(payment.amount)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatShopTime(status === 'paid' ? payment.paidAt : payment.expiresAt, language)}
                      </TableCell>
                      <TableCell>
                        {/* In full: it is what Bakong (or the local stand-in) looks the payment up by. */}
                        <Box component="code" sx={{ fontSize: '0.75rem', wordBreak: 'break-all' }}>
                          {payment.md5}
                        </Box>
                      </TableCell>
                      <TableCell>
                        {payment.mode === 'demo' ? (
                          <Typography variant="body2" color="text.secondary">
                            {t('payments.notChecked')}
                          </Typography>
                        ) : (
                          <>
                            <Typography variant="body2">
                              {t('payments.checkCount', { count: payment.checkCount })}
                            </Typography>
                            {payment.lastCheckError && (
                              <Typography
                                variant="body2"
                                color="warning.dark"
                                data-testid="payment-check-error"
                              >
                                {payment.lastCheckError}
                              </Typography>
                            )}
                          </>
                        )}
                      </TableCell>
                      {status === 'pending' && demo && (
                        <TableCell>
                          <Button
                            variant="outlined"
                            size="small"
                            onClick={() => setMarking(payment)}
                            aria-label={t('payments.markReceivedFor', { what: purpose(payment) })}
                            sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
                          >
                            {t('payments.markReceived')}
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <ListPagination
              page={page}
              lastPage={data.meta.lastPage}
              onChange={(_event, next) => setQuery({ page: next })}
            />
          </Stack>
        )}
      </Paper>
      {marking && (
        <MarkReceivedDialog
          payment={marking}
          onClose={() => setMarking(null)}
          onDone={(message) => {
            setMarking(null);
            setAnnouncement(message);
            showToast(message, { variant: 'success' });
          }}
        />
      )}
    </Stack>
  );
}
