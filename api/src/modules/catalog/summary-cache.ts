/**
 * Shoppers' product summaries by id, in this process's memory: a list or search reads PostgreSQL only
 * for the summaries it has not seen. search-index-sync.ts tells which products changed; a summary
 * read while a change was being applied is not kept (it may predate the change).
 */
export function createSummaryCache<T>(maxEntries: number) {
  const entries = new Map<number, T>();
  /** Counts the times something was forgotten: a read started in an older generation is not kept. */
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get(id: number): T | undefined {
      return entries.get(id);
    },
    /** Keeps summaries read since `generation` was `since`, unless something was forgotten meanwhile. */
    keep(read: Iterable<readonly [number, T]>, since: number) {
      if (since !== generation) return;
      for (const [id, value] of read) {
        // The oldest kept goes first: the best sellers, read over and over, come straight back.
        if (entries.size >= maxEntries && !entries.has(id)) entries.delete(entries.keys().next().value!);
        entries.set(id, value);
      }
    },
    /** These products changed (or every product: 'all'). */
    forget(ids: readonly number[] | 'all') {
      if (ids !== 'all' && !ids.length) return;
      generation++;
      if (ids === 'all') entries.clear();
      else for (const id of ids) entries.delete(id);
    },
  };
}

export type SummaryCache<T> = ReturnType<typeof createSummaryCache<T>>;
