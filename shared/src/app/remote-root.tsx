import type { ReactNode } from 'react';

declare global {
  /** Set by the shared webpack config: the build that produced this bundle. */
  const __BUILD_ID__: string;
}

/** Marks a remote's part of the page, and which build of it is live, without affecting layout.
 * `build` must be the remote's own `__BUILD_ID__`: this component runs from the shell's copy. */
export function RemoteRoot({ name, build, children }: { name: string; build: string; children: ReactNode }) {
  return (
    <div data-remote={name} data-build={build} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
