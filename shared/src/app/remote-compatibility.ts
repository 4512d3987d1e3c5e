import remoteContract from '../../build/remote-contract.json';

/**
 * Whether the shell may run a remote: the version-skew guard of the shell/remote boundary
 * (DESIGN.md §6). Read from the remote's `mf-manifest.json` before any of its code runs, in the
 * browser (a Module Federation runtime plugin) and on the shell's server (before its server build).
 *
 * - Shared singletons: one React, one store, one router, one i18n, one MUI on the page. A remote
 *   built against another major of one of them would run on the shell's copy (singletons) and
 *   break in ways no fallback catches, so it is refused.
 * - The shell/remote contract: the routes a remote owns and its exposed `./App` (a component that
 *   takes no props and renders its routes inside the shell's router). Its version is written into
 *   every remote's manifest at build time (`metaData.psarContract`); a remote with another major,
 *   or none, is refused too.
 */

/** The shell's contract version; the build writes the same file's version into each manifest. */
export const REMOTE_CONTRACT_VERSION: string = remoteContract.version;

/** The parts of an `mf-manifest.json` the guard reads. */
export interface RemoteManifestFacts {
  /** `psarContract` is read from it (any object: Module Federation's own manifest type fits). */
  metaData?: object;
  shared?: readonly { name?: unknown; version?: unknown }[];
}

export type RemoteCompatibility =
  | { compatible: true }
  | { compatible: false; reason: 'contract'; expected: string; found: string | undefined }
  | { compatible: false; reason: 'singleton'; name: string; expected: string; found: string };

function major(version: string): string | undefined {
  return /^\D*(\d+)\./.exec(version)?.[1];
}

/** The host's share key for a shared module: `@mui/material/Button` is shared as `@mui/material/`. */
function hostKey(name: string, hostSingletons: Record<string, string>): string | undefined {
  if (name in hostSingletons) return name;
  return Object.keys(hostSingletons).find((key) => key.endsWith('/') && name.startsWith(key));
}

/**
 * @param manifest        the remote's mf-manifest.json
 * @param hostSingletons  the shell's shared singletons: share key → the version it provides
 * @param contract        the shell's contract version
 */
export function remoteCompatibility(
  manifest: RemoteManifestFacts,
  hostSingletons: Record<string, string>,
  contract: string = REMOTE_CONTRACT_VERSION,
): RemoteCompatibility {
  const found = (manifest.metaData as { psarContract?: unknown } | undefined)?.psarContract;
  const foundContract = typeof found === 'string' ? found : undefined;
  if (!foundContract || major(foundContract) !== major(contract)) {
    return { compatible: false, reason: 'contract', expected: contract, found: foundContract };
  }
  for (const entry of manifest.shared ?? []) {
    if (typeof entry.name !== 'string' || typeof entry.version !== 'string') continue;
    const key = hostKey(entry.name, hostSingletons);
    const expected = key === undefined ? undefined : hostSingletons[key];
    if (expected === undefined) continue;
    if (major(entry.version) !== major(expected)) {
      return { compatible: false, reason: 'singleton', name: entry.name, expected, found: entry.version };
    }
  }
  return { compatible: true };
}

/** One log line's worth of why a remote was refused. */
export function describeIncompatibility(remote: string, result: RemoteCompatibility): string {
  if (result.compatible) return `remote ${remote} is compatible`;
  return result.reason === 'contract'
    ? `remote ${remote} refused: it implements shell contract ${result.found ?? '(none)'}, the shell needs ${result.expected}`
    : `remote ${remote} refused: built against ${result.name} ${result.found}, the shell shares ${result.expected}`;
}
