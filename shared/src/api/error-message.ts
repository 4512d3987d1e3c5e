import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../domain/types';

function body(error: unknown): Partial<ApiErrorBody> | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as FetchBaseQueryError).data;
    if (data && typeof data === 'object') return data as Partial<ApiErrorBody>;
  }
  return undefined;
}

/** What the UI shows for a failed call: the server's `message`, else its `error`, else `fallback`. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | unknown, fallback: string): string {
  const data = body(error);
  if (typeof data?.message === 'string' && data.message) return data.message;
  if (typeof data?.error === 'string' && data.error) return data.error;
  return fallback;
}

/** Field-level validation messages of a 400 answer (field path → message), if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  return body(error)?.fields ?? {};
}
