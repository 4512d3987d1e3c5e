import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The route label of requests no route matched (404s): one value, whatever the URL was. */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, event loop lag, GC…) describe the process, not an app,
 * and each collection starts its own event-loop and GC monitors: one registry per process, made on
 * the first scrape (tests that build many apps and never scrape start none).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics at GET /metrics (outside /api, so the edge never serves them; Prometheus
 * scrapes each replica directly): request counts and durations by method, route pattern and status
 * code, and the process's default metrics. The route label is the route's pattern
 * (`/api/products/:id`), never the URL, so the number of series stays bounded.
 */
export function registerMetrics(app: FastifyInstance): void {
  // One registry per app: tests build many apps in one process.
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const merged = Registry.merge([processMetrics(), registry]);
    reply.type(merged.contentType);
    return merged.metrics();
  });
}
