// The order page's dialogs that take input: ship (carrier and tracking number) and cancel (reason,
// and what the cancellation refunds). A failed call keeps what was typed; a 409 (someone else moved
// the order first) says so and has the page reload the order.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, type BackofficeOrder } from '@storefront/shared';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { EditorDialog } from '../../components/editor-dialog';
import { applyFieldErrors, fieldText } from '../../components/form-errors';
import { STAFF_REASON_MAX, STAFF_REASON_MIN } from '../../components/order-handling/limits';
import { refundChannelFor } from '../../components/order-handling/order-labels';
import { RefundPlan } from '../../components/order-handling/refund-plan';
import { useMoveBackofficeOrderMutation } from './orders-api';

// The contract's limits (shared/src/contract/order-handling.ts), which front ends do not import.
export const CARRIER_MAX = 60;
export const TRACKING_MAX = 60;
export const TRACKING_PATTERN = /^[A-Za-z0-9-]+$/;
/** Cambodian carriers the ship dialog suggests; any other name may be typed. */
export const SUGGESTED_CARRIERS = ['Psar Express', 'J&T Express', 'Virak Buntham', 'Grab Express'];

/** Whether a failed call is a 409: the order is no longer where this page saw it. */
export function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
}

/** The 409 of a move: what the API said, and that the page now shows the order as it is. */
export function MoveConflict({ error }: { error: unknown }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert severity="warning" role="alert" data-testid="order-conflict">
      <AlertTitle>{t('orders.conflictTitle')}</AlertTitle>
      {errorMessage(error, t('orders.moveFailed'))} {t('orders.conflictReloaded')}
    </Alert>
  );
}

interface ShipValues {
  carrier: string;
  trackingNumber: string;
}

export function ShipDialog(props: {
  order: BackofficeOrder;
  onClose: () => void;
  onDone: (order: BackofficeOrder) => void;
  onStale: () => void;
}) {
  const { order, onClose, onDone, onStale } = props;
  const { t } = useTranslation(NAMESPACE);
  const [move, { isLoading }] = useMoveBackofficeOrderMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<unknown>(null);
  const schema = useMemo(
    () =>
      z.object({
        carrier: z
          .string()
          .trim()
          .min(1, 'orders.ship.errors.carrierRequired')
          .max(CARRIER_MAX, 'orders.ship.errors.carrierTooLong'),
        trackingNumber: z
          .string()
          .trim()
          .min(1, 'orders.ship.errors.trackingRequired')
          .max(TRACKING_MAX, 'orders.ship.errors.trackingTooLong')
          .regex(TRACKING_PATTERN, 'orders.ship.errors.trackingInvalid'),
      }),
    [],
  );
  const { control, handleSubmit, setError } = useForm<ShipValues>({
    resolver: zodResolver(schema),
    defaultValues: { carrier: '', trackingNumber: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setConflict(null);
    const result = await move({
      id: order.id,
      action: 'ship',
      body: { carrier: values.carrier.trim(), trackingNumber: values.trackingNumber.trim() },
    });
    if ('error' in result) {
      if (isConflict(result.error)) {
        setConflict(result.error);
        onStale();
        return;
      }
      setFormError(
        applyFieldErrors(
          result.error,
          ['carrier', 'trackingNumber'] as const,
          setError,
          t('orders.moveFailed'),
        ),
      );
      return;
    }
    onDone(result.data);
  });

  return (
    <EditorDialog
      open
      title={t('orders.ship.title', { number: order.number })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      testId="ship-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('orders.ship.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('orders.ship.intro')}</Typography>
        {Boolean(conflict) && <MoveConflict error={conflict} />}
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Controller
          control={control}
          name="carrier"
          render={({ field, fieldState }) => (
            <Autocomplete<string, false, false, true>
              freeSolo
              options={SUGGESTED_CARRIERS}
              value={field.value}
              inputValue={field.value}
              onInputChange={(_event, value) => field.onChange(value)}
              onChange={(_event, value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  autoFocus
                  required
                  label={t('orders.ship.carrier')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldText(t, fieldState.error) ?? t('orders.ship.carrierHelp')}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, maxLength: CARRIER_MAX },
                  }}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="trackingNumber"
          render={({ field, fieldState }) => (
            <TextField
              label={t('orders.ship.trackingNumber')}
              required
              {...field}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldText(t, fieldState.error) ?? t('orders.ship.trackingHelp')}
              slotProps={{
                htmlInput: { maxLength: TRACKING_MAX, autoCapitalize: 'characters', spellCheck: false },
              }}
            />
          )}
        />
      </Stack>
    </EditorDialog>
  );
}

export function CancelDialog(props: {
  order: BackofficeOrder;
  onClose: () => void;
  onDone: (order: BackofficeOrder) => void;
  onStale: () => void;
}) {
  const { order, onClose, onDone, onStale } = props;
  const { t } = useTranslation(NAMESPACE);
  const [move, { isLoading }] = useMoveBackofficeOrderMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<unknown>(null);
  const schema = useMemo(
    () =>
      z.object({
        reason: z
          .string()
          .trim()
          .min(STAFF_REASON_MIN, 'returns.errors.reasonRequired')
          .max(STAFF_REASON_MAX, 'returns.errors.tooLong'),
      }),
    [],
  );
  const { control, handleSubmit, setError } = useForm<{ reason: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const paid = order.paymentStatus === 'paid';

  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    setConflict(null);
    const result = await move({ id: order.id, action: 'cancel', body: { reason: reason.trim() } });
    if ('error' in result) {
      if (isConflict(result.error)) {
        setConflict(result.error);
        onStale();
        return;
      }
      setFormError(applyFieldErrors(result.error, ['reason'] as const, setError, t('orders.moveFailed')));
      return;
    }
    onDone(result.data);
  });

  return (
    <EditorDialog
      open
      title={t('orders.cancel.title', { number: order.number })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      testId="cancel-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('orders.cancel.keep')}</Button>
          <Button type="submit" variant="contained" color="error" loading={isLoading}>
            {t('orders.cancel.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {Boolean(conflict) && <MoveConflict error={conflict} />}
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Typography>{t('orders.cancel.effect')}</Typography>
        <RefundPlan
          amount={paid ? order.total : 0}
          destination={paid ? refundChannelFor(order.paymentMethod) : null}
        />
        {order.status === 'pending_payment' && order.paymentMethod === 'khqr' && (
          <Typography>{t('orders.cancel.khqrCode')}</Typography>
        )}
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <TextField
              label={t('orders.cancel.reason')}
              required
              {...field}
              inputRef={field.ref}
              autoFocus
              multiline
              minRows={3}
              error={Boolean(fieldState.error)}
              helperText={
                fieldText(t, fieldState.error) ?? t('orders.cancel.reasonHelp', { max: STAFF_REASON_MAX })
              }
              slotProps={{ htmlInput: { maxLength: STAFF_REASON_MAX } }}
            />
          )}
        />
      </Stack>
    </EditorDialog>
  );
}
