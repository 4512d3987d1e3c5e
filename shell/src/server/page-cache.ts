import { LRUCache, type Perf } from 'lru-cache';

export interface PageCacheOptions {
  /** How long a rendered page is handed to further visitors. */
  ttlMs: number;
  /** Bound on the cached pages' total size, in UTF-16 code units (about bytes for HTML). */
  maxSize: number;
  /** The clock (tests). */
  perf?: Perf;
}

/**
 * Rendered pages by key (path, language, screen guess), kept for a few seconds: a page many
 * visitors ask for costs one render per `ttlMs` instead of one each (a render is 70–240 ms of the
 * server's CPU), and visitors who ask while it renders wait for that same render. Nothing that
 * failed or was not rendered (`undefined`) is kept.
 */
export function pageCache<Context>(
  render: (context: Context) => Promise<string | undefined>,
  { ttlMs, maxSize, perf }: PageCacheOptions,
): (key: string, context: Context) => Promise<string | undefined> {
  // The cache's own context type is `unknown`: its conditional typings cannot follow a generic one.
  const pages = new LRUCache<string, string, unknown>({
    ttl: ttlMs,
    maxSize,
    sizeCalculation: (page) => Math.max(1, page.length),
    ...(perf ? { perf, ttlResolution: 0 } : {}),
    fetchMethod: (_key, _stale, { context }) => render(context as Context),
  });
  return (key, context) => pages.fetch(key, { context });
}
