import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACES } from '../../app/locales';
import { withFilters, type ProductFilters } from './product-filters';

/** Both bounds optional, dollars with at most two decimals, the minimum not above the maximum. */
export function priceRangeSchema(t: (key: string) => string) {
  const amount = z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,7}(\.\d{1,2})?$/.test(value), t('facets.priceInvalid'));
  return z
    .object({ min: amount, max: amount })
    .refine((v) => v.min === '' || v.max === '' || Number(v.min) <= Number(v.max), {
      message: t('facets.priceOrder'),
      path: ['max'],
    });
}

type PriceRange = { min: string; max: string };

/** A custom price range in dollars, applied to the URL (and so to the API query). */
export default function PriceRangeForm({
  filters,
  onApply,
}: {
  filters: ProductFilters;
  onApply: (next: ProductFilters) => void;
}) {
  const { t } = useTranslation(NAMESPACES);
  // Built once per language, not on every render.
  const schema = useMemo(() => priceRangeSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PriceRange>({
    resolver: zodResolver(schema),
    // Follows the URL: back/forward or a price band link refill the boxes.
    values: {
      min: filters.minPrice === null ? '' : String(filters.minPrice),
      max: filters.maxPrice === null ? '' : String(filters.maxPrice),
    },
  });
  const submit = (values: PriceRange) =>
    onApply(
      withFilters(filters, {
        minPrice: values.min.trim() === '' ? null : Number(values.min),
        maxPrice: values.max.trim() === '' ? null : Number(values.max),
      }),
    );
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('facets.customPrice')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1.5 }}
    >
      <TextField
        size="small"
        label={t('facets.min')}
        {...register('min')}
        error={Boolean(errors.min)}
        helperText={errors.min?.message}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        size="small"
        label={t('facets.max')}
        {...register('max')}
        error={Boolean(errors.max)}
        helperText={errors.max?.message}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="outlined" size="small" sx={{ gridColumn: '1 / -1' }}>
        {t('facets.apply')}
      </Button>
    </Box>
  );
}
