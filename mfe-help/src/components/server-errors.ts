import { errorMessage, fieldErrors } from '@storefront/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's field problems (`fields`, translated from their codes) next to the form's fields
 * and returns a message for the form as a whole when none of them applies. A refused file comes
 * the same way: a 415 names the file field (`upload.type_field`), so it is shown there; a 413
 * (`upload.too_large`) has no field and is shown for the form.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  fallback: string,
): string | null {
  let placed = false;
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const name = path.split('.').pop() as Path<Values>;
    if (fields.includes(name)) {
      setError(name, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : errorMessage(error, fallback);
}

/** A field's error for display: the API's message (already translated), or the translation of a client-side key. */
export function errorText(
  t: (key: string) => string,
  error: { type?: string | number; message?: string } | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}
