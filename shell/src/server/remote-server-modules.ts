import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { ComponentType } from 'react';

declare global {
  // Read by a remote's server build while it loads (shared/build/server-public-path.cjs).
  var __PSAR_SERVER_PUBLIC_PATH__: string | undefined;
}

/** The shell's own copies of the shared singletons, handed to every remote's server build. */
const requireShared = createRequire(__filename);

/** How long a loaded (or missing) server build is used before asking its origin again. */
const REVALIDATE_MS = 60_000;
const FETCH_TIMEOUT_MS = 3_000;

interface Loaded {
  App: ComponentType | undefined;
  etag: string | undefined;
  checkedAt: number;
}

/**
 * Each remote's server build (dist/server/remote.js of a remote built with `serverRendered`),
 * fetched from the remote's own origin beside its manifest, like the browser fetches its client
 * build: a remote redeployed alone is rendered with its new code within a minute. A remote without
 * one (or unreachable) is rendered by the browser only.
 */
export function remoteServerModules(remotes: Record<string, string>, now: () => number = Date.now) {
  const loaded = new Map<string, Loaded>();
  const pending = new Map<string, Promise<Loaded>>();

  async function fetchBuild(name: string, previous: Loaded | undefined): Promise<Loaded> {
    const manifest = remotes[name];
    if (!manifest) return { App: undefined, etag: undefined, checkedAt: now() };
    const url = new URL('server/remote.js', manifest);
    try {
      const response = await fetch(url, {
        headers: previous?.etag ? { 'If-None-Match': previous.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 304 && previous) return { ...previous, checkedAt: now() };
      if (!response.ok) return { App: undefined, etag: undefined, checkedAt: now() };
      const App = evaluate(await response.text(), url, new URL('.', manifest).href);
      return { App, etag: response.headers.get('etag') ?? undefined, checkedAt: now() };
    } catch (error) {
      console.error(`The server build of remote ${name} could not be loaded`, error);
      // Keep rendering with the last good build while its origin is unreachable.
      return { App: previous?.App, etag: previous?.etag, checkedAt: now() };
    }
  }

  return {
    /** The remote's `./App` for server rendering, or undefined if it has no server build. */
    async load(name: string): Promise<ComponentType | undefined> {
      const current = loaded.get(name);
      if (current && now() - current.checkedAt < REVALIDATE_MS) return current.App;
      let inFlight = pending.get(name);
      if (!inFlight) {
        inFlight = fetchBuild(name, current).then((result) => {
          loaded.set(name, result);
          pending.delete(name);
          return result;
        });
        pending.set(name, inFlight);
      }
      // A stale build is still good for this request; the new one serves the next.
      return current ? current.App : (await inFlight).App;
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
