import { createRequire } from 'node:module';
import vm from 'node:vm';
import { describeIncompatibility, remoteCompatibility, type RemoteManifestFacts } from '@storefront/shared';
import type { ComponentType } from 'react';

declare global {
  // Read by a remote's server build while it loads (shared/build/server-public-path.cjs).
  var __PSAR_SERVER_PUBLIC_PATH__: string | undefined;
}

/** The shell's own copies of the shared singletons, handed to every remote's server build. */
const requireShared = createRequire(__filename);

/** How long a loaded (or missing) server build is used before asking its origin again. */
const REVALIDATE_MS = 60_000;
/**
 * How soon an origin that did not answer is asked again: it is starting (a shell starts before the
 * edge it fetches builds through) or briefly gone, and until it answers pages are not rendered.
 */
const UNREACHABLE_RETRY_MS = 2_000;
const FETCH_TIMEOUT_MS = 3_000;
/** Builds of this many manifests are kept (a stable and a canary per slice, with room to spare). */
const MAX_BUILDS = 32;

/** The package a shared module is part of: `@mui/material/Button` → `@mui/material`. */
function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return parts.slice(0, moduleName.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The versions this server hands to a remote's server build, for each module the remote's manifest
 * shares (the shared singletons, as the browser build's share scope has them).
 */
function serverSingletons(manifest: RemoteManifestFacts): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const { name } of manifest.shared ?? []) {
    if (typeof name !== 'string') continue;
    try {
      versions[name] = (requireShared(`${packageOf(name)}/package.json`) as { version: string }).version;
    } catch {
      // not a package this server provides: the remote's server build bundles its own
    }
  }
  return versions;
}

/** What the browser build says of its named lazy chunks (shared/build/chunk-groups-plugin.mjs). */
export interface LazyChunks {
  /** Each named lazy chunk's files and the shared modules it consumes. */
  groups: Record<string, { files: string[]; consumes: string[] }>;
  /** The files of the remote's own copy of each shared module. */
  sharedFiles: Record<string, string[]>;
}

const NO_LAZY_CHUNKS: LazyChunks = { groups: {}, sharedFiles: {} };

/** Where every browser build lists its chunks, beside its entry (CHUNK_GROUPS_FILE of the build's plugin). */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

interface Loaded {
  App: ComponentType | undefined;
  /** The browser's start-up files of `./App` (remote entry, exposed chunk), relative to the manifest. */
  startupFiles: string[];
  lazyChunks: LazyChunks;
  etag: string | undefined;
  /** When its origin is asked again. */
  staleAt: number;
}

/**
 * The files, relative to the manifest, the browser fetches to run the named lazy chunks a render
 * used: each chunk's own, and the remote's copy of each shared module it consumes that the page's
 * host does not provide (the host's copy wins where it has one: `loaded-first`).
 */
export function lazyChunkFiles(
  chunks: LazyChunks,
  names: Iterable<string>,
  hostProvides: { has(key: string): boolean },
): string[] {
  const files = new Set<string>();
  for (const name of names) {
    const group = chunks.groups[name];
    if (!group) continue;
    for (const file of group.files) files.add(file);
    for (const key of group.consumes)
      if (!hostProvides.has(key)) for (const file of chunks.sharedFiles[key] ?? []) files.add(file);
  }
  return [...files];
}

/** The shell's own build, as its chunk-groups.json says: the shared modules it provides, and their files. */
export interface HostShared {
  has(key: string): boolean;
  /** The files of the shell's copy of a shared module, relative to the shell's public path. */
  files(key: string): readonly string[];
}

/**
 * The shell's own files that the named lazy chunks a render used need: the shell's copy of each
 * shared module they consume that the shell provides (its copy wins: `loaded-first`), e.g. MUI's
 * menus behind the product list's sort select. Listed in the HTML, they download with the rest;
 * otherwise the browser asks for them only when hydration reaches that part.
 */
export function hostChunkFiles(chunks: LazyChunks, names: Iterable<string>, host: HostShared): string[] {
  const files = new Set<string>();
  for (const name of names)
    for (const key of chunks.groups[name]?.consumes ?? [])
      if (host.has(key)) for (const file of host.files(key)) files.add(file);
  return [...files];
}

/** The build's named lazy chunks, if it lists them (an older build does not: no chunk is preloaded). */
async function fetchLazyChunks(manifest: string): Promise<LazyChunks> {
  try {
    const response = await fetch(new URL(CHUNK_GROUPS_FILE, manifest), {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return NO_LAZY_CHUNKS;
    const { groups, sharedFiles } = (await response.json()) as Partial<LazyChunks>;
    return { groups: groups ?? {}, sharedFiles: sharedFiles ?? {} };
  } catch {
    return NO_LAZY_CHUNKS;
  }
}

/** What the browser fetches first to run the remote's `./App`: its entry, then the exposed module. */
function startupFiles(manifest: {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [[entry.path, entry.name].filter(Boolean).join('/')] : [];
  const app = manifest.exposes?.find((expose) => expose.path === './App');
  return [...files, ...(app?.assets?.js?.sync ?? [])];
}

/**
 * Each remote's server build (dist/server/remote.js of a remote built with `serverRendered`),
 * fetched from beside the manifest the page uses, as the browser fetches its client build: a
 * remote redeployed alone, or a canary, is rendered with its own code. Builds are kept per
 * manifest URL, so a stable and a canary release render side by side. A remote the version-skew
 * guard refuses, without a server build, or unreachable is rendered by the browser only (which
 * refuses it too and shows the fallback).
 */
export function remoteServerModules(now: () => number = Date.now) {
  const loaded = new Map<string, Loaded>();
  const pending = new Map<string, Promise<Loaded>>();

  async function fetchBuild(name: string, manifest: string, previous: Loaded | undefined): Promise<Loaded> {
    const none: Loaded = {
      App: undefined,
      startupFiles: [],
      lazyChunks: NO_LAZY_CHUNKS,
      etag: undefined,
      staleAt: now() + REVALIDATE_MS,
    };
    try {
      // Read at every revalidation: small, and a fixed URL may name a new build.
      const manifestResponse = await fetch(manifest, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!manifestResponse.ok) return none;
      const facts = (await manifestResponse.json()) as RemoteManifestFacts &
        Parameters<typeof startupFiles>[0];
      const verdict = remoteCompatibility(facts, serverSingletons(facts));
      if (!verdict.compatible) {
        console.error(
          `${describeIncompatibility(name, verdict)} (${manifest}); its pages render in the browser`,
        );
        return none;
      }
      const url = new URL('server/remote.js', manifest);
      const response = await fetch(url, {
        headers: previous?.App && previous.etag ? { 'If-None-Match': previous.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const files = startupFiles(facts);
      const lazyChunks = await fetchLazyChunks(manifest);
      if (response.status === 304 && previous?.App)
        return { ...previous, startupFiles: files, lazyChunks, staleAt: now() + REVALIDATE_MS };
      if (!response.ok) return none;
      const App = evaluate(await response.text(), url, new URL('.', manifest).href);
      return {
        App,
        startupFiles: files,
        lazyChunks,
        etag: response.headers.get('etag') ?? undefined,
        staleAt: now() + REVALIDATE_MS,
      };
    } catch (error) {
      console.error(`The server build of remote ${name} (${manifest}) could not be loaded`, error);
      // Keep rendering with the last good build while its origin is unreachable.
      return { ...(previous ?? none), staleAt: now() + UNREACHABLE_RETRY_MS };
    }
  }

  return {
    /**
     * The `./App` of the remote whose manifest is `manifest` (undefined if it has no usable server
     * build) and the files the browser starts it with.
     */
    async load(name: string, manifest: string | undefined): Promise<Omit<Loaded, 'etag' | 'staleAt'>> {
      if (!manifest) return { App: undefined, startupFiles: [], lazyChunks: NO_LAZY_CHUNKS };
      const current = loaded.get(manifest);
      if (current && now() < current.staleAt) return current;
      let inFlight = pending.get(manifest);
      if (!inFlight) {
        inFlight = fetchBuild(name, manifest, current).then((result) => {
          loaded.delete(manifest);
          loaded.set(manifest, result);
          // Oldest first in a Map: drop the builds of releases no longer served.
          for (const key of loaded.keys()) {
            if (loaded.size <= MAX_BUILDS) break;
            loaded.delete(key);
          }
          pending.delete(manifest);
          return result;
        });
        pending.set(manifest, inFlight);
      }
      // A stale build is still good for this request; the new one serves the next.
      return current ?? (await inFlight);
    },
  };
}

/** Runs a CommonJS server build whose shared modules are the shell's. */
function evaluate(code: string, url: URL, publicPath: string): ComponentType | undefined {
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
    filename: url.href,
  }) as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }) => void;
  const module: { exports: { default?: ComponentType } } = { exports: {} };
  globalThis.__PSAR_SERVER_PUBLIC_PATH__ = publicPath;
  try {
    wrapper(module.exports, requireShared, module);
  } finally {
    globalThis.__PSAR_SERVER_PUBLIC_PATH__ = undefined;
  }
  return module.exports.default;
}
