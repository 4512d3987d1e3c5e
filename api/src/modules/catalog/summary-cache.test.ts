import { createSummaryCache } from './summary-cache';

describe('summary cache', () => {
  it('keeps what was read, forgets what changed, and drops the oldest past its size', () => {
    const cache = createSummaryCache<string>(3);
    cache.keep(
      [
        [1, 'one'],
        [2, 'two'],
      ],
      cache.generation,
    );
    expect(cache.get(1)).toBe('one');
    cache.keep(
      [
        [3, 'three'],
        [4, 'four'],
      ],
      cache.generation,
    );
    expect([1, 2, 3, 4].map((id) => cache.get(id))).toEqual([undefined, 'two', 'three', 'four']);
    cache.forget([3]);
    expect(cache.get(3)).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.forget('all');
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that started before a change was applied', () => {
    const cache = createSummaryCache<string>(10);
    const since = cache.generation;
    // The read is under way when a change of product 1 arrives: what it read may be older.
    cache.forget([1]);
    cache.keep([[1, 'old price']], since);
    expect(cache.get(1)).toBeUndefined();
    // Nothing changed: no new generation, and a read is kept.
    const later = cache.generation;
    cache.forget([]);
    cache.keep([[1, 'new price']], later);
    expect(cache.get(1)).toBe('new price');
  });
});
