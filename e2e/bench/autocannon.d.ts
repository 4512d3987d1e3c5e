// autocannon 9 ships no types: the part of its API the benchmark uses.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      pipelining?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      headers?: Record<string, string>;
      /** Requests a second from all connections together. */
      overallRate?: number;
      /** A sequence of requests; `setupRequest` may change each one before it is sent. */
      requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
    }
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
    }
    /** Percentiles of a histogram (latency in ms, requests per second, bytes per second). */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      total: number;
    }
    interface Result {
      url: string;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      latency: Histogram;
      requests: Histogram & { sent: number };
      throughput: Histogram;
      statusCodeStats: Record<string, { count: number }>;
    }
  }
  /** Without a callback the returned instance is thenable. */
  function autocannon(options: autocannon.Options): PromiseLike<autocannon.Result>;
  export = autocannon;
}
