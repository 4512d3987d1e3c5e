// What an audit entry changed: the fields whose value differs between `before` and `after`.

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields, in the order they first appear. A creation (`before` null) lists every
 * field of `after`, a deletion every field of `before`; values that are not objects compare whole
 * (one row named `''`).
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const from = before ?? null;
  const to = after ?? null;
  if ((from !== null && !isRecord(from)) || (to !== null && !isRecord(to))) {
    return same(from, to) ? [] : [{ field: '', before: from, after: to }];
  }
  const fields = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])];
  return fields
    .map((field) => ({ field, before: from?.[field] ?? null, after: to?.[field] ?? null }))
    .filter((row) => !same(row.before, row.after));
}

/** A value for the diff table: text as is, the rest as compact JSON; null and absent as ''. */
export function diffValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
