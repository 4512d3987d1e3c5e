// API throughput and latency with autocannon, straight at the API on 127.0.0.1 (no proxy).
import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface VariedRequests {
  /** A new path for every request (then `path` of `load` only names the run). */
  path?: () => string;
  /** An X-Forwarded-For address for every request: which client the API takes it for. */
  forwardedFor?: () => string;
  /** Requests a second from all connections together; as fast as answered without it. */
  overallRate?: number;
}

export async function load(
  origin: string,
  path: string,
  seconds: number,
  connections = 50,
  varied: VariedRequests = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${origin}${varied.path ? '/' : path}`,
    connections,
    duration: seconds,
    ...(varied.overallRate ? { overallRate: varied.overallRate } : {}),
    ...(varied.path || varied.forwardedFor
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                ...(varied.path ? { path: varied.path() } : {}),
                ...(varied.forwardedFor
                  ? { headers: { ...request.headers, 'x-forwarded-for': varied.forwardedFor() } }
                  : {}),
              }),
            },
          ],
        }
      : {}),
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Waits until the API says it is ready (its catalogue loaded: a minute at a million products). */
export async function untilReady(origin: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${origin}/api/ready`).catch(() => undefined);
    if (ready?.ok) return;
    if (Date.now() > deadline) throw new Error(`${origin}/api/ready: not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
