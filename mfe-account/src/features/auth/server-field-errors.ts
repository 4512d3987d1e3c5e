import { fieldErrors } from '@storefront/shared';

/**
 * The API's 400 `fields` (field path → message) for the given form fields. A path such as
 * `body.email` counts for `email`; messages for fields the form does not have are left out.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const name = path
      .split(/[.[\]/]/)
      .filter(Boolean)
      .pop();
    const field = fields.find((candidate) => candidate === name);
    if (field && !result[field]) result[field] = message;
  }
  return result;
}
