/**
 * A small in-process cache for hot anonymous catalog answers (first pages, popular searches,
 * product pages, categories). Entries are fresh for `ttlMs`, then served stale for another `staleMs`
 * (by default `ttlMs`) while one background load refreshes them; the oldest go first past `maxEntries`; concurrent
 * misses for one key share a single load, so a burst of identical requests costs one database
 * round trip. Writes that change what shoppers see call `clear()`.
 */
export interface ResponseCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The fresh value for `key`, without loading. */
  peek(key: string): V | undefined;
  /** Whether `get(key)` would start a load now: no fresh or still servable entry, none loading. */
  wouldLoad(key: string): boolean;
  set(key: string, value: V): void;
  /**
   * Makes `alias` answer `key`'s entry as it is, expiring with it: nothing when `key` holds none
   * (e.g. its load raced a clear()), so an old value never gets a new lease of life.
   */
  alias(alias: string, key: string): void;
  clear(): void;
  readonly size: number;
}

const everyCache = new Set<{ clear(): void }>();

/**
 * Forget every cached catalog answer. Call after a write that changes what shoppers see of a
 * product (stock, price, rating and reviews, promotions); the TTL bounds staleness otherwise.
 */
export function invalidateCatalogCaches(): void {
  lastWriteAt = performance.now();
  for (const cache of everyCache) cache.clear();
}

let lastWriteAt = -Infinity;
/** When this process last called invalidateCatalogCaches() (performance.now()). */
export const lastCatalogWriteAt = () => lastWriteAt;

export function createResponseCache<V>(options: {
  ttlMs: number;
  staleMs?: number;
  maxEntries: number;
  now?: () => number;
}): ResponseCache<V> {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? options.ttlMs;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;

  function refresh(key: string, load: () => Promise<V>): Promise<V> {
    const started = generation;
    const promise = load().then(
      (value) => {
        if (loading.get(key) === promise) loading.delete(key);
        // A clear() while loading means the value may predate a write: hand it out, keep it not.
        if (started === generation) store(key, value);
        return value;
      },
      (error: unknown) => {
        if (loading.get(key) === promise) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
    return promise;
  }

  function store(key: string, value: V, expiresAt = now() + options.ttlMs) {
    entries.delete(key);
    entries.set(key, { value, expiresAt });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  const cache: ResponseCache<V> = {
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.expiresAt > now() ? hit.value : undefined;
    },
    wouldLoad(key) {
      const hit = entries.get(key);
      return !(hit && hit.expiresAt + staleMs > now()) && !loading.has(key);
    },
    set: (key, value) => store(key, value),
    alias(alias, key) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) store(alias, hit.value, hit.expiresAt);
    },
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const pending = loading.get(key);
      // Just expired: answer with the old value while one request refreshes it, so no visitor
      // waits for the database on a hot key. Older than that: wait for the fresh one.
      if (hit && hit.expiresAt + staleMs > now()) {
        if (!pending) refresh(key, load).catch(() => {});
        return hit.value;
      }
      if (hit) entries.delete(key);
      if (pending) return pending;
      return refresh(key, load);
    },

    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
  everyCache.add(cache);
  return cache;
}
