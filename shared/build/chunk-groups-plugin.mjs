// @ts-check

/** The file every app's production build emits beside its entry (read by the shell's server). */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/**
 * Emits `chunk-groups.json`: the shared modules this app provides, and for each named lazy chunk
 * (`lazyChunk('catalog-home', () => import(/* webpackChunkName: "catalog-home" *\/ …))`) its
 * JavaScript files and the shared modules its code consumes.
 *
 * The shell's server reads it to preload, in a server-rendered page's HTML, the chunks of the pages
 * it rendered: without it the browser asks for them only once the shell, the federation runtime and
 * the remote's `./App` have run and React meets the lazy page, seconds later on a slow phone. A
 * consumed shared module comes from the app that provides it first (`loaded-first`: the shell, for
 * what it provides), so the server adds a remote's own copy only of what the shell does not provide.
 *
 * `providedForRemotes`: the shared modules the app provides only for remotes, which its own code
 * never loads (the shell's MUI components that only remotes import).
 *
 * @typedef {{ files: string[], consumes: string[] }} ChunkGroupFacts
 * @typedef {{
 *   provides: string[],
 *   providedForRemotes: string[],
 *   groups: Record<string, ChunkGroupFacts>,
 *   sharedFiles: Record<string, string[]>,
 * }} ChunkGroups
 */
export class ChunkGroupsPlugin {
  /** @param {{ providedForRemotes?: Iterable<string> }} [options] */
  constructor({ providedForRemotes = [] } = {}) {
    this.providedForRemotes = [...providedForRemotes].sort();
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(ChunkGroupsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: ChunkGroupsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const facts = { ...chunkGroups(compilation), providedForRemotes: this.providedForRemotes };
          compilation.emitAsset(CHUNK_GROUPS_FILE, new sources.RawSource(JSON.stringify(facts, null, 1)));
        },
      );
    });
  }
}

/** @param {import('webpack').Compilation} compilation @returns {Omit<ChunkGroups, 'providedForRemotes'>} */
export function chunkGroups(compilation) {
  const { chunkGraph } = compilation;
  /** @param {Iterable<import('webpack').Chunk>} chunks @param {Set<string>} files */
  const addFiles = (chunks, files) => {
    for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  };
  /** @type {Set<string>} */
  const provides = new Set();
  /**
   * The files of this app's own copy of each shared module: its provider's lazy part, with every
   * chunk split off it (the manifest's list leaves some out).
   * @type {Record<string, string[]>}
   */
  const sharedFiles = {};
  /** @param {string} key @param {import('webpack').Module} module */
  const addBlocks = (key, module) => {
    const files = new Set(sharedFiles[key]);
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) addFiles(group.chunks, files);
    }
    sharedFiles[key] = [...files].sort();
  };
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') {
      // @ts-expect-error: ProvideSharedModule keeps its share key in `_name`.
      const key = /** @type {string} */ (module._name);
      provides.add(key);
      addBlocks(key, module);
    } else if (module.type === 'consume-shared-module') {
      // Its fallback (this app's copy, when no other app provides one) may sit in other chunks.
      // @ts-expect-error: ConsumeSharedModule keeps its share key in `options`.
      addBlocks(/** @type {string} */ (module.options.shareKey), module);
    }
  }
  /** @type {Record<string, ChunkGroupFacts>} */
  const groups = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    // Entry points load by themselves; only the lazy chunks named in the code are of interest.
    if (group.isInitial()) continue;
    /** @type {Set<string>} */
    const files = new Set();
    /** @type {Set<string>} */
    const consumes = new Set();
    addFiles(group.chunks, files);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // @ts-expect-error: ConsumeSharedModule keeps its share key in `options`.
        if (module.type === 'consume-shared-module') consumes.add(module.options.shareKey);
      }
    }
    groups[name] = { files: [...files].sort(), consumes: [...consumes].sort() };
  }
  return { provides: [...provides].sort(), groups, sharedFiles };
}
