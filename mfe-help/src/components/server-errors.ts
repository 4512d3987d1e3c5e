import { errorMessage, fieldErrors } from '@storefront/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's field messages (400 `fields`) next to the form's fields and returns a message
 * for the form as a whole when none of them applies (413/415 included, which name the file field).
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

/** A field's error for display: the API's own words, or the translation of a client-side key. */
export function errorText(t: (key: string) => string, error: { type?: string | number; message?: string } | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}
