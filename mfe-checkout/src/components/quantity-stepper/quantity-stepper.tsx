import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Product name, for the buttons' accessible names. */
  itemName: string;
  min?: number;
  max?: number;
  disabled?: boolean;
}

/** − value + buttons; the value never leaves [min, max]. */
export function QuantityStepper({
  value,
  onChange,
  itemName,
  min = 1,
  max,
  disabled = false,
}: QuantityStepperProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('quantity.label', { name: itemName })}
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
    >
      <IconButton
        size="small"
        aria-label={t('quantity.decrease', { name: itemName })}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        data-testid="quantity-value"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
      >
        {value}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('quantity.increase', { name: itemName })}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
