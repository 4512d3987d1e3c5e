// @ts-check
// One webpack + Module Federation configuration for every front-end app (shell and remotes), so
// the shared singletons, loaders and budgets are set in one place.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ChunkGroupsPlugin } from './chunk-groups-plugin.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';

const require = createRequire(import.meta.url);
const sharedDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sharedPackage = require('../package.json');
/** One React Fast Refresh runtime per page, whichever app's bundle loads first (see the file). */
const PAGE_REFRESH_RUNTIME = path.join(sharedDir, 'build/react-refresh-runtime.cjs');
const remoteContract = require('./remote-contract.json');
const reactRouterDir = path.dirname(
  createRequire(require.resolve('react-router-dom')).resolve('react-router/package.json'),
);
/** Zod's ES module build, which zod-jitless.mjs re-exports (configured for the pages' CSP). */
const ZOD_ESM = path.join(path.dirname(require.resolve('zod/package.json')), 'index.js');
const ZOD_ALIASES = {
  zod$: path.join(sharedDir, 'build/zod-jitless.mjs'),
  'psar-zod-original$': ZOD_ESM,
};
/**
 * MUI's CSS-variables theme builder and providers, which Psar's theme never uses: each is replaced
 * in the browser builds by mui-without-css-variables.mjs (a theme that asks for them fails loudly).
 */
const MUI_CSS_VARIABLES =
  /[\\/]@mui[\\/](material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)|system[\\/]cssVars[\\/]createCssVarsProvider)\.mjs$/;
const MUI_WITHOUT_CSS_VARIABLES = path.join(sharedDir, 'build/mui-without-css-variables.mjs');
const catalogVersion = (/** @type {string} */ name) => {
  const version = sharedPackage.dependencies[name];
  if (!version) throw new Error(`@storefront/shared does not depend on ${name}`);
  return version === 'catalog:' ? require(`${name}/package.json`).version : version;
};

const MUI_CHUNK =
  /[\\/]node_modules[\\/].*(@mui|@emotion|stylis|react-transition-group|clsx|@babel[\\/]runtime|react-is|prop-types|hoist-non-react-statics)[\\/]/;
// (Their tiny *Classes modules stay in: other components import them.)
const MUI_OVERLAYS =
  /[\\/]@mui[\\/]material[\\/](Menu|MenuList|MenuItem|Popover|Modal|Popper|Portal|Backdrop|Fade|Grow|Unstable_TrapFocus|List|ListItemIcon|Divider|Dialog)[\\/](?![a-zA-Z]+Classes\.)/;

// Form fields, drawers and list items: the shell's first paint (the header) uses none of them, so they
// get their own chunk, loaded when a footer, drawer or remote page first needs one.
/** The start-up's libraries besides MUI (React, the store, i18n, the router): one
 * chunk instead of about a dozen. A page inserts a script element per chunk it loads, and on a
 * phone each insert is a millisecond or more of the task that starts federation. i18next's
 * backends are not start-up code (shared/src/i18n/translation-backend.ts loads after it). */
const FRAMEWORK_CHUNK =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-redux|use-sync-external-store|redux|redux-thunk|redux-persist|@reduxjs[\\/]toolkit|immer|reselect|@standard-schema[\\/]utils|i18next|i18next-browser-languagedetector|react-i18next|html-parse-stringify|void-elements|react-router|react-router-dom|cookie|set-cookie-parser|async-mutex)[\\/]/;
const MUI_LATER =
  /[\\/]@mui[\\/]material[\\/](Select|NativeSelect|TextField|OutlinedInput|FilledInput|Input|InputLabel|FormControlLabel|FormHelperText|FormLabel|Checkbox|Fab|Collapse|Slide|Drawer|ListItemButton|ListItemText|ListSubheader|Grid|Stack|ClickAwayListener)[\\/](?![a-zA-Z]+Classes\.)/;

/** @param {string} version @param {Record<string, unknown>} [extra] */
const singleton = (version, extra = {}) => ({ singleton: true, requiredVersion: `^${version}`, ...extra });

/** Everything that must exist once on the page (DESIGN.md §2). MUI is shared by subpath: sharing
 * its root ships the whole library to every first paint. */
export function sharedSingletons() {
  const mui = catalogVersion('@mui/material');
  const react = catalogVersion('react');
  return {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(react),
    'react-dom/client': singleton(react),
    '@reduxjs/toolkit': singleton(catalogVersion('@reduxjs/toolkit')),
    'react-redux': singleton(catalogVersion('react-redux')),
    'redux-persist': singleton(catalogVersion('redux-persist')),
    i18next: singleton(catalogVersion('i18next')),
    'react-i18next': singleton(catalogVersion('react-i18next')),
    notistack: singleton(catalogVersion('notistack')),
    '@emotion/react': singleton(catalogVersion('@emotion/react')),
    '@emotion/styled': singleton(catalogVersion('@emotion/styled')),
    '@mui/material/': singleton(mui),
    // Not direct dependencies under pnpm, so their versions are given explicitly.
    '@mui/system': singleton(mui),
    '@mui/system/': singleton(mui),
    '@mui/styled-engine': singleton(mui),
    '@storefront/shared': singleton(sharedPackage.version, { import: '@storefront/shared' }),
  };
}

/**
 * The `@mui/material/<subpath>` modules the workspace's apps import (tests aside), by app folder
 * (`shell`, `shared`, `mfe-catalog`…).
 * @param {(folder: string) => boolean} include
 */
function muiSubpathsImportedBy(include) {
  const root = path.dirname(sharedDir);
  /** @type {Set<string>} */
  const found = new Set();
  for (const folder of fs.readdirSync(root).filter(include)) {
    const src = path.join(root, folder, 'src');
    if (!fs.existsSync(src)) continue;
    for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const code = fs.readFileSync(path.join(src, file), 'utf8');
      for (const [, subpath] of code.matchAll(/['"]@mui\/material\/(\w+)['"]/g))
        found.add(`@mui/material/${subpath}`);
    }
  }
  return found;
}

/**
 * What the shell provides besides its own imports: every MUI component a remote imports. A remote's
 * page then uses the shell's copy, built on the MUI internals the shell has already loaded, instead
 * of its own copy of the component and of every internal module under it (29 KB compressed on the
 * home page, 38 KB on a search list). They stay out of the shell's start-up chunks: each loads
 * when a remote first asks for it. A component a remote starts to use is the remote's own copy
 * until the shell is built again.
 */
function muiForRemotes() {
  const shellOwn = muiSubpathsImportedBy((folder) => folder === 'shell' || folder === 'shared');
  const all = muiSubpathsImportedBy((folder) => folder.startsWith('mfe-'));
  return new Set([...all].filter((key) => !shellOwn.has(key)));
}

/**
 * The share config that makes an app provide `@mui/material/<subpath>` though its own code does not
 * import it. The federation plugin provides a bare request only once the build meets it, but a
 * module given by its file always: so the file the browser build would resolve (the package's
 * `import` export), with MUI's version (which a file path does not carry).
 * @param {string} dirname the app's folder @param {string} key
 */
function providedForRemotes(dirname, key) {
  const packageFile = createRequire(path.join(dirname, 'package.json')).resolve('@mui/material/package.json');
  const subpath = `./${key.slice('@mui/material/'.length)}`;
  const { exports: entryPoints, version } = require(packageFile);
  const target = entryPoints[subpath]?.import?.default;
  if (!target) throw new Error(`@mui/material exports no ${subpath} for import`);
  return singleton(version, { import: path.join(path.dirname(packageFile), target), version });
}

/** Share key → the version this build provides (what the skew guard compares majors of). */
function singletonVersions() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([key, config]) => [
      key,
      config.requiredVersion.replace(/^\^/, ''),
    ]),
  );
}

/**
 * @param {object} options
 * @param {string} options.dirname        the app's folder
 * @param {string} options.name           federation name (shell, catalog, checkout, account, help)
 * @param {number} options.port           dev server port
 * @param {Record<string, string>} [options.exposes]  remotes only
 * @param {boolean} [options.host]        true for the shell
 * @param {boolean} [options.serverRendered]  a remote whose `./App` the shell's server renders:
 *                                         its production build also emits dist/server/remote.js
 */
export function createAppConfig({ dirname, name, port, exposes = {}, host = false, serverRendered = false }) {
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const buildId = JSON.stringify(process.env.PSAR_BUILD_ID ?? new Date().toISOString());
    const browser = browserConfig({ dirname, name, port, exposes, host, production, buildId });
    const app = exposes['./App'];
    if (!production || !serverRendered || !app) return browser;
    return [browser, serverConfig({ dirname, app, buildId, rules: browser.module?.rules ?? [] })];
  };
}

/** Whether a module request is one of the shared singletons (`'@mui/material/'` covers its subpaths). */
function isSharedSingleton(/** @type {string} */ request) {
  return Object.keys(sharedSingletons()).some((key) =>
    key.endsWith('/') ? request.startsWith(key) : request === key,
  );
}

/**
 * A remote's `./App` for the shell's server: one CommonJS file that takes the shared singletons
 * from the shell's server (as the browser build takes them from the shell's share scope) and
 * bundles everything else. The shell's server fetches it from the remote's origin, so a remote
 * still deploys alone; its public path is set by the shell's server at load time.
 * @param {{ dirname: string, app: string, buildId: string, rules: import('webpack').RuleSetRule[] }} options
 * @returns {import('webpack').Configuration}
 */
function serverConfig({ dirname, app, buildId, rules }) {
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: dirname,
    entry: { remote: [path.join(sharedDir, 'build/server-public-path.cjs'), app] },
    devtool: false,
    output: {
      path: path.join(dirname, 'dist/server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    externals: [
      ({ request }, callback) =>
        request && isSharedSingleton(request) ? callback(undefined, `commonjs ${request}`) : callback(),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    resolveLoader: { modules: [path.join(sharedDir, 'node_modules'), 'node_modules'] },
    // The browser build emits the assets; this one only needs their URLs.
    module: {
      rules: rules.map((rule) =>
        rule && typeof rule === 'object' && rule.type === 'asset/resource'
          ? { ...rule, generator: { emit: false } }
          : rule,
      ),
    },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_ID__: buildId }),
      // Lazy pages are part of the one file: the server has no chunks to fetch.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * React Fast Refresh for `pnpm dev`, also across Module Federation: a remote's component on the
 * shell's page is updated by the remote's own dev server (its bundle carries that server's client,
 * which connects to the remote's origin) and re-rendered by the page's one refresh runtime.
 */
function reactRefreshPlugin() {
  return new ReactRefreshPlugin({
    // Every app's bundle checks the same flag, so only the first one hooks the runtime into React.
    library: 'psar',
    // webpack-dev-server's client shows build and runtime errors already, once for the page
    // however many apps' clients it runs; the plugin's own overlay would be one more per app.
    overlay: false,
    exclude: [/node_modules/, PAGE_REFRESH_RUNTIME],
  });
}

/**
 * @param {{ dirname: string, name: string, port: number, exposes: Record<string, string>, host: boolean, production: boolean, buildId: string }} options
 */
function browserConfig({ dirname, name, port, exposes, host, production, buildId }) {
  const forRemotes = host ? muiForRemotes() : new Set();
  /**
   * Whether a module is in a chunk the shell's own code loads, not only in the chunks of what it
   * provides for remotes (whose groups all start at such a provided module).
   * @param {import('webpack').Module} module @param {import('webpack').ChunkGraph} chunkGraph
   */
  const shellUses = (module, chunkGraph) =>
    [...chunkGraph.getModuleChunksIterable(module)].some(
      (chunk) =>
        ![...chunk.groupsIterable].every((group) =>
          group.origins.every(
            // @ts-expect-error: ProvideSharedModule keeps its share key in `_name`.
            (origin) => origin.module?.type === 'provide-module' && forRemotes.has(origin.module._name),
          ),
        ),
    );
  /** @type {import('webpack').Configuration & { devServer?: Record<string, unknown> }} */
  const config = {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      // dist/server is the server build's (emitted in parallel).
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports only its development build (warnings and checks
      // included); its production build sits beside it.
      alias: production
        ? {
            ...ZOD_ALIASES,
            'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
            'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
          }
        : { ...ZOD_ALIASES, 'react-refresh/runtime$': PAGE_REFRESH_RUNTIME },
    },
    // Loaders are dependencies of @storefront/shared, not of each app.
    resolveLoader: { modules: [path.join(sharedDir, 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: !production },
                },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // Which build of an app is live shows on its root element (data-build), e.g. after a
      // remote is redeployed alone.
      new webpack.DefinePlugin({
        __BUILD_ID__: buildId,
        // The versions this build shares, for the shell's version-skew guard.
        __PSAR_SINGLETONS__: JSON.stringify(singletonVersions()),
      }),
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes,
        // Remotes are registered at run time from remotes.json (see shell/src/app/remotes).
        remotes: {},
        shared: {
          ...sharedSingletons(),
          ...Object.fromEntries([...forRemotes].map((key) => [key, providedForRemotes(dirname, key)])),
        },
        // 'loaded-first': the host renders with what it has instead of first fetching every
        // remote's manifest, so one remote being down never blanks the page (RUNTIME-003).
        shareStrategy: 'loaded-first',
        // The federation runtime ships in the shell's entry and in every remoteEntry.js. These
        // builds only run in browsers (the server renders from its own build), so Node's loaders
        // go; a remote never loads other remotes, so its copy also drops remote loading and the
        // manifest snapshots (the shell's copy does both).
        experiments: {
          optimization: host
            ? { target: 'web' }
            : { target: 'web', disableRemote: true, disableSnapshot: true },
        },
        dts: false,
        // The shell/remote contract's version goes into every remote's manifest, where the shell
        // reads it before running any of the remote's code (shared/src/app/remote-compatibility.ts).
        manifest: host
          ? false
          : {
              fileName: 'mf-manifest.json',
              additionalData: ({ stats }) => {
                stats.metaData = { ...stats.metaData, psarContract: remoteContract.version };
                return stats;
              },
            },
      }),
      new webpack.NormalModuleReplacementPlugin(MUI_CSS_VARIABLES, MUI_WITHOUT_CSS_VARIABLES),
      new HtmlWebpackPlugin({
        // The page as text, not a template to compile: html-webpack-plugin compiles a template in a
        // child compilation, where the federation plugin also runs and emitted chunks of its own
        // (46 unused files, 3.9 MB, in the shell's dist; in development one took the name of a shell
        // MUI chunk and failed the build). The page has no template syntax. (`pnpm dev` reads it
        // once: restart it after editing the page.)
        templateContent: fs.readFileSync(path.join(dirname, 'public/index.html'), 'utf8'),
        inject: 'body',
        scriptLoading: 'defer',
        // Absolute script URLs, so a deep link such as /products/7 finds them. Chunks still use
        // publicPath 'auto', so a remote's chunks come from the remote's own origin.
        publicPath: '/',
      }),
      // i18n's backend: a page the browser renders needs it at once (shared/src/i18n/i18n.ts).
      new StartupPreloadPlugin({ alsoChunks: ['translation-backend'] }),
      new ChunkGroupsPlugin({ providedForRemotes: forRemotes }),
      ...(production ? [] : [reactRefreshPlugin()]),
      new CopyPlugin({
        patterns: [
          // Every app serves the shared namespaces too, so whichever bundle provides
          // @storefront/shared (the shell, or a remote standalone) finds them beside it.
          { from: path.join(sharedDir, 'locales'), to: 'locales' },
          { from: path.join(dirname, 'locales'), to: 'locales', noErrorOnMissing: true },
          {
            from: path.join(dirname, 'public'),
            to: '.',
            globOptions: { ignore: ['**/index.html'] },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...(production
        ? [
            new CompressionPlugin({
              algorithm: 'gzip',
              test: /\.(js|css|html|json|svg)$/,
              threshold: 1024,
            }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|html|json|svg)$/,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      // swc's minifier: about as small as terser's output, in a fraction of the build time.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      ...(host
        ? {
            splitChunks: {
              cacheGroups: {
                // One request for MUI and its helpers instead of dozens (TOOLCHAIN.md).
                mui: {
                  // react-is and prop-types too: otherwise each MUI module's chunk gets its own copy.
                  // MUI's overlay stack (menus, popovers, dialogs) stays out: it is only needed
                  // after a click, and in this chunk it would load with the first paint.
                  // (With MUI's stand-in for its CSS-variables themes, which would otherwise be
                  // copied into a tiny chunk of its own for each MUI component provided to remotes.)
                  test: (module, { chunkGraph }) =>
                    (MUI_CHUNK.test(module.resource ?? '') ||
                      module.resource === MUI_WITHOUT_CSS_VARIABLES) &&
                    !MUI_OVERLAYS.test(module.resource ?? '') &&
                    shellUses(module, chunkGraph),
                  name: 'mui',
                  chunks: 'async',
                  enforce: true,
                  priority: 20,
                },
                framework: {
                  test: (module) => FRAMEWORK_CHUNK.test(module.resource ?? ''),
                  name: 'framework',
                  chunks: 'async',
                  enforce: true,
                  priority: 10,
                },
                muiLater: {
                  test: (module, { chunkGraph }) =>
                    MUI_LATER.test(module.resource ?? '') && shellUses(module, chunkGraph),
                  name: 'mui-later',
                  chunks: 'async',
                  enforce: true,
                  priority: 30,
                },
              },
            },
          }
        : {}),
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:4000' }],
    },
  };
  return config;
}
