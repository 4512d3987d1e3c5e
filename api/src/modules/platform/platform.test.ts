import { Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Collects the JSON log lines an app writes. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** The value of one series in Prometheus' text format, e.g. `http_requests_total{method="GET",…}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let t: TestApp;
const logs = logCollector();

/** Another app on the test's database (or a stand-in), without logs. */
const otherApp = (database: DatabaseHandle = t.database) =>
  buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database);

beforeAll(async () => {
  t = await createTestApp({ products: 6, config: { logLevel: 'info' }, logStream: logs.stream });
});
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('answer 200 while serving', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: t.database.kind });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
    expect(ready.headers.connection).toBe('keep-alive');
  });

  it('are both in the OpenAPI document, /metrics is not', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    expect(document.paths['/api/ready'].get.responses['503']).toBeDefined();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('readiness answers 503 in the error shape when the database does not answer; liveness stays 200', async () => {
    // An app on a database that went away: its statements fail (the app still builds its queries).
    const database = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get: (target, key, receiver) =>
          key === 'execute'
            ? () => Promise.reject(new Error('connection refused'))
            : Reflect.get(target, key, receiver),
      }),
    };
    const app = await otherApp(database as unknown as DatabaseHandle);
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'server.internal',
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('readiness answers 503 while the catalogue loads, 200 once it has loaded', async () => {
    let loaded!: () => void;
    const loading = new Promise<void>((resolve) => (loaded = resolve));
    // The search index's load (its first statement takes the transaction horizon) waits for `loaded`.
    const database = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get: (target, key, receiver) =>
          key === 'execute'
            ? async (query: SQL) => {
                if (new PgDialect().sqlToQuery(query).sql.includes('pg_snapshot_xmin')) await loading;
                return target.execute(query);
              }
            : Reflect.get(target, key, receiver),
      }),
    };
    const app = await otherApp(database as unknown as DatabaseHandle);
    try {
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe('server.internal');
      loaded();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('readiness answers 503 from the moment the app drains, and every answer then closes its connection', async () => {
    const app = await otherApp();
    try {
      app.lifecycle.startDraining();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe('server.internal');
      expect(ready.headers.connection).toBe('close');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  it('take a sane x-request-id from the caller, echo it and log it on every line of the request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/1',
      headers: { 'x-request-id': 'shell-7f3a:page.42' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('shell-7f3a:page.42');
    const lines = logs.lines.filter((line) => line.reqId === 'shell-7f3a:page.42');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['too long', 'x'.repeat(129)],
    ['with spaces', 'one two'],
    ['with a backslash', 'a\\nb'],
    ['with braces', '{"level":60}'],
    ['empty', ''],
  ])('are new UUIDs when the caller’s is %s', async (_case, given) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': given },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(logs.lines.some((line) => line.reqId === id)).toBe(true);
  });

  it('are new and different for requests without one, error answers included', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(first.headers['x-request-id']).toEqual(expect.any(String));
    expect(missing.headers['x-request-id']).toEqual(expect.any(String));
    expect(missing.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('accept the longest sane id (128 characters)', async () => {
    const longest = `${'A'.repeat(64)}.${'z'.repeat(60)}:-9`;
    expect(longest).toHaveLength(128);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': longest },
    });
    expect(response.headers['x-request-id']).toBe(longest);
  });
});

describe('Prometheus metrics', () => {
  it('count requests and their durations by route pattern, never by URL', async () => {
    const app = await otherApp();
    try {
      for (const id of [1, 2, 1]) await app.inject({ method: 'GET', url: `/api/products/${id}` });
      await app.inject({ method: 'GET', url: '/api/products/999999' });
      await app.inject({ method: 'GET', url: '/api/no-such-route/123' });
      await app.inject({ method: 'POST', url: '/api/login', payload: {} });
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      const labels = (route: string, status: number, method = 'GET') =>
        `{method="${method}",route="${route}",status_code="${status}"}`;
      expect(sample(text, `http_requests_total${labels('/api/products/:id', 200)}`)).toBe(3);
      expect(sample(text, `http_requests_total${labels('/api/products/:id', 404)}`)).toBe(1);
      expect(sample(text, `http_requests_total${labels('unmatched', 404)}`)).toBe(1);
      expect(sample(text, `http_requests_total${labels('/api/login', 403, 'POST')}`)).toBe(1);
      expect(sample(text, `http_request_duration_seconds_count${labels('/api/products/:id', 200)}`)).toBe(3);
      expect(
        sample(
          text,
          `http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/products/:id",status_code="200"}`,
        ),
      ).toBe(3);
      expect(text).not.toContain('/api/products/1"');
      expect(text).not.toContain('no-such-route');
      // prom-client's default metrics of the process.
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    } finally {
      await app.close();
    }
  });

  it('are kept per app: another app on the same process counts only its own requests', async () => {
    const app = await otherApp();
    try {
      await t.app.inject({ method: 'GET', url: '/api/categories' });
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).not.toContain('route="/api/categories"');
      expect(text).toContain('# TYPE http_requests_total counter');
      const own = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(own, 'http_requests_total{method="GET",route="/api/categories",status_code="200"}')).toBe(
        1,
      );
    } finally {
      await app.close();
    }
  });
});
