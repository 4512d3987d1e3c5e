// The editor's options (1–3, e.g. Colour and Size), each with its name and values in English and
// Khmer. Variants refer to an option's values by place, so renaming a value carries over to them.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_OPTION_VALUES, MAX_PRODUCT_OPTIONS, OPTION_TEXT_MAX } from '@storefront/shared/rules';
import { useFieldArray, useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { FormTextField } from './editor-fields';
import {
  newOption,
  withNewOption,
  withoutOption,
  withoutOptionValue,
  type ProductFormValues,
  type VariantFormValue,
} from './product-form';

type Form = UseFormReturn<ProductFormValues>;
type VariantsUpdate = (change: (variants: VariantFormValue[]) => VariantFormValue[]) => void;

export function OptionsSection({
  form,
  readOnly,
  onVariantsChange,
}: {
  form: Form;
  readOnly: boolean;
  onVariantsChange: VariantsUpdate;
}) {
  const { t } = useTranslation(NAMESPACE);
  const options = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = useFormState({ control: form.control, name: 'options' });
  const listError = errors.options?.root?.message ?? errors.options?.message;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('productEditor.optionsHelp')}
      </Typography>
      {listError && <Alert severity="error">{listError}</Alert>}
      {options.fields.map((field, index) => (
        <OptionCard
          key={field.id}
          form={form}
          index={index}
          readOnly={readOnly}
          onRemove={() => {
            options.remove(index);
            onVariantsChange((variants) => withoutOption(variants, index));
          }}
          onVariantsChange={onVariantsChange}
        />
      ))}
      {!readOnly && (
        <div>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            disabled={options.fields.length >= MAX_PRODUCT_OPTIONS}
            onClick={() => {
              options.append(newOption(), {
                shouldFocus: true,
                focusName: `options.${options.fields.length}.name.en`,
              });
              onVariantsChange(withNewOption);
            }}
            sx={{ minHeight: 40 }}
          >
            {t('productEditor.addOption')}
          </Button>
          {options.fields.length >= MAX_PRODUCT_OPTIONS && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {t('productEditor.maxOptions', { max: MAX_PRODUCT_OPTIONS })}
            </Typography>
          )}
        </div>
      )}
    </Stack>
  );
}

function OptionCard({
  form,
  index,
  readOnly,
  onRemove,
  onVariantsChange,
}: {
  form: Form;
  index: number;
  readOnly: boolean;
  onRemove: () => void;
  onVariantsChange: VariantsUpdate;
}) {
  const { t } = useTranslation(NAMESPACE);
  const values = useFieldArray({ control: form.control, name: `options.${index}.values` });
  const { errors } = useFormState({ control: form.control, name: `options.${index}.values` });
  const valuesError =
    errors.options?.[index]?.values?.root?.message ?? errors.options?.[index]?.values?.message;
  const n = index + 1;
  const headingId = `option-${index}-heading`;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0 }}
      data-testid="option-card"
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t('productEditor.optionHeading', { n })}
        </Typography>
        {!readOnly && (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove} sx={{ minHeight: 40 }}>
            {t('productEditor.removeOption', { n })}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <FormTextField
          control={form.control}
          name={`options.${index}.name.en`}
          label={t('productEditor.optionNameEn', { n })}
          readOnly={readOnly}
          lang="en"
          required
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: OPTION_TEXT_MAX } }}
        />
        <FormTextField
          control={form.control}
          name={`options.${index}.name.kh`}
          label={t('productEditor.optionNameKh', { n })}
          readOnly={readOnly}
          lang="km"
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: OPTION_TEXT_MAX } }}
        />
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('productEditor.valuesHeading')}
      </Typography>
      {valuesError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {valuesError}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {values.fields.map((field, valueIndex) => {
          const v = valueIndex + 1;
          return (
            <Stack
              key={field.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormTextField
                control={form.control}
                name={`options.${index}.values.${valueIndex}.en`}
                label={t('productEditor.valueEn', { n, v })}
                readOnly={readOnly}
                lang="en"
                required
                fullWidth
                size="small"
                slotProps={{ htmlInput: { maxLength: OPTION_TEXT_MAX } }}
              />
              <FormTextField
                control={form.control}
                name={`options.${index}.values.${valueIndex}.kh`}
                label={t('productEditor.valueKh', { n, v })}
                readOnly={readOnly}
                lang="km"
                fullWidth
                size="small"
                slotProps={{ htmlInput: { maxLength: OPTION_TEXT_MAX } }}
              />
              {!readOnly && (
                <IconButton
                  aria-label={t('productEditor.removeValue', { n, v })}
                  disabled={values.fields.length <= 1}
                  onClick={() => {
                    values.remove(valueIndex);
                    onVariantsChange((variants) => withoutOptionValue(variants, index, valueIndex));
                  }}
                  sx={{ width: 40, height: 40, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          );
        })}
      </Stack>
      {!readOnly && (
        <Button
          startIcon={<AddIcon />}
          disabled={values.fields.length >= MAX_OPTION_VALUES}
          onClick={() =>
            values.append(
              { en: '', kh: '' },
              { shouldFocus: true, focusName: `options.${index}.values.${values.fields.length}.en` },
            )
          }
          sx={{ mt: 1, minHeight: 40 }}
        >
          {t('productEditor.addValue', { n })}
        </Button>
      )}
    </Paper>
  );
}
