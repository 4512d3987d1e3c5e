/**
 * An id from the address (`/customer-care/category/:id`, `?id=`): 1 to 999,999,999, no sign, no
 * leading zero. Anything else is no page at all, so it never reaches the API.
 */
export function parseHelpId(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** A load that failed because there is nothing at this id: 404, or 400 for an id the API refuses. */
export function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return status === 404 || status === 400;
}
