// Spec section 5: "Request parameters that are false, null, empty string, undefined or an empty
// array are dropped before sending."

/** True for the values the spec says must not be sent. */
function isDroppable(value: unknown): boolean {
  return (
    value === false ||
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Returns a new object without the keys whose value is `false`, `null`, `undefined`, `''` or an
 * empty array. Everything else is kept, including `0`, `NaN`, `true`, whitespace-only strings,
 * non-empty arrays and objects. Only own enumerable keys are considered, the check is shallow
 * (nested objects and array items are not cleaned), and the input is never mutated.
 * `null` or `undefined` params give `{}`.
 */
export function cleanParams<T extends Record<string, unknown>>(params: T | null | undefined): Partial<T> {
  const result: Partial<T> = {};
  if (params == null) return result;
  for (const key of Object.keys(params) as (keyof T & string)[]) {
    const value = params[key];
    if (!isDroppable(value)) result[key] = value;
  }
  return result;
}
