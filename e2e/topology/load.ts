// A steady, bounded load on the edge from loopback: a few loops, each asking for the next URL of a
// list (pages as new visitors, API reads, remote files) with a short pause, until stopped. Every
// failed answer (status ≥ 400 or a network error) is recorded with its URL.

export interface LoadFailure {
  url: string;
  status: number | string;
  at: number;
}

export interface LoadReport {
  requests: number;
  failures: LoadFailure[];
  /** Answers by kind of URL, e.g. { page: 120, api: 200, remote: 80 }. */
  byKind: Record<string, number>;
}

export interface Load {
  stop(): Promise<LoadReport>;
  /** Requests answered so far. */
  count(): number;
}

const kind = (url: string) => (url.includes('/api/') ? 'api' : url.includes('/remotes/') ? 'remote' : 'page');

export function startLoad(urls: readonly string[], { loops = 4, pauseMs = 40 } = {}): Load {
  const failures: LoadFailure[] = [];
  const byKind: Record<string, number> = {};
  let requests = 0;
  let next = 0;
  let stopped = false;

  async function loop() {
    while (!stopped) {
      const url = urls[next++ % urls.length]!;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 400) failures.push({ url, status: response.status, at: Date.now() });
      } catch (error) {
        failures.push({
          url,
          status: error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error),
          at: Date.now(),
        });
      }
      requests += 1;
      byKind[kind(url)] = (byKind[kind(url)] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  const running = Array.from({ length: loops }, () => loop());
  return {
    count: () => requests,
    async stop() {
      stopped = true;
      await Promise.all(running);
      return { requests, failures, byKind };
    },
  };
}
