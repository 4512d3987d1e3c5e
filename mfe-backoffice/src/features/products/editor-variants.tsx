// The editor's variants: one row per combination of the options' values, each with its SKU, price
// and stock. "Generate all combinations" adds the missing rows and keeps the existing ones.
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeMotionIcon from '@mui/icons-material/AutoAwesomeMotion';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { localized, useLanguage } from '@storefront/shared';
import { MAX_PRODUCT_VARIANTS, SKU_MAX } from '@storefront/shared/rules';
import { useState } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type UseFieldArrayReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { FormTextField } from './editor-fields';
import { combinations, generateVariants, newVariant, type ProductFormValues } from './product-form';

type Form = UseFormReturn<ProductFormValues>;

export function VariantsSection({
  form,
  variants,
  readOnly,
}: {
  form: Form;
  variants: UseFieldArrayReturn<ProductFormValues, 'variants'>;
  readOnly: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const options = useWatch({ control: form.control, name: 'options' });
  const { errors } = useFormState({ control: form.control, name: 'variants' });
  const [notice, setNotice] = useState<string | null>(null);
  const listError = errors.variants?.root?.message ?? errors.variants?.message;
  const optionLabel = (index: number) =>
    localized(options[index]!.name, language).trim() || t('productEditor.optionHeading', { n: index + 1 });

  const generate = () => {
    const count = combinations(options).length;
    if (count > MAX_PRODUCT_VARIANTS) {
      setNotice(t('productEditor.tooManyCombinations', { count, max: MAX_PRODUCT_VARIANTS }));
      return;
    }
    const next = generateVariants(options, form.getValues('variants'));
    variants.replace(next);
    setNotice(t('productEditor.generated', { count: next.length }));
  };

  return (
    <Stack spacing={1.5}>
      {!readOnly && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            startIcon={<AutoAwesomeMotionIcon />}
            onClick={generate}
            sx={{ minHeight: 40 }}
          >
            {t('productEditor.generate')}
          </Button>
          <Button
            startIcon={<AddIcon />}
            disabled={variants.fields.length >= MAX_PRODUCT_VARIANTS}
            onClick={() =>
              variants.append(newVariant(options.length, form.getValues('variants.0.price') ?? ''))
            }
            sx={{ minHeight: 40 }}
          >
            {t('productEditor.addVariant')}
          </Button>
        </Stack>
      )}
      <Typography role="status" variant="body2" color="text.secondary" data-testid="variants-status">
        {notice}
      </Typography>
      {listError && (
        <Alert severity="error" data-testid="variants-error">
          {listError}
        </Alert>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('productEditor.variantsHeading')}
          sx={{ minWidth: 520 + options.length * 140 }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 32 }}>#</TableCell>
              {options.map((_option, index) => (
                <TableCell key={index}>{optionLabel(index)}</TableCell>
              ))}
              <TableCell>{t('products.sku')}</TableCell>
              <TableCell>{t('productEditor.price')}</TableCell>
              <TableCell>{t('productEditor.stock')}</TableCell>
              {!readOnly && <TableCell>{t('productEditor.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {variants.fields.map((field, row) => {
              const n = row + 1;
              const choicesError = errors.variants?.[row]?.choices?.message;
              return (
                <TableRow key={field.id} data-testid="variant-row" sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ pt: 2 }}>{n}</TableCell>
                  {options.map((option, optionIndex) => (
                    <TableCell key={optionIndex}>
                      <Controller
                        control={form.control}
                        name={`variants.${row}.choices.${optionIndex}`}
                        render={({ field: choice }) => (
                          <TextField
                            select
                            size="small"
                            fullWidth
                            value={choice.value ?? ''}
                            onChange={choice.onChange}
                            onBlur={choice.onBlur}
                            inputRef={choice.ref}
                            disabled={readOnly}
                            error={Boolean(choicesError)}
                            slotProps={{
                              select: { native: true },
                              htmlInput: {
                                'aria-label': t('productEditor.variantOption', {
                                  option: optionLabel(optionIndex),
                                  n,
                                }),
                              },
                            }}
                          >
                            <option value="">{t('productEditor.chooseValue')}</option>
                            {option.values.map((value, valueIndex) => (
                              <option key={valueIndex} value={String(valueIndex)}>
                                {localized(value, language).trim() ||
                                  t('productEditor.valueNumber', { v: valueIndex + 1 })}
                              </option>
                            ))}
                          </TextField>
                        )}
                      />
                      {optionIndex === 0 && choicesError && (
                        <FormHelperText error data-testid="variant-choices-error">
                          {choicesError}
                        </FormHelperText>
                      )}
                    </TableCell>
                  ))}
                  <TableCell sx={{ minWidth: 150 }}>
                    <FormTextField
                      control={form.control}
                      name={`variants.${row}.sku`}
                      readOnly={readOnly}
                      size="small"
                      fullWidth
                      slotProps={{
                        htmlInput: { 'aria-label': t('productEditor.variantSku', { n }), maxLength: SKU_MAX },
                      }}
                    />
                    {options.length === 0 && choicesError && (
                      <FormHelperText error>{choicesError}</FormHelperText>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <FormTextField
                      control={form.control}
                      name={`variants.${row}.price`}
                      readOnly={readOnly}
                      size="small"
                      fullWidth
                      inputMode="decimal"
                      slotProps={{ htmlInput: { 'aria-label': t('productEditor.variantPrice', { n }) } }}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 100 }}>
                    <FormTextField
                      control={form.control}
                      name={`variants.${row}.stock`}
                      readOnly={readOnly}
                      size="small"
                      fullWidth
                      inputMode="numeric"
                      slotProps={{ htmlInput: { 'aria-label': t('productEditor.variantStock', { n }) } }}
                    />
                  </TableCell>
                  {!readOnly && (
                    <TableCell>
                      <IconButton
                        aria-label={t('productEditor.removeVariant', { n })}
                        disabled={variants.fields.length <= 1}
                        onClick={() => variants.remove(row)}
                        sx={{ width: 40, height: 40 }}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
