// Spec section 9: "Text truncation default 20 characters plus ellipsis."

/** Default maximum length, in grapheme clusters. */
export const DEFAULT_TRUNCATE_LENGTH = 20;

/** The ellipsis appended to truncated text: one character, U+2026 '…' (not three dots). */
export const ELLIPSIS = '\u2026';

// Built on first use: creating a segmenter loads ICU's break rules, about 90 ms on a throttled
// phone, and most text (English names) never needs one.
let graphemes: Intl.Segmenter | undefined;

/** Text in which every UTF-16 unit is a whole character: printable ASCII and the precomposed
 * Latin letters (no combining marks, surrogates, joiners or line breaks). */
const ONE_UNIT_PER_CHARACTER = /^[\u0020-\u007E\u00A0-\u02FF]*$/;

/**
 * Cuts `text` to its first `max` characters followed by '…' (U+2026, a single character) when it
 * is longer than `max`; otherwise returns it unchanged. Characters are grapheme clusters
 * (`Intl.Segmenter`), so a Khmer base letter is never separated from its vowel signs or
 * subscript consonants, and emoji sequences stay whole. The ellipsis is not counted in `max`, and
 * whitespace before it is kept as is.
 * @throws RangeError when max is not a non-negative integer.
 */
export function truncate(text: string, max: number = DEFAULT_TRUNCATE_LENGTH): string {
  if (!Number.isInteger(max) || max < 0) {
    throw new RangeError(`max must be a non-negative integer, got ${String(max)}`);
  }
  // Fast path: a string of at most `max` code units has at most `max` grapheme clusters.
  if (text.length <= max) return text;
  if (ONE_UNIT_PER_CHARACTER.test(text)) return text.slice(0, max) + ELLIPSIS;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) return kept + ELLIPSIS;
    kept += segment;
    count += 1;
  }
  return text;
}
