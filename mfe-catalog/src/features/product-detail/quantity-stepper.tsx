import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';

/** `value` kept within [1, max]; a max below 1 still allows 1 (the control is then disabled). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(max)), Math.max(1, Math.floor(value)));
}

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** − [n] + with the count typed or stepped, never below 1 or above `max` (the variant's stock). */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation(NAMESPACES);
  // What the shopper is typing; null when the field shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const label = t('quantity', { ns: 'product' });
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <IconButton
        size="small"
        aria-label={t('detail.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value.replace(/\D/g, '');
          // An empty field is allowed while typing; anything else is clamped at once.
          setDraft(text === '' ? '' : null);
          if (text !== '') onChange(clampQuantity(Number(text), max));
        }}
        onBlur={() => setDraft(null)}
        inputProps={{
          'aria-label': label,
          inputMode: 'numeric',
          'data-testid': 'quantity-input',
          style: { textAlign: 'center', width: '3.5ch' },
        }}
        sx={{ px: 0.5 }}
      />
      <IconButton
        size="small"
        aria-label={t('detail.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
