// Puts the API's field problems (translated from their codes) onto a react-hook-form form.
import { errorMessage, fieldErrors } from '@storefront/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Each field problem of a failed save goes to the form field with the same path, or to the
 * nearest one above it (`productIds.3` → `productIds`); `rename` maps API paths to other form
 * fields. Returns a message for the form as a whole when no field took a problem.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  fallback: string,
  rename: Record<string, Path<Values>> = {},
): string | null {
  let placed = false;
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const field = fieldFor(path, fields, rename);
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : errorMessage(error, fallback);
}

function fieldFor<Name extends string>(
  path: string,
  fields: readonly Name[],
  rename: Record<string, Name>,
): Name | undefined {
  const parts = path.split('.');
  while (parts.length > 0) {
    const candidate = parts.join('.');
    if (rename[candidate]) return rename[candidate];
    if ((fields as readonly string[]).includes(candidate)) return candidate as Name;
    parts.pop();
  }
  return undefined;
}

/** The answer body of a failed call (`current` of a 409 version conflict, for instance). */
export function errorBody<Body>(error: unknown): Partial<Body> | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object') return data as Partial<Body>;
  }
  return undefined;
}

/** A field's message: the API's (already translated) or the translation of a client-side key. */
export function fieldText(
  t: (key: string) => string,
  error: { type?: string | number; message?: string } | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}
