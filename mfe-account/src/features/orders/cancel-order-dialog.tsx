import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage, fieldErrors, shopperCancelMode, type Order, showToast } from '@storefront/shared';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { useCancelOrderMutation } from '../../components/activity/activity-api';

export const CANCEL_REASONS = [
  'changedMind',
  'betterPrice',
  'wrongItem',
  'deliveryTooLong',
  'other',
] as const;

/**
 * Asks why, then cancels the order; wallet payments come back to the wallet (the API does it). Once
 * the shop has confirmed or packed the order, the cancel is a request the shop answers: the dialog
 * and the toast say so (the API answers the cancellation with status `requested`).
 */
export function CancelOrderDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({
          reason: z.enum(CANCEL_REASONS, { message: t('cancel.reasonRequired') }),
          details: z
            .string()
            .trim()
            .max(500, { message: t('cancel.detailsTooLong') }),
        })
        .refine((values) => values.reason !== 'other' || values.details.length >= 5, {
          path: ['details'],
          message: t('cancel.detailsRequired'),
        }),
    [t],
  );
  type Values = z.input<typeof schema>;
  const { control, handleSubmit, watch, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' as Values['reason'], details: '' },
  });
  const reason = watch('reason');
  const asRequest = shopperCancelMode(order) === 'request';
  const walletRefund = order.paymentMethod === 'wallet' && order.paymentStatus === 'paid';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const text = [t(`cancel.reasons.${values.reason}`), values.details.trim()].filter(Boolean).join(': ');
    const result = await cancelOrder({ orderId: order.id, reason: text });
    if ('error' in result && result.error) {
      const fields = fieldErrors(result.error);
      if (fields.reason) setError('details', { message: fields.reason });
      setFailure(errorMessage(result.error, t('cancel.failed')));
      return;
    }
    showToast(
      result.data.status === 'requested'
        ? t('cancel.requested')
        : walletRefund
          ? t('cancel.successRefunded')
          : t('cancel.success'),
      { variant: 'success' },
    );
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cancel-order-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="cancel-order-title">{t('cancel.title', { number: order.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {asRequest ? t('cancel.requestNote') : walletRefund ? t('cancel.walletNote') : t('cancel.note')}
            </DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Controller
              name="reason"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  required
                  label={t('cancel.reason')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {CANCEL_REASONS.map((key) => (
                    <MenuItem key={key} value={key}>
                      {t(`cancel.reasons.${key}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="details"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  multiline
                  minRows={2}
                  required={reason === 'other'}
                  label={t('cancel.details')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={isLoading}>
            {asRequest ? t('cancel.submitRequest') : t('cancel.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
