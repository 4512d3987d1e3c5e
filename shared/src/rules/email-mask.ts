// Spec section 9: "Email masking: first 2 characters of the local part, then ***, plus last 2
// characters if the local part is longer than 4."

/**
 * Masks an email address for display: the first 2 characters of the local part, then '***', then
 * the last 2 characters of the local part when it is longer than 4 characters, then '@' and the
 * domain unchanged. 'dara.sok@example.com' → 'da***ok@example.com', 'abcd@x.io' → 'ab***@x.io'.
 *
 * Decisions beyond the spec:
 * - The local part is everything before the LAST '@' (a quoted local part may contain '@').
 * - Characters are counted as code points, so an astral character is never cut in half.
 * - A local part of 1 or 2 characters is kept whole and still followed by '***':
 *   'a@x.io' → 'a***@x.io', 'ab@x.io' → 'ab***@x.io' (the '***' hides its length).
 *   An empty local part gives '***@x.io'.
 * - A string without '@' is masked as if it were all local part, with no '@' or domain added:
 *   'abcdefg' → 'ab***fg', so a malformed value is never shown in full.
 * - The empty string stays ''.
 */
export function maskEmail(email: string): string {
  if (email === '') return '';
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domainPart = at === -1 ? '' : email.slice(at); // includes the '@'
  const chars = Array.from(local);
  const head = chars.slice(0, 2).join('');
  const tail = chars.length > 4 ? chars.slice(-2).join('') : '';
  return `${head}***${tail}${domainPart}`;
}
