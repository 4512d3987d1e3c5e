import { loadRemote } from '@module-federation/enhanced/runtime';
import { PageSpinner } from '@storefront/shared';
import {
  Component,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RemoteName } from './remote-names';
import { reRegisterRemote } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';
import { RetryRemoteContext } from './retry-remote-context';

type RemoteModule = { default: ComponentType };

/** On the server: each remote's `./App`, already loaded (see src/server). The browser loads them
 * lazily, and keeps the server's markup of a remote until its code is there to hydrate it. */
export const ServerRemotesContext = createContext<ReadonlyMap<string, ComponentType>>(new Map());

// One lazy component per remote and attempt, kept across renders and route changes.
const lazyApps = new Map<string, ComponentType>();

function lazyRemoteApp(name: RemoteName, attempt: number): ComponentType {
  const key = `${name}#${attempt}`;
  let app = lazyApps.get(key);
  if (!app) {
    app = lazy(async () => {
      const module = await loadRemote<RemoteModule>(`${name}/App`);
      if (!module?.default) throw new Error(`Remote ${name} has no App`);
      return module;
    });
    lazyApps.set(key, app);
  }
  return app;
}

class RemoteErrorBoundary extends Component<{ remote: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`Remote ${this.props.remote} crashed`, error);
  }
  override render() {
    return this.state.failed ? <RemoteUnavailable remote={this.props.remote} /> : this.props.children;
  }
}

/** Mounts a remote's `./App`. Its failure to load or render stays inside this box. */
export function RemoteApp({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    reRegisterRemote(name);
    setAttempt((n) => n + 1);
  }, [name]);
  const App = useContext(ServerRemotesContext).get(name) ?? lazyRemoteApp(name, attempt);
  return (
    <RetryRemoteContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} remote={name}>
        <Suspense fallback={<PageSpinner />}>
          <App />
        </Suspense>
      </RemoteErrorBoundary>
    </RetryRemoteContext.Provider>
  );
}
