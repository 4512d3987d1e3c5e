import type { ReactNode } from 'react';

declare global {
  /** Set by the shared webpack config: the build that produced this bundle. */
  const __BUILD_ID__: string;
}

/** Marks a remote's part of the page (and which build is live) without affecting layout. */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-remote={name} data-build={typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'test'} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
