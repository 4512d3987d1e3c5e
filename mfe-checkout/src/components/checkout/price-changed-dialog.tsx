import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, localized } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import type { Checkout } from './use-checkout';
import { summaryRows } from './quote-summary';
import { conflictMessage } from './server-errors';

/** Prices or stock changed since the shopper looked: the new figures, and a confirm. */
export function PriceChangedDialog({ checkout }: { checkout: Checkout }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const changed = checkout.changed;
  if (!changed) return null;
  const { quote } = changed;
  const short = quote.lines.filter((line) => !line.available);
  // The order is placed with the method the shopper chose, never another: say which, and why not when it cannot pay.
  const card =
    checkout.paymentMethod === 'card'
      ? checkout.savedCards.find((saved) => saved.id === checkout.cardId)
      : undefined;
  const method = card
    ? `${t('payment.card')} ${t('payment.cardDetail', { brand: card.brand.toUpperCase(), last4: card.last4 })}`
    : t(`payment.${checkout.paymentMethod}`);
  const paymentBlocked = checkout.paymentBlockedFor(quote.total);
  return (
    <Dialog
      open
      onClose={checkout.dismissChanged}
      aria-labelledby="price-changed-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="price-changed-title">{t('changed.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{conflictMessage(quote, t)}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('changed.linesLabel')}>
          {quote.lines.map((line) => (
            <Stack
              component="li"
              key={`${line.cartId ?? 'buy'}-${line.variantId}`}
              direction="row"
              sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}
            >
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {localized(line.name, i18n.language)} × {line.quantity}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {line.available
                  ? formatUsd(line.unitPriceAfterDiscount)
                  : t('changed.onlyLeft', { count: line.stock })}
              </Typography>
            </Stack>
          ))}
        </Box>
        <Stack component="dl" sx={{ mt: 2, mb: 0 }} spacing={0.5}>
          {summaryRows(quote, t).map((row) => (
            <Stack key={row.label} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography component="dt" sx={{ fontWeight: row.strong ? 700 : 400 }}>
                {row.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: row.strong ? 700 : 600 }}
                data-testid={row.strong ? 'changed-total' : undefined}
              >
                {row.negative && row.amount > 0 ? `−${formatUsd(row.amount)}` : formatUsd(row.amount)}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }} data-testid="changed-payment-method">
          {t('changed.paymentMethod', { method })}
        </Typography>
        {short.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('changed.adjust')}
          </Alert>
        )}
        {paymentBlocked && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="changed-payment-blocked">
            {paymentBlocked} {t('changed.choosePayment')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={checkout.dismissChanged}>{t('changed.back')}</Button>
        <Button
          variant="contained"
          disabled={short.length > 0 || Boolean(paymentBlocked) || checkout.placing}
          onClick={() => void checkout.placeOrder(quote.total)}
        >
          {t('changed.confirm', { total: formatUsd(quote.total) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
