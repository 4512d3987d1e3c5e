import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../api/error-message';
import type { AddressBookEntry, AddressBookRequest } from '../contract';
import {
  ADDRESS_FORM_FIELDS,
  EMPTY_ADDRESS,
  addressFormSchema,
  type AddressFormField,
  type AddressFormValues,
} from './address-form-schema';
import { ADDRESS_NAMESPACE } from './address-namespace';
import { ADDRESS_TYPES, PROVINCES } from './provinces';

/** What `onSubmit` may give back: an RTK Query mutation result fits as is. */
type SubmitResult = { error?: unknown } | { data: unknown } | void;

export interface AddressFormProps {
  /** Values to start from, e.g. the address being edited. */
  initialValues?: Partial<AddressBookEntry>;
  /** Sends the address; a result with `error` keeps the form as typed and shows the messages. */
  onSubmit: (request: AddressBookRequest) => Promise<SubmitResult> | SubmitResult;
  submitLabel?: string;
  onCancel?: () => void;
  /** Hide the "default address" checkbox (e.g. at checkout, or when editing the default). */
  hideDefaultToggle?: boolean;
  /** Extra content under the fields, before the buttons. */
  children?: ReactNode;
}

function valuesFrom(initial: Partial<AddressBookEntry> | undefined): AddressFormValues {
  const values = { ...EMPTY_ADDRESS };
  if (!initial) return values;
  for (const field of ADDRESS_FORM_FIELDS) {
    const value = initial[field as keyof AddressBookEntry];
    if (value !== undefined && value !== null) (values as Record<string, unknown>)[field] = value;
  }
  return values;
}

/**
 * One address form for the address book and checkout: spec section 3 fields, Cambodia's 25
 * provinces, checked with zod, then by the API, whose field messages appear next to the fields.
 * A failed call never clears what the shopper typed.
 */
export function AddressForm({
  initialValues,
  onSubmit,
  submitLabel,
  onCancel,
  hideDefaultToggle = false,
  children,
}: AddressFormProps) {
  const { t, i18n } = useTranslation(ADDRESS_NAMESPACE);
  const khmer = i18n.language?.startsWith('kh') ?? false;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: valuesFrom(initialValues),
    mode: 'onTouched',
  });

  const messageOf = (field: AddressFormField): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    // Client checks give keys; the server's messages arrive as sentences.
    return i18n.exists(`errors.${message}`, { ns: ADDRESS_NAMESPACE }) ? t(`errors.${message}`) : message;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await onSubmit(values);
    if (!result || !('error' in result) || result.error === undefined) return;
    const fromServer = fieldErrors(result.error);
    let shown = false;
    for (const [path, message] of Object.entries(fromServer)) {
      const name = path.split('.').pop() as AddressFormField;
      if (ADDRESS_FORM_FIELDS.includes(name)) {
        setError(name, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setFormError(errorMessage(result.error, t('failed')));
  });

  const text = (
    field: Exclude<AddressFormField, 'type' | 'province' | 'isDefault'>,
    options: { required?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'email' } = {},
  ) => (
    <Controller
      name={field}
      control={control}
      render={({ field: { ref, ...input } }) => (
        <TextField
          {...input}
          inputRef={ref}
          id={`address-${field}`}
          label={t(`fields.${field}`)}
          error={Boolean(errors[field])}
          helperText={
            messageOf(field) ??
            (i18n.exists(`hints.${field}`, { ns: ADDRESS_NAMESPACE }) ? t(`hints.${field}`) : undefined)
          }
          required={options.required}
          autoComplete={options.autoComplete}
          fullWidth
          slotProps={{ htmlInput: { inputMode: options.inputMode } }}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('formLabel')}>
      <Stack spacing={2}>
        {formError && (
          <Alert severity="error" role="alert" data-testid="address-form-error">
            {formError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            name="type"
            control={control}
            render={({ field: { ref, ...input } }) => (
              <TextField
                {...input}
                inputRef={ref}
                select
                id="address-type"
                label={t('fields.type')}
                fullWidth
              >
                {ADDRESS_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="province"
            control={control}
            render={({ field: { ref, ...input } }) => (
              <TextField
                {...input}
                inputRef={ref}
                select
                id="address-province"
                label={t('fields.province')}
                required
                error={Boolean(errors.province)}
                helperText={messageOf('province')}
                fullWidth
                slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
              >
                {PROVINCES.map((province) => (
                  <MenuItem key={province.en} value={province.en}>
                    {khmer ? province.kh : province.en}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {text('district', { required: true })}
          {text('commune', { required: true })}
          {text('village')}
          {text('street', { autoComplete: 'address-line1' })}
          {text('home')}
          {text('building', { autoComplete: 'address-line2' })}
          {text('postCode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          {text('email', { autoComplete: 'email', inputMode: 'email' })}
        </Box>
        {!hideDefaultToggle && (
          <Controller
            name="isDefault"
            control={control}
            render={({ field: input }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={input.value}
                    onChange={(event) => input.onChange(event.target.checked)}
                    onBlur={input.onBlur}
                    name={input.name}
                  />
                }
                label={t('fields.isDefault')}
              />
            )}
          />
        )}
        {children}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          {onCancel && (
            <Button variant="text" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel ?? t('save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export default AddressForm;
