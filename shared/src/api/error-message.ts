import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody, ApiProblem } from '../contract';
import { i18n } from '../i18n/i18n';

/** The namespace that translates every API error code (`shared/locales/{en,kh}/errors.json`). */
export const ERRORS_NAMESPACE = 'errors';
/** A form's summary: its fields' messages in one line (the API writes its `message` the same way). */
const INVALID_INPUT = 'request.invalid_input';

function body(error: unknown): Partial<ApiErrorBody> | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as FetchBaseQueryError).data;
    if (data && typeof data === 'object') return data as Partial<ApiErrorBody>;
  }
  return undefined;
}

const isProblem = (value: unknown): value is ApiProblem =>
  typeof value === 'object' && value !== null && typeof (value as ApiProblem).code === 'string';

/** A code and its params in the interface's language; undefined when the code has no translation here. */
function translate(problem: ApiProblem, extra: Record<string, string> = {}): string | undefined {
  const key = `${ERRORS_NAMESPACE}:${problem.code}`;
  if (!i18n.exists(key)) return undefined;
  return i18n.t(key, { ...problem.params, ...extra });
}

/** A problem (a field's, or why a voucher does not apply) in the interface's language, else the
 * API's own message for it. */
export function problemText(problem: ApiProblem): string {
  return translate(problem) ?? problem.message ?? problem.code;
}

/**
 * What the UI shows for a failed call: the API's code translated (spec: `message`, else `error`,
 * else `fallback`, where no translation is at hand).
 */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | unknown,
  fallback: string,
): string {
  const data = body(error);
  if (isProblem(data)) {
    const summary =
      data.code === INVALID_INPUT
        ? Object.entries(fieldErrors(error))
            .map(([name, message]) => `${name}: ${message}`)
            .join('; ')
        : undefined;
    const text = translate(data, summary === undefined ? {} : { summary });
    if (text) return text;
  }
  if (typeof data?.message === 'string' && data.message) return data.message;
  if (typeof data?.error === 'string' && data.error) return data.error;
  return fallback;
}

/** Field-level messages of a 400 answer (field path → message in the interface's language). */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = body(error)?.fields ?? {};
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, problem]) => isProblem(problem))
      .map(([name, problem]) => [name, problemText(problem)]),
  );
}

/** The error code of a failed call, if the API sent one. */
export function errorCode(error: unknown): string | undefined {
  const data = body(error);
  return isProblem(data) ? data.code : undefined;
}

/**
 * Loads the error translations before a coded answer reaches the page: they are needed only
 * after a failure, so no page pays for them up front (cached in local storage like every namespace).
 */
export async function loadErrorTranslations(): Promise<void> {
  if (!i18n.isInitialized || i18n.hasLoadedNamespace(ERRORS_NAMESPACE)) return;
  try {
    await i18n.loadNamespaces(ERRORS_NAMESPACE);
  } catch {
    // Offline: the API's own message (already in the interface's language) is shown instead.
  }
}
