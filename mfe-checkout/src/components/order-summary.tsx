import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
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
}

/** The order summary box: money rows, then a disabled "Place order" until ordering opens. */
export function OrderSummary({ rows, note }: { rows: SummaryRow[]; note?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const soonId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${soonId}-title`}
      sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Typography id={`${soonId}-title`} variant="h6" component="h2" gutterBottom>
        {t('summary.title')}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map((row, index) => (
          <Stack key={row.label} sx={{ gap: 1 }}>
            {row.strong && index > 0 && <Divider />}
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography component="dt" sx={{ fontWeight: row.strong ? 700 : 400 }}>
                {row.label}
              </Typography>
              <Typography
                component="dd"
                data-testid={row.testId}
                sx={{ m: 0, fontWeight: row.strong ? 700 : 600 }}
              >
                {formatUsd(row.amount)}
              </Typography>
            </Stack>
          </Stack>
        ))}
      </Stack>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
      <Button variant="contained" size="large" fullWidth disabled aria-describedby={soonId} sx={{ mt: 2 }}>
        {t('summary.placeOrder')}
      </Button>
      <Typography
        id={soonId}
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, textAlign: 'center' }}
        data-testid="checkout-opens-soon"
      >
        {t('summary.opensSoon')}
      </Typography>
    </Paper>
  );
}
