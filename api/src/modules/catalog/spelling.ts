// Misspelt English search words ("shrit") corrected to the nearest word of a product's name, from
// the words of the names the search index holds: kept as products come, change and go, so a word
// is only offered while some product's name has it.

/** The words a name offers to corrections: its lowercase runs of a–z, of 3 letters or more. */
export function spellingWords(name: string): string[] {
  return [...new Set(name.toLowerCase().split(/[^a-z]+/))].filter((word) => word.length >= 3);
}

/** Two rows of the distance table, reused by every call (a search's words are short). */
let rows = [new Int32Array(64), new Int32Array(64)];

/** The Levenshtein distance of `a` and `b` when it is at most `most`, else `most + 1`. */
export function editDistanceWithin(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  if (b.length >= rows[0]!.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [previous, current] = rows as [Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowLeast = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
      if (current[j]! < rowLeast) rowLeast = current[j]!;
    }
    // Every later row is at least this row's least: past `most` already, it stays past it.
    if (rowLeast > most) return most + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, most + 1);
}

const sortedLetters = (word: string) => [...word].sort().join('');

export type Spelling = ReturnType<typeof createSpelling>;

export function createSpelling() {
  /** Each word, with how many names have it. */
  const names = new Map<string, number>();
  /** The words by length: a correction reads only those within two letters of the typed one. */
  const byLength = new Map<number, Set<string>>();

  return {
    add(name: string) {
      for (const word of spellingWords(name)) {
        const count = names.get(word) ?? 0;
        names.set(word, count + 1);
        if (count > 0) continue;
        let sameLength = byLength.get(word.length);
        if (!sameLength) byLength.set(word.length, (sameLength = new Set()));
        sameLength.add(word);
      }
    },
    remove(name: string) {
      for (const word of spellingWords(name)) {
        const count = names.get(word);
        if (count === undefined) continue;
        if (count > 1) {
          names.set(word, count - 1);
          continue;
        }
        names.delete(word);
        byLength.get(word.length)?.delete(word);
      }
    },
    has(word: string): boolean {
      return names.has(word);
    },
    /**
     * The name word nearest `typed` (lowercase a–z): one edit away for 4 letters, two from 5 (a
     * swap of two letters is two edits). Among equals: the same letters (a swap: "shrit" is "shirt"
     * before "sheet"), then the same first letter, then the first alphabetically. Null if none.
     */
    nearest(typed: string): string | null {
      const most = typed.length >= 5 ? 2 : 1;
      const letters = sortedLetters(typed);
      let best: { word: string; distance: number; sameLetters: boolean; sameFirst: boolean } | null = null;
      for (let length = typed.length - most; length <= typed.length + most; length++) {
        for (const word of byLength.get(length) ?? []) {
          const distance = editDistanceWithin(word, typed, most);
          if (distance > most || (best && distance > best.distance)) continue;
          const candidate = {
            word,
            distance,
            sameLetters: sortedLetters(word) === letters,
            sameFirst: word[0] === typed[0],
          };
          if (!best || before(candidate, best)) best = candidate;
        }
      }
      return best?.word ?? null;
    },
  };
}

function before(
  a: { word: string; distance: number; sameLetters: boolean; sameFirst: boolean },
  b: { word: string; distance: number; sameLetters: boolean; sameFirst: boolean },
): boolean {
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.sameLetters !== b.sameLetters) return a.sameLetters;
  if (a.sameFirst !== b.sameFirst) return a.sameFirst;
  return a.word < b.word;
}

/**
 * `text` with each English word of 4 letters or more that no name has replaced by the nearest
 * one that some name has, or null when no word changes.
 */
export function correctedSearch(text: string, spelling: Pick<Spelling, 'has' | 'nearest'>): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  let changed = false;
  const corrected = words.map((word) => {
    if (!/^[a-z]{4,30}$/.test(word) || spelling.has(word)) return word;
    const known = spelling.nearest(word);
    if (known === null) return word;
    changed = true;
    return known;
  });
  return changed ? corrected.join(' ') : null;
}
