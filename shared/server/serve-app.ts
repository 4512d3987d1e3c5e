// Serves one app's production build: hashed files cached for a year, manifests and HTML for a
// minute (so a redeployed remote is live quickly), brotli/gzip files precompressed by the build,
// `/api` proxied to the API so the browser talks to one origin, and unknown paths answered with
// index.html (client-side routes). The shell's index.html gets the runtime config and this
// browser's remotes map inlined (see remotes-source.ts), so no extra round trip is needed before
// the first render. Every app answers /healthz, /readyz and /metrics, follows the caller's
// x-request-id (into the API calls its server render makes, too) and can drain before it stops.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { runtimeConfigFromEnvironment, type RuntimeConfig } from '../src/app-config/runtime-config';
import { registerHttpMetrics } from './http-metrics';
import { verifyOverride } from './override-token';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  remoteOrigins,
  securityHeaders,
} from './security-headers';
import {
  fixedRemotes,
  OVERRIDE_COOKIE_PREFIX,
  requestCookies,
  type RemotesChoice,
  type RemotesMap,
  type RemotesSource,
} from './remotes-source';

const SHORT_CACHE = /(^|\/)(mf-manifest\.json|remotes\.json|remoteEntry\.js|index\.html)$|^locales\//;

export interface ServeOptions {
  /** The app's folder (with dist/ inside). */
  appDir: string;
  port: number;
  host?: string;
  apiUrl?: string;
  /** The shell: remote name → manifest URL, or a source that picks the map per browser (registry). */
  remotes?: RemotesMap | RemotesSource;
  /** The page's run-time config (window.__PSAR_CONFIG__), also used by the shell's server renders. */
  runtimeConfig?: Partial<RuntimeConfig>;
  /** Render pages on the server where the app can (the shell); default true. */
  renderPages?: boolean;
  /** Verifies developers' override tokens (shared with the remotes registry); none: no overrides. */
  overrideSecret?: string;
  /** Send Strict-Transport-Security (the site is HTTPS only); also sent when the edge forwards https. */
  hsts?: boolean;
  /** Pages rendered once before the server says it is ready (when it renders pages). */
  warmUpPaths?: readonly string[];
}

/** JSON in a <script>: escape '<' so a value can never close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function runtimeScript(runtimeConfig: Partial<RuntimeConfig>, remotes: RemotesMap | undefined): string {
  const parts = [`window.__PSAR_CONFIG__=${scriptJson(runtimeConfig)};`];
  if (remotes) parts.push(`window.__PSAR_REMOTES__=${scriptJson(remotes)};`);
  return `<script>${parts.join('')}</script>`;
}

/** Brotli's default quality (11) is for files compressed once; 5 is fast enough for every request. */
const BROTLI_FOR_PAGES = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** A page: the same object for every visitor while the renderer (or the templates) keep it. */
interface RenderedPage {
  readonly html: string;
  /** 404 for a page that is not there; 200 when absent. */
  readonly status?: number;
}

type PageRenderer = (
  request: { url: string; headers: Record<string, string | string[] | undefined> },
  template: string,
  remotes: Pick<RemotesChoice, 'server' | 'browser' | 'key' | 'overridden'>,
) => Promise<RenderedPage | undefined>;

/** Each rendered page's compressed bytes, made once per page and encoding, gone with the page. */
const compressedPages = new WeakMap<RenderedPage, { br?: Buffer; gzip?: Buffer }>();
/** Each page's inline script hashes (for its CSP), made once per page. */
const scriptHashes = new WeakMap<RenderedPage, string[]>();

function pageScriptHashes(page: RenderedPage): string[] {
  let hashes = scriptHashes.get(page);
  if (!hashes) scriptHashes.set(page, (hashes = inlineScriptHashes(page.html)));
  return hashes;
}

/**
 * A page per remote that renders on the server, rendered before the server says it is ready. The
 * first render of a fresh process takes 1–2 s on a busy host (the remotes' server builds fetched
 * and compiled, React's code not yet optimised). nginx sends a server it saw fail (a restarted
 * replica) one request and counts it down until that one is answered: a slow first page leaves
 * a single live replica meanwhile, and if that one is being drained, visitors get 502s.
 */
const WARM_UP_PATHS = ['/', '/products', '/customer-care'];
/** A warm-up that takes longer (an API that does not answer) ends there: the server is ready. */
const WARM_UP_TIMEOUT_MS = 20_000;

/** CSP reports logged per minute at most: a page with a bug (or a forger) must not flood the log. */
const CSP_REPORTS_PER_MINUTE = 20;

function compressed(page: RenderedPage, encoding: 'br' | 'gzip'): Buffer {
  let variants = compressedPages.get(page);
  if (!variants) compressedPages.set(page, (variants = {}));
  return (variants[encoding] ??=
    encoding === 'br' ? brotliCompressSync(page.html, BROTLI_FOR_PAGES) : gzipSync(page.html));
}

/**
 * An app with `src/server/render-page.tsx` (the shell) renders pages on the server; see there.
 * Only the shell is given remotes, so only it renders.
 */
async function pageRenderer(options: ServeOptions, dist: string): Promise<PageRenderer | undefined> {
  const module = path.join(options.appDir, 'src/server/render-page.tsx');
  if (options.renderPages === false || !options.remotes || !existsSync(module)) return undefined;
  // React, MUI and emotion read it when first loaded: production builds render several times faster.
  process.env.NODE_ENV ??= 'production';
  // The server's render reads the same settings as the browser's (a link shown by one only would
  // differ at hydration).
  globalThis.__PSAR_CONFIG__ = { ...globalThis.__PSAR_CONFIG__, ...options.runtimeConfig };
  const { createPageRenderer } = (await import(module)) as {
    createPageRenderer: (options: { distDir: string; apiUrl: string }) => PageRenderer;
  };
  return createPageRenderer({ distDir: dist, apiUrl: options.apiUrl ?? 'http://127.0.0.1:4000' });
}

/** The request being handled, for the API calls its server render makes. */
const currentRequest = new AsyncLocalStorage<{ id: string; forwardedFor: string }>();
let fetchForwardsRequests = false;

/**
 * The visitor's address chain as a proxy passes it on (nginx's `$proxy_add_x_forwarded_for`): what
 * the request came with, then the address it came from. The API takes the client's address from
 * it (trusting only its TRUST_PROXY hops), so a render's API calls count against the visitor's
 * limits, not against this server's, which speaks for every visitor.
 */
export function forwardedFor(request: Pick<FastifyRequest, 'headers' | 'socket'>): string {
  const given = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(given) ? given.join(', ') : given)?.trim();
  const peer = request.socket.remoteAddress ?? '';
  return chain ? `${chain}, ${peer}` : peer;
}

/** Every fetch made while handling a request carries that request's id (the API logs it) and client. */
function forwardRequestsInFetch() {
  if (fetchForwardsRequests) return;
  fetchForwardsRequests = true;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const current = currentRequest.getStore();
    if (!current) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has('x-request-id')) headers.set('x-request-id', current.id);
    if (!headers.has('x-forwarded-for') && current.forwardedFor)
      headers.set('x-forwarded-for', current.forwardedFor);
    return original(input, { ...init, headers });
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function isSource(remotes: RemotesMap | RemotesSource): remotes is RemotesSource {
  return typeof (remotes as RemotesSource).choose === 'function';
}

/** The server serving an app, and how to stop it without failing a request in flight. */
export interface AppServer {
  app: FastifyInstance;
  /** Stops at once (requests in flight are still answered). */
  close(): Promise<void>;
  /**
   * Readiness goes 503 at once; after `delayMs` (for load balancers to notice) the server stops
   * accepting, answers what is in flight (with `Connection: close`), then closes.
   */
  drain(delayMs?: number): Promise<void>;
}

export async function serveApp(options: ServeOptions): Promise<AppServer> {
  const dist = path.join(options.appDir, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} has no build: run the app's build first`);
  const baseHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const runtimeConfig = options.runtimeConfig ?? {};
  const remotes =
    options.remotes === undefined
      ? undefined
      : isSource(options.remotes)
        ? options.remotes
        : fixedRemotes(options.remotes, { overrideSecret: options.overrideSecret });
  // Any place in <head> runs before the deferred bundle. (No marker comment: the build's HTML
  // minifier removes comments.)
  const templates = new Map<string, RenderedPage>();
  const templateFor = (choice: RemotesChoice | undefined): RenderedPage => {
    const key = choice?.key ?? '';
    let template = templates.get(key);
    if (template === undefined) {
      // A handful of maps are live at once (stable, canaries, overrides); forget old ones.
      if (templates.size > 64) templates.clear();
      template = {
        html: baseHtml.replace('</head>', () => `${runtimeScript(runtimeConfig, choice?.browser)}</head>`),
      };
      templates.set(key, template);
    }
    return template;
  };

  let draining = false;
  let closed = false;
  let warm = true;
  // 'idle': stopping closes idle keep-alive connections at once and lets requests in flight
  // finish; no 503 for requests on open connections while closing (a proxy would not retry a POST).
  const app = Fastify({
    logger: false,
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  forwardRequestsInFetch();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (draining) reply.header('Connection', 'close');
    currentRequest.run({ id: request.id, forwardedFor: forwardedFor(request) }, done);
  });
  registerHttpMetrics(app, { app: path.basename(options.appDir) });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (draining) return reply.status(503).send({ status: 'draining' });
    if (remotes && !remotes.ready())
      return reply.status(503).send({ status: 'waiting for the remotes registry' });
    if (!warm) return reply.status(503).send({ status: 'warming up' });
    return { status: 'ready', remotesRevision: remotes?.revision() ?? null };
  });

  await app.register(httpProxy, {
    upstream: options.apiUrl ?? 'http://127.0.0.1:4000',
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-request-id': String(request.id),
        'x-forwarded-for': forwardedFor(request),
      }),
    },
  });
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    preCompressed: true,
    wildcard: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(dist, filePath).split(path.sep).join('/');
      reply.header(
        'Cache-Control',
        SHORT_CACHE.test(relative) ? 'public, max-age=60' : 'public, max-age=31536000, immutable',
      );
      // Remotes are loaded by the shell from another origin.
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  if (remotes && options.overrideSecret) registerOverrideRoutes(app, options.overrideSecret);

  const renderPage = await pageRenderer(options, dist);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const choice = remotes?.choose(request);
    const template = templateFor(choice);
    const rendered =
      renderPage && choice
        ? await renderPage({ url: request.url, headers: request.headers }, template.html, choice).catch(
            (error: unknown) => {
              console.error(
                `[${request.id}] Server render of ${request.url} failed; the browser renders it`,
                error,
              );
              return undefined;
            },
          )
        : undefined;
    const page = rendered ?? template;
    for (const cookie of choice?.setCookies ?? []) reply.header('Set-Cookie', cookie);
    const policy = contentSecurityPolicy({
      scriptHashes: pageScriptHashes(page),
      origins: remoteOrigins(choice?.browser ?? {}),
      reportTo: CSP_REPORT_PATH,
    });
    const hsts = options.hsts === true || request.headers['x-forwarded-proto'] === 'https';
    reply
      .status(page.status ?? 200)
      .headers(securityHeaders(policy, { hsts }))
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie, Accept-Language')
      .type('text/html; charset=utf-8');
    if (!rendered) return reply.send(page.html);
    // A rendered page is large text (markup, styles, state): compressed it is a fifth of that.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(compressed(page, 'br'));
    if (/\bgzip\b/.test(accepted))
      return reply.header('Content-Encoding', 'gzip').send(compressed(page, 'gzip'));
    return reply.send(page.html);
  };
  registerCspReports(app);
  if (remotes) registerSearchEngineFiles(app, options.apiUrl ?? 'http://127.0.0.1:4000');
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'No such file' });
    }
    return sendIndex(request, reply);
  });
  app.addHook('onClose', async () => {
    closed = true;
    remotes?.close();
  });
  await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  if (renderPage && remotes) {
    warm = false;
    void warmUp(app, remotes, options.warmUpPaths ?? WARM_UP_PATHS, () => closed).then(() => (warm = true));
  }

  return {
    app,
    close: () => app.close(),
    async drain(delayMs = 0) {
      draining = true;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await app.close();
    },
  };
}

/** Renders `paths` as a new visitor would, once the remotes are known (see WARM_UP_PATHS). */
async function warmUp(
  app: FastifyInstance,
  remotes: RemotesSource,
  paths: readonly string[],
  closed: () => boolean,
): Promise<void> {
  const started = Date.now();
  const { address, port } = app.server.address() as AddressInfo;
  // Over the network, as a visitor's request comes: every hook and header on its way is warmed too.
  const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<'time up'>((resolve) => {
    timer = setTimeout(() => resolve('time up'), WARM_UP_TIMEOUT_MS).unref();
  });
  const renderAll = async () => {
    while (!remotes.ready() && !closed()) await new Promise((resolve) => setTimeout(resolve, 100));
    // One after another: together they would compete for the one thread they are warming.
    for (const url of paths) {
      if (closed()) return;
      await fetch(new URL(url, origin), { headers: { 'accept-encoding': 'gzip' } })
        .then((answer) => answer.arrayBuffer())
        .catch(() => undefined);
    }
  };
  const outcome = await Promise.race([renderAll(), timeUp]);
  clearTimeout(timer);
  if (closed()) return;
  console.log(
    outcome === 'time up'
      ? `warm-up: not done after ${WARM_UP_TIMEOUT_MS} ms; ready anyway`
      : `warm-up: ${paths.join(', ')} rendered in ${Date.now() - started} ms`,
  );
}

const CSP_REPORT_PATH = '/__psar/csp-report';

/** Browsers report what the page's CSP blocked: logged (a few a minute) for the team to see. */
function registerCspReports(app: FastifyInstance) {
  let windowStart = 0;
  let logged = 0;
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(CSP_REPORT_PATH, async (request, reply) => {
    const now = Date.now();
    if (now - windowStart > 60_000) [windowStart, logged] = [now, 0];
    if (logged < CSP_REPORTS_PER_MINUTE) {
      logged += 1;
      console.warn(`[${request.id}] CSP violation reported: ${String(request.body).slice(0, 1000)}`);
    }
    return reply.status(204).send();
  });
}

/**
 * `/sitemap.xml`, its parts and `/robots.txt` are the API's (it knows the products); the shop's
 * origin answers them, telling the API which host the crawler asked.
 */
function registerSearchEngineFiles(app: FastifyInstance, apiUrl: string) {
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers: Record<string, string> = { 'x-request-id': String(request.id) };
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    if (typeof host === 'string') headers['x-forwarded-host'] = host;
    const proto = request.headers['x-forwarded-proto'];
    if (typeof proto === 'string') headers['x-forwarded-proto'] = proto;
    const answer = await fetch(`${apiUrl}/api${request.url}`, { headers }).catch(() => undefined);
    if (!answer) return reply.status(502).type('text/plain').send('The API is not reachable');
    for (const name of ['content-type', 'cache-control', 'last-modified'])
      if (answer.headers.has(name)) reply.header(name, answer.headers.get(name));
    return reply.status(answer.status).send(Buffer.from(await answer.arrayBuffer()));
  };
  app.get('/robots.txt', forward);
  app.get('/sitemap.xml', forward);
  app.get('/sitemaps/:part', forward);
}

/**
 * A developer's override (docs/deploy.md): the registry signs "slice X from this manifest" for a
 * holder of X's deploy token; opening /__psar/override?token=… keeps it in this browser's cookie
 * for up to 8 hours, and only that browser's pages use it.
 */
function registerOverrideRoutes(app: FastifyInstance, secret: string) {
  const MAX_AGE_S = 8 * 3600;
  app.get<{ Querystring: { token?: string } }>('/__psar/override', async (request, reply) => {
    const claim = verifyOverride(String(request.query.token ?? ''), secret);
    if (!claim)
      return reply.status(400).type('text/plain').send('This override link is invalid or has expired.');
    const maxAge = Math.min(MAX_AGE_S, Math.floor((claim.expiresAt.getTime() - Date.now()) / 1000));
    return reply
      .header(
        'Set-Cookie',
        `${OVERRIDE_COOKIE_PREFIX}${claim.slice}=${encodeURIComponent(String(request.query.token))}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly`,
      )
      .redirect('/', 303);
  });
  app.get('/__psar/override/clear', async (request, reply) => {
    for (const name of requestCookies(request).keys()) {
      if (name.startsWith(OVERRIDE_COOKIE_PREFIX)) reply.header('Set-Cookie', `${name}=; Path=/; Max-Age=0`);
    }
    return reply.redirect('/', 303);
  });
}

/** Remote name → manifest URL: REMOTES_JSON (inline JSON or a file path), else dist/remotes.json. */
export function loadRemotesMap(appDir: string): Record<string, string> {
  const fromEnv = process.env.REMOTES_JSON;
  if (fromEnv) return JSON.parse(fromEnv.trim().startsWith('{') ? fromEnv : readFileSync(fromEnv, 'utf8'));
  return JSON.parse(readFileSync(path.join(appDir, 'dist', 'remotes.json'), 'utf8'));
}

export const APP_PORTS = {
  shell: 3000,
  'mfe-catalog': 3001,
  'mfe-checkout': 3002,
  'mfe-account': 3003,
  'mfe-help': 3004,
  'mfe-backoffice': 3005,
} as const;

// `tsx ../shared/server/serve-app.ts` from an app's folder serves that app.
if (require.main === module) {
  const appDir = process.cwd();
  const name = path.basename(appDir) as keyof typeof APP_PORTS;
  const port = Number(process.env.PORT ?? APP_PORTS[name] ?? 3000);
  const isShell = name === 'shell';
  serveApp({
    appDir,
    port,
    apiUrl: process.env.API_URL,
    remotes: isShell ? loadRemotesMap(appDir) : undefined,
    runtimeConfig: runtimeConfigFromEnvironment(process.env),
  })
    .then(() => console.log(`${name} on http://localhost:${port}${isShell ? '' : ' (standalone page at /)'}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
