import type { z } from 'zod';
import { ERROR_PARAMS, isErrorCode, type CodedProblem, type ErrorCode } from './codes';

export { code } from './codes';

/**
 * Validation issues as coded problems, once for every validator (route schemas, multipart forms):
 * a schema names a specific code in the check's message slot (`.min(1, { message: code(...) })`);
 * a check without one gets the general code for its kind (too short, not a number, …). The
 * parameters come from the issue (limits, allowed values) and the field, never from wording.
 */
export type ValidationIssue = Pick<z.core.$ZodIssue, 'code' | 'path' | 'message'> & Record<string, unknown>;

/** zod's name for a value's type, as its own messages say it ("received undefined"). */
export function receivedType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : 'number';
  if (value instanceof Date) return 'date';
  return typeof value;
}

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** The value at an issue's path in the input, if any. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The general code for an issue that names none, with every parameter that code could use. */
function generalProblem(
  issue: ValidationIssue,
  input: unknown,
): { code: ErrorCode; values: Record<string, unknown> } {
  const origin = issue.origin as string | undefined;
  switch (issue.code) {
    case 'invalid_type': {
      const received = receivedType(valueAt(input, issue.path));
      const values = { expected: issue.expected, received };
      if (received === 'undefined') return { code: 'value.required', values };
      if (received === 'null') return { code: 'value.required_not_null', values };
      if (issue.expected === 'int' && received === 'number') return { code: 'value.not_integer', values };
      return { code: 'value.type_invalid', values };
    }
    case 'invalid_value': {
      const allowed = (issue.values as unknown[] | undefined) ?? [];
      if (allowed.length === 1)
        return { code: 'value.literal_expected', values: { value: quoted(allowed[0]) } };
      // zod's own wording lists `"a"|"b"`; a schema's own code (`enum.not_one_of`) lists `a, b`.
      return {
        code: 'value.option_invalid',
        values: { values: allowed.map(quoted).join('|'), list: allowed.join(', ') },
      };
    }
    case 'too_small': {
      const min = issue.minimum as number;
      const values = { min, count: min, origin };
      if (origin === 'string') {
        if (issue.exact) return { code: 'string.length_short', values };
        return { code: min === 1 ? 'string.empty' : 'string.below_min_length', values };
      }
      if (origin === 'array') return { code: 'array.too_few', values };
      if (origin === 'number')
        return { code: issue.inclusive === false ? 'number.not_above' : 'number.too_small', values };
      return { code: 'value.too_small', values };
    }
    case 'too_big': {
      const max = issue.maximum as number;
      const values = { max, count: max, origin };
      if (origin === 'string')
        return { code: issue.exact ? 'string.length_long' : 'string.above_max_length', values };
      if (origin === 'array') return { code: 'array.too_many', values };
      if (origin === 'number')
        return { code: issue.inclusive === false ? 'number.not_below' : 'number.too_big', values };
      return { code: 'value.too_big', values };
    }
    case 'invalid_format': {
      if (issue.format === 'email') return { code: 'string.email_invalid', values: {} };
      if (issue.format === 'url') return { code: 'string.url_invalid', values: {} };
      if (issue.format === 'regex')
        return { code: 'string.pattern_mismatch', values: { pattern: issue.pattern } };
      return { code: 'string.format_invalid', values: { format: issue.format } };
    }
    case 'not_multiple_of':
      return { code: 'number.not_multiple', values: { step: issue.divisor } };
    case 'unrecognized_keys': {
      const keys = (issue.keys as string[] | undefined) ?? [];
      return {
        code: keys.length === 1 ? 'object.unrecognized_key' : 'object.unrecognized_keys',
        values: { keys: keys.map(quoted).join(', ') },
      };
    }
    case 'invalid_key':
      return { code: 'record.key_invalid', values: { origin } };
    case 'invalid_element':
      return { code: 'record.value_invalid', values: { origin } };
    case 'invalid_union':
    case 'custom':
      return { code: 'value.invalid', values: {} };
    default:
      return { code: 'value.invalid_fallback', values: {} };
  }
}

/** The field an issue is about: its last name that is not an index (`lines.0.quantity` → quantity). */
function fieldLabel(path: readonly PropertyKey[]): string {
  const names = path.map(String).filter((key) => !/^\d+$/.test(key));
  return names.at(-1) ?? 'body';
}

/** One issue as a coded problem; `input` is the value validated (for the received type). */
export function issueProblem(issue: ValidationIssue, input: unknown): CodedProblem {
  const general = generalProblem(issue, input);
  const chosen = isErrorCode(issue.message) ? issue.message : general.code;
  const { list, ...values } = general.values;
  const available: Record<string, unknown> = {
    field: fieldLabel(issue.path),
    ...values,
    ...(chosen !== general.code && list !== undefined && { values: list }),
  };
  const params: Record<string, string | number> = {};
  for (const name of ERROR_PARAMS[chosen] as readonly string[]) {
    const value = available[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return { code: chosen, params };
}

/** A field's path as answers name it: `lines.0.quantity`; `body` for the whole body. */
export const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'body';

/** Every invalid field's first problem, by path. */
export function fieldProblems(
  issues: readonly (ValidationIssue | z.core.$ZodIssue)[],
  input: unknown,
): Record<string, CodedProblem> {
  const fields: Record<string, CodedProblem> = {};
  for (const issue of issues) {
    fields[fieldPath(issue.path)] ??= issueProblem(issue as ValidationIssue, input);
  }
  return fields;
}
