// Which build of each remote a page gets. Without a registry: one fixed map (remotes.json or
// REMOTES_JSON). With one (REGISTRY_URL): the registry's stable release of each slice, or its
// canary for the share of browsers the canary is for — chosen once per browser by a cookie, so
// the server's render and the browser's scripts use the same build, and a shopper does not
// switch builds between pages. A developer's signed override (OVERRIDE_SECRET) points their own
// browser at another build of one slice, e.g. their local dev server.
import { createHash, randomBytes } from 'node:crypto';
import { isRemoteSlice, verifyOverride } from './override-token';

/** Remote name → manifest URL. */
export type RemotesMap = Record<string, string>;

export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
}

export interface RemotesChoice {
  /** What the browser gets inlined (URLs as the browser reaches them). */
  browser: RemotesMap;
  /** The same builds as the shell's server fetches them (absolute URLs). */
  server: RemotesMap;
  /** Identifies `browser`: pages rendered for one choice are never handed to another. */
  key: string;
  /** Slices this browser overrides: their pages are not rendered on the server. */
  overridden: string[];
  /** Set-Cookie values to send with the page. */
  setCookies: string[];
}

export interface RemotesSource {
  choose(request: RequestLike): RemotesChoice;
  /** False until the first map is known (a registry that has not answered yet). */
  ready(): boolean;
  /** The registry record's revision the source is on, if any. */
  revision(): number | undefined;
  close(): void;
}

/** The registry's `GET /remotes` answer (registry/src). */
export interface RegistryRecord {
  revision: number;
  slices: Record<
    string,
    {
      stable?: { releaseId: string; manifest: string };
      canary?: { releaseId: string; manifest: string; percent: number };
    }
  >;
}

export const COHORT_COOKIE = 'psar_cohort';
export const OVERRIDE_COOKIE_PREFIX = 'psar_override_';
const COHORT_MAX_AGE_S = 365 * 24 * 3600;

function header(request: RequestLike, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function requestCookies(request: RequestLike): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header(request, 'cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    try {
      cookies.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // a malformed cookie is ignored
    }
  }
  return cookies;
}

function secureSuffix(request: RequestLike): string {
  return header(request, 'x-forwarded-proto') === 'https' ? '; Secure' : '';
}

/**
 * 0–99: where this browser falls for one canary. Hashing the cohort id with the slice and the
 * canary's release gives each canary its own random tenth, stable for that browser.
 */
export function canaryBucket(cohort: string, slice: string, releaseId: string): number {
  return createHash('sha256').update(`${cohort}|${slice}|${releaseId}`).digest().readUInt32BE(0) % 100;
}

function absolute(url: string, base: string | undefined): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

function mapKey(map: RemotesMap): string {
  return createHash('sha256')
    .update(JSON.stringify(Object.entries(map).sort(([a], [b]) => a.localeCompare(b))))
    .digest('base64url')
    .slice(0, 16);
}

interface ChooseOptions {
  /** Resolves relative manifest URLs (`/remotes/...`) for the server's own fetches. */
  serverBaseUrl?: string;
  overrideSecret?: string;
}

function choice(
  request: RequestLike,
  record: RegistryRecord | undefined,
  fixed: RemotesMap,
  options: ChooseOptions,
) {
  const cookies = requestCookies(request);
  const setCookies: string[] = [];
  const browser: RemotesMap = { ...fixed };
  let cohort = cookies.get(COHORT_COOKIE);
  for (const [slice, entry] of Object.entries(record?.slices ?? {})) {
    if (entry.stable) browser[slice] = entry.stable.manifest;
    const canary = entry.canary;
    if (!canary || canary.percent <= 0) continue;
    if (!cohort || !/^[A-Za-z0-9_-]{8,64}$/.test(cohort)) {
      cohort = randomBytes(12).toString('base64url');
      setCookies.push(
        `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; SameSite=Lax; HttpOnly${secureSuffix(request)}`,
      );
    }
    if (canaryBucket(cohort, slice, canary.releaseId) < canary.percent) browser[slice] = canary.manifest;
  }
  const overridden: string[] = [];
  if (options.overrideSecret) {
    for (const [name, value] of cookies) {
      if (!name.startsWith(OVERRIDE_COOKIE_PREFIX)) continue;
      const claim = verifyOverride(value, options.overrideSecret);
      const slice = name.slice(OVERRIDE_COOKIE_PREFIX.length);
      if (claim && claim.slice === slice) {
        browser[slice] = claim.manifestUrl;
        overridden.push(slice);
      }
    }
  }
  const server = Object.fromEntries(
    Object.entries(browser).map(([name, url]) => [name, absolute(url, options.serverBaseUrl)]),
  );
  return { browser, server, key: mapKey(browser), overridden, setCookies } satisfies RemotesChoice;
}

/** One fixed map (what `remotes.json` says). Overrides still apply when a secret is set. */
export function fixedRemotes(map: RemotesMap, options: ChooseOptions = {}): RemotesSource {
  return {
    choose: (request) => choice(request, undefined, map, options),
    ready: () => true,
    revision: () => undefined,
    close: () => undefined,
  };
}

export interface RegistryRemotesOptions extends ChooseOptions {
  registryUrl: string;
  /** How often the registry is asked (an ETag makes an unchanged answer a few bytes). */
  pollMs?: number;
  /** Used for slices the registry does not know, and until it first answers. */
  fallback?: RemotesMap;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

function isRecord(value: unknown): value is RegistryRecord {
  if (!value || typeof value !== 'object') return false;
  const { revision, slices } = value as Partial<RegistryRecord>;
  return typeof revision === 'number' && !!slices && typeof slices === 'object';
}

/**
 * The registry's map, polled: a promote or rollback reaches new page loads within `pollMs` plus
 * one request. When the registry is unreachable the last record it gave stays in use.
 */
export function registryRemotes(
  options: RegistryRemotesOptions,
): RemotesSource & { refresh(): Promise<void> } {
  const pollMs = options.pollMs ?? 2_000;
  const fetchFn = options.fetch ?? fetch;
  const log = options.log ?? ((line: string) => console.log(line));
  let record: RegistryRecord | undefined;
  let etag: string | undefined;
  let failing = false;
  const url = new URL(
    'remotes',
    options.registryUrl.endsWith('/') ? options.registryUrl : `${options.registryUrl}/`,
  );

  async function refresh() {
    try {
      const response = await fetchFn(url, {
        headers: etag ? { 'If-None-Match': etag } : {},
        signal: AbortSignal.timeout(Math.max(1_000, pollMs)),
      });
      if (response.status === 304) return;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isRecord(body)) throw new Error('not a registry record');
      for (const slice of Object.keys(body.slices)) {
        if (!isRemoteSlice(slice)) delete body.slices[slice];
      }
      if (record?.revision !== body.revision) log(`remotes registry: revision ${body.revision}`);
      record = body;
      etag = response.headers.get('etag') ?? undefined;
      if (failing) log('remotes registry: reachable again');
      failing = false;
    } catch (error) {
      if (!failing) {
        log(
          `remotes registry at ${url.href} unreachable (${error instanceof Error ? error.message : String(error)}); ` +
            (record ? `keeping revision ${record.revision}` : 'using the fixed map'),
        );
      }
      failing = true;
    }
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    if (stopped) return;
    timer = setTimeout(() => void refresh().finally(loop), pollMs);
    timer.unref();
  };
  void refresh().finally(loop);

  return {
    choose: (request) => choice(request, record, options.fallback ?? {}, options),
    ready: () => record !== undefined || options.fallback !== undefined,
    revision: () => record?.revision,
    refresh,
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
