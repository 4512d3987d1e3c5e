// The stock screen's dialogs: restock a variant (quantity, reason, note) and its stock history.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
  ERRORS_NAMESPACE,
  formatDate,
  localized,
  useLanguage,
  type StockVariant,
  showToast,
} from '@storefront/shared';
import {
  MAX_STOCK_MOVEMENT,
  RESTOCK_REASONS,
  restockSignProblem,
  STOCK_NOTE_MAX,
  type RestockReason,
} from '@storefront/shared/rules';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { EditorDialog } from '../../components/editor-dialog';
import { applyFieldErrors } from '../../components/form-errors';
import { useListStockMovementsQuery, useRestockVariantMutation } from './stock-api';
import { ListPagination } from '../../components/list-pagination';

/** "Red / M · SKU TS-RED-M" (the variant's English option values: the API stores them so). */
export function variantText(variant: Pick<StockVariant, 'attributes' | 'sku'>, noOptions: string): string {
  const values = Object.values(variant.attributes).join(' / ') || noOptions;
  return variant.sku ? `${values} · ${variant.sku}` : values;
}

interface RestockValues {
  quantity: string;
  reason: RestockReason;
  note: string;
}

export function RestockDialog({
  variant,
  onClose,
  onDone,
}: {
  variant: StockVariant;
  onClose: () => void;
  onDone: (variant: StockVariant) => void;
}) {
  const { t } = useTranslation([NAMESPACE, ERRORS_NAMESPACE]);
  const { language } = useLanguage();
  const [restock, { isLoading }] = useRestockVariantMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({
          quantity: z
            .string()
            .trim()
            .refine(
              (value) => /^[-+]?\d+$/.test(value) && Math.abs(Number(value)) <= MAX_STOCK_MOVEMENT,
              t('stock.errors.quantity', { max: MAX_STOCK_MOVEMENT.toLocaleString('en-US') }),
            ),
          reason: z.enum(RESTOCK_REASONS),
          note: z
            .string()
            .trim()
            .max(STOCK_NOTE_MAX, t('stock.errors.noteTooLong', { max: STOCK_NOTE_MAX })),
        })
        .superRefine((values, context) => {
          if (!/^[-+]?\d+$/.test(values.quantity)) return;
          const problem = restockSignProblem(values.reason, Number(values.quantity));
          if (problem)
            context.addIssue({
              code: 'custom',
              message: t(problem, { ns: ERRORS_NAMESPACE }),
              path: ['quantity'],
            });
        }),
    [t],
  );
  const { control, handleSubmit, setError } = useForm<RestockValues>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: '', reason: 'restock', note: '' },
  });
  const name = localized(variant.productName, language);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await restock({
      variantId: variant.id,
      body: { quantity: Number(values.quantity), reason: values.reason, note: values.note },
    });
    if ('error' in result) {
      setFormError(
        applyFieldErrors(
          result.error,
          ['quantity', 'reason', 'note'] as const,
          setError,
          t('stock.restockFailed'),
        ),
      );
      return;
    }
    showToast(t('stock.restocked', { name, stock: result.data.stock }), { variant: 'success' });
    onDone(result.data);
  });

  return (
    <EditorDialog
      open
      title={t('stock.restockTitle', { name })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      testId="restock-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('stock.restockSave')}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          {variantText(variant, t('stock.singleVariant'))} ·{' '}
          {t('stock.stockVsThreshold', { stock: variant.stock, threshold: variant.lowStockThreshold })}
        </Typography>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('stock.reason')}
              {...field}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t(`stock.reasonHelp.${field.value}`)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {RESTOCK_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`stock.reasons.${reason}`)}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="quantity"
          render={({ field, fieldState }) => (
            <TextField
              label={t('stock.quantity')}
              required
              {...field}
              inputRef={field.ref}
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('stock.quantityHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        />
        <Controller
          control={control}
          name="note"
          render={({ field, fieldState }) => (
            <TextField
              label={t('stock.note')}
              {...field}
              inputRef={field.ref}
              multiline
              minRows={2}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('stock.noteHelp', { max: STOCK_NOTE_MAX })}
              slotProps={{ htmlInput: { maxLength: STOCK_NOTE_MAX } }}
            />
          )}
        />
      </Stack>
    </EditorDialog>
  );
}

const HISTORY_PER_PAGE = 20;

export function StockHistoryDialog({ variant, onClose }: { variant: StockVariant; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useListStockMovementsQuery({
    variantId: variant.id,
    page,
    perPage: HISTORY_PER_PAGE,
  });
  const name = localized(variant.productName, language);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="history-dialog"
    >
      <DialogTitle id={titleId} component="h2">
        {t('stock.historyTitle', { name })}
      </DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {variantText(data?.variant ?? variant, t('stock.singleVariant'))} ·{' '}
          {t('stock.stockVsThreshold', {
            stock: data?.variant.stock ?? variant.stock,
            threshold: variant.lowStockThreshold,
          })}
        </Typography>
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
            {t('stock.historyFailed')}
          </Alert>
        ) : data.data.length === 0 ? (
          <Typography>{t('stock.historyEmpty')}</Typography>
        ) : (
          <Stack spacing={2}>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 640 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('stock.when')}</TableCell>
                    <TableCell align="right">{t('stock.change')}</TableCell>
                    <TableCell align="right">{t('stock.stockAfter')}</TableCell>
                    <TableCell>{t('stock.reason')}</TableCell>
                    <TableCell>{t('stock.note')}</TableCell>
                    <TableCell>{t('stock.who')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((movement) => (
                    <TableRow key={movement.id} data-testid="movement-row">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(movement.createdAt, language, { withTime: true })}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ color: movement.change < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}
                      >
                        {movement.change > 0 ? `+${movement.change}` : movement.change}
                      </TableCell>
                      <TableCell align="right">{movement.stockAfter}</TableCell>
                      <TableCell>{t(`stock.reasons.${movement.reason}`)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{movement.note || '—'}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>
                        {movement.actorEmail ?? t('stock.byShop')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <ListPagination
              page={data.meta.currentPage}
              lastPage={data.meta.lastPage}
              onChange={(_event, next) => setPage(next)}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ '& .MuiButton-root': { minHeight: 40 } }}>
        <Button onClick={onClose}>{t('stock.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
