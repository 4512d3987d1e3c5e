// Inputs of the product editor bound to its react-hook-form form. Their messages are already in
// the interface's language (client checks are translated when the schema is built, the API's
// field codes by fieldErrors).
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export function FormTextField<Values extends FieldValues>({
  control,
  name,
  label,
  readOnly,
  lang,
  helperText,
  inputMode,
  ...rest
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Absent for an input named by aria-label (a table cell under its column header). */
  label?: string;
  readOnly: boolean;
  lang?: 'en' | 'km';
  helperText?: ReactNode;
  inputMode?: 'decimal' | 'numeric' | 'text';
} & Omit<TextFieldProps, 'name' | 'label' | 'helperText' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            ...rest.slotProps,
            htmlInput: { lang, inputMode, ...(rest.slotProps?.htmlInput as object | undefined) },
          }}
        />
      )}
    />
  );
}
