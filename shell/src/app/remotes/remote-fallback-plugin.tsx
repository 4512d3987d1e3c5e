import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * When a remote cannot load (server down, bad manifest, script error), answer with a module whose
 * component shows the localized "unavailable" message and a Retry button, instead of throwing.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'psar-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} failed to load`, error);
      const remote = id.split('/')[0] ?? id;
      return { __esModule: true, default: () => <RemoteUnavailable remote={remote} /> };
    },
  };
}
