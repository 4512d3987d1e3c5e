import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@storefront/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../app/locales';

export interface SummaryRow {
  label: string;
  amount: number;
  testId?: string;
  strong?: boolean;
  /** Shown as a deduction: −$4.00. */
  negative?: boolean;
}

interface OrderSummaryProps {
  rows: SummaryRow[];
  note?: ReactNode;
  onPlaceOrder?: () => void;
  canPlace?: boolean;
  placing?: boolean;
  error?: string;
}

/** The order summary box: money rows in USD (en-US), then Place order. */
export function OrderSummary({
  rows,
  note,
  onPlaceOrder,
  canPlace = false,
  placing = false,
  error,
}: OrderSummaryProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('summary.title')}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map((row, index) => (
          // One <div> per term and value, the only wrapper a <dl> allows; the rule above the total is its border.
          <Stack
            key={row.label}
            direction="row"
            sx={{
              justifyContent: 'space-between',
              gap: 2,
              ...(row.strong && index > 0 ? { borderTop: 1, borderColor: 'divider', pt: 1 } : {}),
            }}
          >
            <Typography component="dt" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {row.label}
            </Typography>
            <Typography
              component="dd"
              data-testid={row.testId}
              sx={{
                m: 0,
                fontWeight: row.strong ? 700 : 600,
                whiteSpace: 'nowrap',
                color: row.negative && row.amount > 0 ? 'success.main' : undefined,
              }}
            >
              {row.negative && row.amount > 0 ? `−${formatUsd(row.amount)}` : formatUsd(row.amount)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="place-order-error">
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!canPlace || placing}
        onClick={onPlaceOrder}
        sx={{ mt: 2 }}
        startIcon={placing ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {placing ? t('summary.placing') : t('summary.placeOrder')}
      </Button>
    </Paper>
  );
}
