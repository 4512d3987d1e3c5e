// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** Marks a preload that only a page the browser renders needs (see `alsoChunks`). */
const BROWSER_RENDERED_ONLY = 'data-browser-rendered-only';

/**
 * Lists, in index.html, every chunk the app needs before its first render, as
 * `<link rel="preload" as="script">` after the entry script.
 *
 * Without it the browser learns about those chunks one step at a time: index.html → main.js →
 * `import('./bootstrap')` → the shared modules' fallbacks (React, MUI, the store …), each step a
 * network round trip. With it, they all download while main.js is still arriving.
 *
 * "Needed before the first render" is: the chunks of the entry module's own dynamic import (the
 * bootstrap), plus, for every shared module those chunks consume, the chunks of the version the
 * app itself provides (the first app on the page provides the share scope's versions,
 * `shareStrategy: 'loaded-first'`), recursively.
 */
export class StartupPreloadPlugin {
  /**
   * @param {{ alsoChunks?: string[] }} [options] named chunks a page the browser renders also loads
   *   at its start, from a dynamic import inside the start-up's code (which this plugin does not
   *   follow: most of those are loaded later).
   */
  constructor({ alsoChunks = [] } = {}) {
    this.alsoChunks = alsoChunks;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(StartupPreloadPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        StartupPreloadPlugin.name,
        (data) => {
          const publicPath = data.publicPath;
          const files = startupFiles(compilation);
          const browserRenderedOnly = this.alsoChunks
            .flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])])
            .filter((file) => file.endsWith('.js') && !files.includes(file));
          /** @param {string} file @param {Record<string, boolean>} [attributes] */
          const preload = (file, attributes = {}) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
              ...attributes,
            });
          // The shell's server drops the marked ones from the pages it renders (render-page.tsx).
          const preloads = [
            ...files.map((file) => preload(file)),
            ...browserRenderedOnly.map((file) => preload(file, { [BROWSER_RENDERED_ONLY]: true })),
          ];
          // The entry script first (it is deferred, so the head is as good as the body), then the
          // preloads, so main.js is never queued behind its own chunks.
          data.headTags.push(...data.bodyTags.filter((tag) => tag.tagName === 'script'), ...preloads);
          data.bodyTags = data.bodyTags.filter((tag) => tag.tagName !== 'script');
          return data;
        },
      );
    });
  }
}

/** @param {import('webpack').Compilation} compilation @returns {string[]} */
export function startupFiles(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const entrypoint = compilation.entrypoints.get('main');
  if (!entrypoint) return [];
  const initial = new Set(entrypoint.chunks);
  /** Share key → the app's own provider of it (a module whose async block holds the code). */
  const providers = new Map();
  for (const module of compilation.modules) {
    // @ts-expect-error: ProvideSharedModule keeps its share key in `_name`.
    if (module.type === 'provide-module') providers.set(module._name, module);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @type {Set<import('webpack').AsyncDependenciesBlock>} */
  const seenBlocks = new Set();

  /** @param {import('webpack').AsyncDependenciesBlock} block */
  const visitBlock = (block) => {
    if (seenBlocks.has(block)) return;
    seenBlocks.add(block);
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group) return;
    for (const chunk of group.chunks) {
      if (chunks.has(chunk) || initial.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        // @ts-expect-error: ConsumeSharedModule keeps its share key in `options`.
        const provider = providers.get(module.options.shareKey);
        (provider ?? module).blocks.forEach(visitBlock);
      }
    }
  };

  const entryModule = [...chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())].find(
    // (A concatenated entry module, e.g. index.ts with a static import, has no issuer: undefined.)
    (module) => !moduleGraph.getIssuer(module) && module.blocks.length > 0,
  );
  entryModule?.blocks.forEach(visitBlock);

  const files = new Set();
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}
