import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorCode,
  formatUsd,
  Link,
  useLanguage,
  useSearchParams,
  type Refund,
  showToast,
} from '@storefront/shared';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { canHandleOrders } from '../../app/navigation';
import { useStaff } from '../../app/use-staff';
import { EditorDialog } from '../../components/editor-dialog';
import { applyFieldErrors, fieldText } from '../../components/form-errors';
import { formatShopTime } from '../../components/shop-time';
import { visuallyHidden } from '../../components/visually-hidden';
import { NoOrderAccess } from '../../components/order-handling/no-access';
import { PaymentLabel } from '../../components/order-handling/order-labels';
import { useCompleteBackofficeRefundMutation, useListBackofficeRefundsQuery } from './refunds-api';
import { ListPagination } from '../../components/list-pagination';

const TABS = ['pending', 'succeeded', 'all'] as const;
type RefundTab = (typeof TABS)[number];
const PER_PAGE = 20;
/** The transfer's reference: 3 to 100 characters (the contract's REFUND_REFERENCE_* limits). */
export const REFERENCE_MIN = 3;
export const REFERENCE_MAX = 100;

/** /backoffice/refunds: manual refunds to make (KHQR, bank transfer, cash) and the ones done. */
export default function RefundsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { me } = useStaff();
  if (!canHandleOrders(me.role)) return <NoOrderAccess title={t('refunds.title')} />;
  return <RefundList />;
}

function RefundList() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const tab: RefundTab = (TABS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as RefundTab)
    : 'pending';
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const { data, error, isLoading, isFetching, refetch } = useListBackofficeRefundsQuery({
    status: tab === 'all' ? undefined : tab,
    page,
    perPage: PER_PAGE,
  });
  const [completing, setCompleting] = useState<Refund | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: { tab?: RefundTab; page?: number }) => {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'pending') search.set('status', nextTab);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" ref={heading} tabIndex={-1}>
        {t('refunds.title')}
      </Typography>
      <Typography color="text.secondary">{t('refunds.intro')}</Typography>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="refunds-status">
        {announcement}
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: RefundTab) => go({ tab: value })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('refunds.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`refunds.tabs.${value}`)} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      <Box aria-busy={isFetching}>
        {isLoading ? (
          <Skeleton variant="rounded" height={200} />
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
            {t('refunds.loadFailed')}
          </Alert>
        ) : data.data.length === 0 ? (
          <Alert severity="info" data-testid="refunds-empty">
            {t(`refunds.empty.${tab}`)}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.data.map((refund) => (
                <RefundCard key={refund.id} refund={refund} onComplete={() => setCompleting(refund)} />
              ))}
            </Stack>
            <ListPagination
              page={data.meta.currentPage}
              lastPage={data.meta.lastPage}
              onChange={(_event, value) => go({ page: value })}
            />
          </Stack>
        )}
      </Box>
      {completing && (
        <CompleteRefundDialog
          refund={completing}
          onClose={() => {
            setCompleting(null);
            requestAnimationFrame(() => heading.current?.focus());
          }}
          onStale={() => void refetch()}
          onDone={(refund) => {
            setCompleting(null);
            const message = t('refunds.completed', {
              amount: formatUsd(refund.amount),
              number: refund.orderNumber,
            });
            setAnnouncement(message);
            showToast(message, { variant: 'success' });
            requestAnimationFrame(() => heading.current?.focus());
          }}
        />
      )}
    </Stack>
  );
}

function RefundCard({ refund, onComplete }: { refund: Refund; onComplete: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const done = refund.status === 'succeeded';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid={`refund-${refund.id}`}
    >
      <Stack spacing={0.75}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('refunds.cardTitle', {
              amount: formatUsd(refund.amount),
              destination: t(`refunds.destination.${refund.destination}`),
            })}
          </Typography>
          <Chip
            size="small"
            color={done ? 'success' : 'warning'}
            label={t(`refunds.status.${refund.status}`)}
            data-testid="refund-status"
          />
        </Stack>
        <Typography variant="body2">
          {t(`refunds.kind.${refund.kind}`)} ·{' '}
          <Link to={`/backoffice/orders/${refund.orderId}`} style={{ color: 'inherit', fontWeight: 600 }}>
            {refund.orderNumber}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {[refund.shopper.name, refund.shopper.email, refund.shopper.phone].filter(Boolean).join(' · ')}
        </Typography>
        <PaymentLabel method={refund.method} status={done ? 'refunded' : 'paid'} />
        <Typography variant="body2" color="text.secondary">
          {t('refunds.createdOn', {
            date: formatShopTime(refund.createdAt, language),
            who: refund.createdBy?.email ?? t('refunds.byShopper'),
          })}
        </Typography>
        {done && (
          <Typography variant="body2" data-testid="refund-done">
            {t('refunds.doneOn', {
              date: formatShopTime(refund.completedAt, language),
              who: refund.completedBy?.email ?? t('refunds.automatically'),
            })}
            {(refund.reference ?? refund.providerReference) &&
              ` · ${t('refunds.referenceIs', { reference: refund.reference ?? refund.providerReference })}`}
          </Typography>
        )}
        {!done && (
          <Box sx={{ pt: 0.5 }}>
            <Button
              variant="contained"
              onClick={onComplete}
              aria-label={t('refunds.recordFor', { number: refund.orderNumber })}
              sx={{ minHeight: 40 }}
            >
              {t('refunds.record')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

function CompleteRefundDialog(props: {
  refund: Refund;
  onClose: () => void;
  onDone: (refund: Refund) => void;
  onStale: () => void;
}) {
  const { refund, onClose, onDone, onStale } = props;
  const { t } = useTranslation(NAMESPACE);
  const [complete, { isLoading }] = useCompleteBackofficeRefundMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        reference: z
          .string()
          .trim()
          .min(REFERENCE_MIN, 'refunds.errors.referenceRequired')
          .max(REFERENCE_MAX, 'refunds.errors.referenceTooLong'),
      }),
    [],
  );
  const { control, handleSubmit, setError } = useForm<{ reference: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reference: '' },
  });
  const submit = handleSubmit(async ({ reference }) => {
    setFormError(null);
    const result = await complete({ id: refund.id, body: { reference: reference.trim() } });
    if ('error' in result) {
      setFormError(
        applyFieldErrors(result.error, ['reference'] as const, setError, t('refunds.completeFailed')),
      );
      if (errorCode(result.error) === 'refund.already_completed') onStale();
      return;
    }
    onDone(result.data);
  });
  const how = ['khqr', 'bank', 'cash'].includes(refund.destination) ? refund.destination : 'other';
  return (
    <EditorDialog
      open
      title={t('refunds.recordTitle', { number: refund.orderNumber })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      testId="complete-refund-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('refunds.recordSubmit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Typography>
          {t(`refunds.how.${how}`, {
            amount: formatUsd(refund.amount),
            name: refund.shopper.name,
            phone: refund.shopper.phone ?? refund.shopper.email,
          })}
        </Typography>
        <Controller
          control={control}
          name="reference"
          render={({ field, fieldState }) => (
            <TextField
              label={t('refunds.reference')}
              required
              {...field}
              inputRef={field.ref}
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={fieldText(t, fieldState.error) ?? t('refunds.referenceHelp')}
              slotProps={{ htmlInput: { maxLength: REFERENCE_MAX } }}
            />
          )}
        />
      </Stack>
    </EditorDialog>
  );
}
