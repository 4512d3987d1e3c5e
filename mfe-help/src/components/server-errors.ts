import { errorMessage, fieldErrors } from '@storefront/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FileKind } from './file-rules';

/** The form's file upload, when it has one: its field and which files it takes. */
export interface UploadField<Values extends FieldValues> {
  field: Path<Values>;
  kind: FileKind;
}

const statusOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined);

/**
 * The translation key for an upload the API refused: 413 (too large) or 415 (not an accepted
 * type). The API words these in English only, and the form knows them in both languages.
 * Null for any other answer, or for a form without a file.
 */
export function uploadErrorKey(error: unknown, kind: FileKind | undefined): string | null {
  if (!kind) return null;
  const status = statusOf(error);
  if (status === 413) return 'form.errors.fileTooLarge';
  if (status === 415) return kind === 'cv' ? 'form.errors.cvType' : 'form.errors.fileType';
  return null;
}

/** What to show for a failed call: a refused upload in the interface's language, otherwise the
 * API's own message (or `fallback` when it has none). */
export function serverMessage(error: unknown, t: (key: string) => string, fallback: string, kind?: FileKind): string {
  const key = uploadErrorKey(error, kind);
  return key ? t(key) : errorMessage(error, fallback);
}

/**
 * Puts the API's field messages (400 `fields`) next to the form's fields and returns a message
 * for the form as a whole when none of them applies. A refused file (413/415) is shown in the
 * interface's language: 415 next to the file field (the API names it), 413 for the form.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  fallback: string,
  options: { t: (key: string) => string; upload?: UploadField<Values> },
): string | null {
  const { t, upload } = options;
  const uploadKey = uploadErrorKey(error, upload?.kind);
  if (upload && uploadKey) {
    if (statusOf(error) === 415 && fields.includes(upload.field)) {
      // A key, not the server's words: errorText translates it.
      setError(upload.field, { type: 'upload', message: uploadKey }, { shouldFocus: true });
      return null;
    }
    return t(uploadKey);
  }
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
