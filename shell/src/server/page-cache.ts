import { LRUCache, type Perf } from 'lru-cache';

/** A rendered page; every visitor of a cached page gets this same object, so what the server
 * derives from it (its compressed bytes) can be kept beside it (serve-app.ts). */
export interface RenderedPage {
  readonly html: string;
  /** The HTTP status (a not-found page's 404); 200 when absent. */
  readonly status?: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is handed to further visitors. */
  ttlMs: number;
  /** Bound on the cached pages' total size, in UTF-16 code units (about bytes for HTML). */
  maxSize: number;
  /** The clock (tests). */
  perf?: Perf;
}

/**
 * Rendered pages by key (remotes map, site, language, path), kept for a few seconds: a page many
 * visitors ask for costs one render per `ttlMs` instead of one each (a render is 70–240 ms of the
 * server's CPU), and visitors who ask while it renders wait for that same render. Nothing that
 * failed or was not rendered (`undefined`) is kept.
 */
export function pageCache<Context>(
  render: (context: Context) => Promise<string | RenderedPage | undefined>,
  { ttlMs, maxSize, perf }: PageCacheOptions,
): (key: string, context: Context) => Promise<RenderedPage | undefined> {
  // The cache's own context type is `unknown`: its conditional typings cannot follow a generic one.
  const pages = new LRUCache<string, RenderedPage, unknown>({
    ttl: ttlMs,
    maxSize,
    sizeCalculation: (page) => Math.max(1, page.html.length),
    ...(perf ? { perf, ttlResolution: 0 } : {}),
    fetchMethod: async (_key, _stale, { context }) => {
      const page = await render(context as Context);
      return typeof page === 'string' ? { html: page } : page;
    },
  });
  return (key, context) => pages.fetch(key, { context });
}
