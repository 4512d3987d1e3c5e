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

export async function load(
  origin: string,
  path: string,
  seconds: number,
  connections = 50,
): Promise<LoadResult> {
  const result = await autocannon({ url: `${origin}${path}`, connections, duration: seconds });
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
