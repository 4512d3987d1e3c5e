import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeIncompatibility, remoteCompatibility } from '@storefront/shared';

declare global {
  /** Share key → version this build shares (shared/build/webpack.mjs). */
  const __PSAR_SINGLETONS__: Record<string, string> | undefined;
}

/** Thrown for a refused remote: the load fails, and the fallback plugin shows its message. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/**
 * The version-skew guard in the browser: checks each remote's manifest as it arrives, before its
 * entry script is fetched or run (see shared/src/app/remote-compatibility.ts).
 */
export function remoteCompatibilityPlugin(
  hostSingletons: Record<string, string> = typeof __PSAR_SINGLETONS__ === 'object' ? __PSAR_SINGLETONS__ : {},
): ModuleFederationRuntimePlugin {
  return {
    name: 'psar-remote-compatibility',
    loadRemoteSnapshot(args) {
      if (args.from === 'manifest' && args.manifestJson) {
        const result = remoteCompatibility(args.manifestJson, hostSingletons);
        if (!result.compatible) {
          throw new IncompatibleRemoteError(
            `${describeIncompatibility(args.moduleInfo.name, result)} (${args.manifestUrl ?? 'no manifest URL'})`,
          );
        }
      }
      return args;
    },
  };
}
