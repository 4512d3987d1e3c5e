// `pnpm --filter @storefront/api build`: the API compiled to JavaScript in api/dist/, run with plain
// `node dist/server.js` (no tsx at run time). esbuild bundles our code and @storefront/shared (the
// workspace's TypeScript source) into one file per entry point; npm packages stay external and are
// loaded from api/node_modules at run time (the production install), so native and WASM packages
// (argon2, sharp, PGlite) keep their own files. The files the API reads from disk (migrations, the
// demo's rendered photos) are copied beside the bundle: dist/ runs without src/.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { RUNTIME_FILES } from '../src/lib/runtime-files';

const API_DIR = path.resolve(__dirname, '..');
// `--outdir <dir>` (the build's test): it must be inside api/, where node finds api/node_modules.
const { values: cli } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { outdir: { type: 'string' } },
});
const DIST = path.resolve(cli.outdir ?? path.join(API_DIR, 'dist'));

/** dist/<name>.js ← source. */
const ENTRY_POINTS = {
  server: 'src/server.ts',
  seed: 'src/db/seed/cli.ts',
  'owner-create': 'src/modules/staff/owner-create-cli.ts',
};

/** The workspace's own packages are TypeScript source, which node cannot run: they are bundled. */
const BUNDLED_PACKAGES = /^@storefront\//;

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every bare import stays a `require` of the npm package, except the workspace's packages. */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED_PACKAGES.test(args.path) || builtins.has(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The output folder is emptied first: refuse one that holds anything but an earlier build. */
function clearOutputFolder(): void {
  const inside = path.relative(API_DIR, DIST);
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside))
    throw new Error(`--outdir must be a folder inside ${API_DIR}`);
  if (existsSync(DIST) && readdirSync(DIST).length > 0 && !existsSync(path.join(DIST, 'server.js')))
    throw new Error(`${DIST} holds something other than a build of the API: not emptied`);
  rmSync(DIST, { recursive: true, force: true });
}

async function main(): Promise<void> {
  clearOutputFolder();
  const result = await build({
    absWorkingDir: API_DIR,
    entryPoints: ENTRY_POINTS,
    outdir: DIST,
    bundle: true,
    platform: 'node',
    // package.json's engines: Node 20.19 or later (the images run Node 22).
    target: 'node20',
    // CommonJS, as tsx runs the sources: `__dirname` is the bundle's folder (see lib/runtime-files.ts).
    format: 'cjs',
    define: { __PSAR_API_BUNDLE__: 'true' },
    plugins: [externalNpmPackages],
    // Function and class names as in the sources (logs, stack traces, fastify-plugin's names).
    keepNames: true,
    // Stack traces in the sources' terms with `node --enable-source-maps dist/server.js`.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });

  // What the bundle requires at run time must be installed by a production install of the API.
  const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const required = new Set<string>();
  for (const output of Object.values(result.metafile.outputs))
    for (const imported of output.imports)
      if (imported.external && !builtins.has(imported.path)) required.add(packageName(imported.path));
  const missing = [...required].filter((name) => !manifest.dependencies?.[name]).sort();
  if (missing.length > 0)
    throw new Error(
      `The bundle requires packages that are not dependencies of @storefront/api: ${missing.join(', ')}. ` +
        'Add them to api/package.json "dependencies" (a production install leaves out the rest).',
    );

  for (const [name, { source, bundle }] of Object.entries(RUNTIME_FILES)) {
    const from = path.join(API_DIR, source);
    if (!existsSync(from)) throw new Error(`${name}: ${source} is missing`);
    cpSync(from, path.join(DIST, bundle), { recursive: true, filter: (file) => !file.endsWith('.tmp') });
  }
  // Node reads dist/*.js as CommonJS whatever a package.json above says.
  writeFileSync(path.join(DIST, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);

  const sizes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, output]) => `${path.relative(API_DIR, file)} (${Math.round(output.bytes / 1024)} KB)`);
  console.log(`Built ${sizes.join(', ')}; external packages: ${[...required].sort().join(', ')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
