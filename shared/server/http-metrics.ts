// Prometheus metrics of one HTTP server (the shell's server, a remote's static server): request
// counts, latencies and errors by route, plus the process's own (CPU, memory, event-loop lag).
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export function registerHttpMetrics(app: FastifyInstance, labels: Record<string, string>): Registry {
  const registry = new Registry();
  registry.setDefaultLabels(labels);
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: a label per product page would grow without end.
    // Requests no route matched are the app's client-side pages (or a 404).
    const route = request.routeOptions.url ?? (reply.statusCode === 404 ? 'not found' : 'page');
    if (route === '/metrics') return;
    const values = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(values);
    duration.observe(values, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) =>
    reply.header('Content-Type', registry.contentType).send(await registry.metrics()),
  );
  return registry;
}
