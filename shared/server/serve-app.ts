// Serves one app's production build: hashed files cached for a year, manifests and HTML for a
// minute (so a redeployed remote is live quickly), brotli/gzip files precompressed by the build,
// `/api` proxied to the API so the browser talks to one origin, and unknown paths answered with
// index.html (client-side routes). The shell's index.html gets the runtime config and the
// remotes map inlined, so no extra round trip is needed before the first render.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

const SHORT_CACHE = /(^|\/)(mf-manifest\.json|remotes\.json|remoteEntry\.js|index\.html)$|^locales\//;

export interface ServeOptions {
  /** The app's folder (with dist/ inside). */
  appDir: string;
  port: number;
  host?: string;
  apiUrl?: string;
  /** Remote name → manifest URL; inlined for the shell. */
  remotes?: Record<string, string>;
  runtimeConfig?: Record<string, string>;
  /** Render pages on the server where the app can (the shell); default true. */
  renderPages?: boolean;
}

function runtimeScript(options: ServeOptions): string {
  // JSON in a <script>: escape '<' so a value can never close the tag.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const parts = [`window.__PSAR_CONFIG__=${json(options.runtimeConfig ?? {})};`];
  if (options.remotes) parts.push(`window.__PSAR_REMOTES__=${json(options.remotes)};`);
  return `<script>${parts.join('')}</script>`;
}

/** Brotli's default quality (11) is for files compressed once; 5 is fast enough for every request. */
const BROTLI_FOR_PAGES = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** A rendered page: the same object for every visitor while the renderer keeps it. */
interface RenderedPage {
  readonly html: string;
}

type PageRenderer = (
  request: { url: string; headers: Record<string, string | string[] | undefined> },
  template: string,
) => Promise<RenderedPage | undefined>;

/** Each rendered page's compressed bytes, made once per page and encoding, gone with the page. */
const compressedPages = new WeakMap<RenderedPage, { br?: Buffer; gzip?: Buffer }>();

function compressed(page: RenderedPage, encoding: 'br' | 'gzip'): Buffer {
  let variants = compressedPages.get(page);
  if (!variants) compressedPages.set(page, (variants = {}));
  return (variants[encoding] ??=
    encoding === 'br' ? brotliCompressSync(page.html, BROTLI_FOR_PAGES) : gzipSync(page.html));
}

/**
 * An app with `src/server/render-page.tsx` (the shell) renders pages on the server; see there.
 * Only the shell is given the remotes map, so only it renders.
 */
async function pageRenderer(options: ServeOptions, dist: string): Promise<PageRenderer | undefined> {
  const module = path.join(options.appDir, 'src/server/render-page.tsx');
  if (options.renderPages === false || !options.remotes || !existsSync(module)) return undefined;
  // React, MUI and emotion read it when first loaded: production builds render several times faster.
  process.env.NODE_ENV ??= 'production';
  const { createPageRenderer } = (await import(module)) as {
    createPageRenderer: (options: { distDir: string; remotes: Record<string, string>; apiUrl: string }) => PageRenderer;
  };
  return createPageRenderer({
    distDir: dist,
    remotes: options.remotes,
    apiUrl: options.apiUrl ?? 'http://127.0.0.1:4000',
  });
}

export async function serveApp(options: ServeOptions) {
  const dist = path.join(options.appDir, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} has no build: run the app's build first`);
  // Any place in <head> runs before the deferred bundle. (No marker comment: the build's HTML
  // minifier removes comments.)
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
    '</head>',
    `${runtimeScript(options)}</head>`,
  );

  // forceCloseConnections: stopping the server (Ctrl-C, a test taking a remote down) does not wait
  // for browsers' keep-alive connections.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(httpProxy, {
    upstream: options.apiUrl ?? 'http://127.0.0.1:4000',
    prefix: '/api',
    rewritePrefix: '/api',
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
  const renderPage = await pageRenderer(options, dist);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = renderPage
      ? await renderPage({ url: request.url, headers: request.headers }, indexHtml).catch((error: unknown) => {
          console.error(`Server render of ${request.url} failed; the browser renders it`, error);
          return undefined;
        })
      : undefined;
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie, Accept-Language, Sec-CH-UA-Mobile')
      .type('text/html; charset=utf-8');
    if (!page) return reply.send(indexHtml);
    // A rendered page is large text (markup, styles, state): compressed it is a fifth of that.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(compressed(page, 'br'));
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(compressed(page, 'gzip'));
    return reply.send(page.html);
  };
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'No such file' });
    }
    return sendIndex(request, reply);
  });
  await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  return app;
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
    runtimeConfig: process.env.SOLAR_SITE_URL ? { solarSiteUrl: process.env.SOLAR_SITE_URL } : {},
  })
    .then(() => console.log(`${name} on http://localhost:${port}${isShell ? '' : ' (standalone page at /)'}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
