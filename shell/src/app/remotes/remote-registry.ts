import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { routeOwner } from '../route-ownership';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteCompatibilityPlugin } from './remote-compatibility-plugin';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

/** Remote name → manifest URL. Served beside the shell as remotes.json and inlined into
 * index.html by the shell's server, so a deployment changes it without rebuilding the shell. */
export type RemotesMap = Record<string, string>;

declare global {
  interface Window {
    __PSAR_REMOTES__?: RemotesMap;
  }
}

/** Used only when index.html was not served by the shell's server (webpack-dev-server). */
const DEV_REMOTES: RemotesMap = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  help: 'http://localhost:3004/mf-manifest.json',
  backoffice: 'http://localhost:3005/mf-manifest.json',
};

function remotesMap(): RemotesMap {
  return window.__PSAR_REMOTES__ ?? DEV_REMOTES;
}

export function registerRemotesFromConfig(): void {
  registerPlugins([
    // A remote's script or manifest that fails once (a deploy in progress, a flaky network) is
    // fetched again before the fallback shows.
    RetryPlugin({ fetch: { retryTimes: 1, retryDelay: 300 }, script: { retryTimes: 1, retryDelay: 300 } }),
    // A remote built against other majors of the shared singletons, or another shell contract,
    // is refused before its code runs; the fallback below shows instead.
    remoteCompatibilityPlugin(),
    remoteFallbackPlugin(),
  ]);
  registerRemotes(Object.entries(remotesMap()).map(([name, entry]) => ({ name, entry })));
}

/** Forget what the runtime cached for a remote (a failed manifest or script) before a retry. */
export function reRegisterRemote(name: string): void {
  const entry = remotesMap()[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Begins loading the remote that owns `pathname` (its manifest, entry and App chunk), so it is
 * ready by the time React mounts it. Failures are left to the mount, which shows the fallback. */
export function preloadRemoteFor(pathname: string): void {
  const owner = routeOwner(pathname)?.owner;
  if (owner && owner !== 'shell') void loadRemote(`${owner}/App`).catch(() => undefined);
}
