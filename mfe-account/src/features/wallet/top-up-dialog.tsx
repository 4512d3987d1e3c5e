import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  fieldErrors,
  formatDate,
  formatUsd,
  MAX_TOP_UP,
  type KhqrPayment,
  useGetPaymentQuery,
  showToast,
} from '@storefront/shared';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { useCreateTopUpMutation } from './wallet-api';

export const MIN_TOP_UP = 1;
/** How often the page asks whether the KHQR payment arrived. */
const POLL_MS = 3000;

function QrImage({ payment }: { payment: KhqrPayment }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(payment.qrString, { width: 240, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSource(url))
      .catch(() => live && setSource(null));
    return () => {
      live = false;
    };
  }, [payment.qrString]);
  return source ? (
    <Box
      component="img"
      src={source}
      alt={t('wallet.qrAlt', { amount: formatUsd(payment.amount) })}
      data-testid="khqr-image"
      sx={{ width: 240, height: 240, mx: 'auto', display: 'block' }}
    />
  ) : (
    <Box sx={{ width: 240, height: 240, mx: 'auto', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('states.loading')} />
    </Box>
  );
}

function PaymentStep({
  payment,
  onDone,
  onRenew,
  renewing,
}: {
  payment: KhqrPayment;
  onDone: () => void;
  onRenew: () => void;
  renewing: boolean;
}) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [finished, setFinished] = useState(false);
  const { data } = useGetPaymentQuery(payment.id, {
    pollingInterval: finished ? 0 : POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const current = data ?? payment;
  useEffect(() => {
    if (current.status === 'paid' && !finished) {
      setFinished(true);
      showToast(t('wallet.paid'), { variant: 'success' });
      onDone();
    } else if ((current.status === 'expired' || current.status === 'cancelled') && !finished) {
      setFinished(true);
    }
  }, [current.status, finished, onDone, t]);

  if (current.status === 'expired' || current.status === 'cancelled') {
    return (
      <Alert
        severity="warning"
        data-testid="top-up-expired"
        action={
          <Button color="inherit" size="small" onClick={onRenew} disabled={renewing}>
            {t('wallet.getNewCode')}
          </Button>
        }
      >
        {t('wallet.expired')}
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ textAlign: 'center' }}>
      <QrImage payment={current} />
      <Typography>{t('wallet.scan', { amount: formatUsd(current.amount) })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('wallet.expiresAt', { time: formatDate(current.expiresAt, i18n.language, { withTime: true }) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center' }} role="status">
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('wallet.waiting')}</Typography>
      </Box>
    </Stack>
  );
}

/** Amount → a KHQR code to scan; the wallet is credited once the payment arrives. */
export function TopUpDialog({ onClose, onPaid }: { onClose: () => void; onPaid: () => void }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [createTopUp, { isLoading }] = useCreateTopUpMutation();
  const [payment, setPayment] = useState<KhqrPayment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        amount: z
          .string()
          .trim()
          .refine(
            (text) =>
              /^\d+(\.\d{1,2})?$/.test(text) && Number(text) >= MIN_TOP_UP && Number(text) <= MAX_TOP_UP,
            {
              message: t('wallet.amountInvalid'),
            },
          ),
      }),
    [t],
  );
  const { control, handleSubmit, setError } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });

  /** A new KHQR code for `amount`; it replaces the one shown (if any) once the API answers. */
  const requestCode = async (amount: number) => {
    setFailure(null);
    const result = await createTopUp({ amount });
    if (result.error) {
      const fields = fieldErrors(result.error);
      if (fields.amount) setError('amount', { message: fields.amount });
      setFailure(errorMessage(result.error, t('wallet.topUpFailed')));
      return;
    }
    setPayment(result.data);
  };
  const onSubmit = handleSubmit(({ amount }) => requestCode(Number(amount)));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="top-up-title">
      <DialogTitle id="top-up-title">{t('wallet.topUpTitle')}</DialogTitle>
      {payment ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
              <PaymentStep
                key={payment.id}
                payment={payment}
                onDone={() => {
                  onPaid();
                  onClose();
                }}
                // An expired code: a new one for the same amount, in one click.
                onRenew={() => void requestCode(payment.amount)}
                renewing={isLoading}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                setFailure(null);
                setPayment(null);
              }}
            >
              {t('wallet.changeAmount')}
            </Button>
            <Button onClick={onClose}>{t('wallet.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
              <Controller
                name="amount"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    required
                    autoFocus
                    label={t('wallet.amountLabel')}
                    inputMode="decimal"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? t('wallet.amountHelp')}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                      htmlInput: { inputMode: 'decimal' },
                    }}
                  />
                )}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isLoading}>
              {t('wallet.close')}
            </Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {t('wallet.createQr')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
