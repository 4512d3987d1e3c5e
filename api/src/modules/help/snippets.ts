/** Markdown reduced to the words a reader sees, for search snippets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(^|\n)\s*([-+]|\d+\.)\s+/g, '$1')
    .replace(/[#*_>`|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The part of `text` around the first occurrence of `term` (case-insensitive), the term wrapped in
 * <mark>. Used where full-text search cannot mark a match (Khmer words inside longer runs).
 */
export function highlightAround(text: string, term: string, width: number): string {
  const at = term ? text.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0)
    return Number.isFinite(width) && text.length > width ? `${text.slice(0, width).trimEnd()} …` : text;
  const start = Number.isFinite(width) ? Math.max(0, at - Math.floor(width / 2)) : 0;
  const end = Number.isFinite(width)
    ? Math.min(text.length, at + term.length + Math.floor(width / 2))
    : text.length;
  return `${start > 0 ? '… ' : ''}${text.slice(start, at)}<mark>${text.slice(at, at + term.length)}</mark>${text.slice(at + term.length, end)}${end < text.length ? ' …' : ''}`;
}
