// Spec section 9: "Text truncation default 20 characters plus ellipsis."

/** Default maximum length, in grapheme clusters. */
export const DEFAULT_TRUNCATE_LENGTH = 20;

/** The ellipsis appended to truncated text: one character, U+2026 '…' (not three dots). */
export const ELLIPSIS = '\u2026';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

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
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) return kept + ELLIPSIS;
    kept += segment;
    count += 1;
  }
  return text;
}
