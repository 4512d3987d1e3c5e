import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * On the server, the names of the lazy chunks a page's render used; their files are preloaded in
 * its HTML (shell/src/server/render-page.tsx), so hydration does not wait for the browser to meet
 * them. Absent in the browser.
 */
export const RenderedChunksContext = createContext<Set<string> | null>(null);

/**
 * `lazy`, for a chunk a server-rendered page may need at once (a page, a section above the fold).
 * `name` must be the import's `webpackChunkName`: the build lists each named chunk's files
 * (shared/build/chunk-groups-plugin.mjs) and the server preloads those of the chunks it rendered.
 *
 *     const HomePage = lazyChunk('catalog-home', () => import(/* webpackChunkName: "catalog-home" *\/ './home'));
 */
export function lazyChunk<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Lazy = lazy(load) as unknown as ComponentType<Props>;
  function Chunk(props: Props) {
    useContext(RenderedChunksContext)?.add(name);
    return <Lazy {...props} />;
  }
  Chunk.displayName = `Chunk(${name})`;
  return Chunk;
}
