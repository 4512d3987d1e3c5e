import { sql } from 'drizzle-orm';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { startServer, type RunningServer } from './start-server';

/** Something a test resolves when it chooses: no waiting on clocks. */
function cue<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection (or on the agent's kept-alive one). */
function request(origin: string, path: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(`${origin}${path}`, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    outgoing.on('error', reject);
  });
}

/** The error code of connecting now (ECONNREFUSED), or 'connected'. */
function connect(origin: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

function testConfig(shutdown: Partial<Config['shutdown']> = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', SEED_DEMO: 'false' });
  return {
    ...config,
    port: 0,
    dataDir: 'memory://',
    shutdown: { ...config.shutdown, ...shutdown },
  };
}

/**
 * The real server on an ephemeral port, with a route that answers on cue: `slow.started` resolves
 * when a request reached it, `slow.release()` lets it answer.
 */
async function serverWithSlowRoute(config: Config, delay?: (ms: number) => Promise<unknown>) {
  let started = cue();
  let release = cue();
  const server = await startServer(config, {
    delay,
    configure: (app: FastifyInstance) => {
      app.get('/test/slow', async () => {
        started.resolve();
        await release.promise;
        return { answered: 'in full' };
      });
    },
  });
  return {
    server,
    slow: {
      get started() {
        return started.promise;
      },
      release() {
        release.resolve();
      },
      reset() {
        started = cue();
        release = cue();
      },
    },
  };
}

describe('graceful shutdown', () => {
  let running: RunningServer | undefined;
  /** Lets a test's held request answer, so that a failed test still shuts its server down. */
  let releaseHeld = () => {};
  afterEach(async () => {
    releaseHeld();
    await running?.shutdown('test over');
    running = undefined;
  });

  it('answers in-flight requests, refuses new connections, closes idle ones, then closes the database', async () => {
    const delayOver = cue();
    const { server, slow } = await serverWithSlowRoute(
      testConfig({ delayMs: 30_000 }),
      () => delayOver.promise,
    );
    running = server;
    const { origin } = server;

    // An idle keep-alive connection, as nginx keeps to each replica.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await request(origin, '/api/ready', keepAlive)).status).toBe(200);
    const [idleSocket] = Object.values(keepAlive.freeSockets).flat();
    expect(idleSocket).toBeDefined();
    const idleClosed = once(idleSocket!, 'close');

    // A connection that has sent part of its request when the shutdown begins.
    const { hostname, port } = new URL(origin);
    const partial = net.connect(Number(port), hostname);
    await once(partial, 'connect');
    partial.write('GET /api/health HTTP/1.1\r\nHost: api\r\n');

    // Settled now (as the answer or the error), read at the end.
    const inFlight = request(origin, '/test/slow').catch((error: Error) => error);
    await slow.started;
    const shutdown = server.shutdown('SIGTERM');

    // The delay (SHUTDOWN_DELAY_MS): readiness fails at once, new connections are still served.
    const ready = await request(origin, '/api/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ statusCode: 503, code: 'server.internal' });
    expect(ready.headers.connection).toBe('close');
    expect((await request(origin, '/api/health')).status).toBe(200);

    // After the delay: no new connections; the idle one is closed; the in-flight request goes on.
    delayOver.resolve();
    await idleClosed;
    expect(await connect(origin)).toBe('ECONNREFUSED');

    // The rest of the partial request arrives during the close: answered, not refused with a 503.
    const partialAnswer = new Promise<string>((resolve) => {
      let text = '';
      partial.setEncoding('utf8');
      partial.on('data', (chunk: string) => (text += chunk));
      partial.on('close', () => resolve(text));
    });
    partial.write('\r\n');
    const raw = await partialAnswer;
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(raw.toLowerCase()).toContain('connection: close');

    slow.release();
    const answer = await inFlight;
    if (answer instanceof Error) throw answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ answered: 'in full' });
    expect(answer.headers.connection).toBe('close');

    expect(await shutdown).toBe('drained');
    await expect(server.database.db.execute(sql`select 1`)).rejects.toThrow();
    // Asked again (a second signal), it answers the same shutdown.
    expect(await server.shutdown('SIGINT')).toBe('drained');
    keepAlive.destroy();
  });

  it('gives up after SHUTDOWN_TIMEOUT_MS when a request does not finish', async () => {
    const { server, slow } = await serverWithSlowRoute(testConfig({ timeoutMs: 200 }));
    running = server;
    releaseHeld = () => slow.release();
    const stuck = request(server.origin, '/test/slow').catch((error: NodeJS.ErrnoException) => error.code);
    await slow.started;
    expect(await server.shutdown('SIGTERM')).toBe('timed out');
    // The request that never finished is cut off.
    expect(await stuck).toBe('ECONNRESET');
    slow.release();
  });

  it('stops the KHQR poller and the mail dispatcher', async () => {
    const server = await startServer(testConfig());
    running = server;
    const stopped: string[] = [];
    const { khqrPoller, mailer } = server.app;
    const stopPoller = khqrPoller.stop.bind(khqrPoller);
    const stopMailer = mailer.stop.bind(mailer);
    khqrPoller.stop = async () => {
      stopped.push('poller');
      await stopPoller();
    };
    mailer.stop = async () => {
      stopped.push('mailer');
      await stopMailer();
    };
    expect(await server.shutdown('SIGTERM')).toBe('drained');
    expect(stopped.sort()).toEqual(['mailer', 'poller']);
  });
});
