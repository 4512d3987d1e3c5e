import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  PageTree,
  answeredQueries,
  api,
  earlyTapsScript,
  headHtml,
  headTags,
  htmlLang,
  i18n,
  KHMER_FACES_ATTRIBUTE,
  type Language,
  makeStore,
  PageHeadContext,
  type PageHeadCollector,
  RenderedChunksContext,
  serverMissesAnswered,
  serverRenderedState,
  type ServerRendered,
} from '@storefront/shared';
import type { i18n as I18n, Resource } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Server only (no bundle to keep small), and the same react-router-dom as @storefront/shared's, so
// its <Routes> find this router.
// eslint-disable-next-line no-restricted-imports -- see above
import { StaticRouter } from 'react-router-dom';
import { ServerRemotesContext } from '../app/remotes/remote-app';
import { SERVER_RENDERED_ID } from '../app/server-rendered-data';
import { routeOwner } from '../app/route-ownership';
import { ShellApp } from '../app/shell-app';
import {
  CHUNK_GROUPS_FILE,
  type HostShared,
  hostChunkFiles,
  lazyChunkFiles,
  remoteServerModules,
} from './remote-server-modules';
import { hasSession, requestLanguage, siteOrigin, type RequestFacts } from './request-facts';
import { khmerFontCss } from './khmer-font-css';
import { pageCache, type RenderedPage } from './page-cache';
import { initServerI18n } from './server-i18n';

/** Renders until no query is left to answer; a page needing more rounds than this has a bug. */
const MAX_PASSES = 4;
/** A page not rendered by then is rendered by the browser (the API is slow or down). */
const RENDER_TIMEOUT_MS = 3_000;
/**
 * A rendered page is handed to other anonymous visitors for this long. Its answers are then at
 * most this much older than the API's own (which caches hot catalog reads for 5 s too), and the
 * browser fetches them anew on the next visit after hydrating (see serverAnswersAged).
 */
const PAGE_CACHE_TTL_MS = 5_000;
/** About 300 pages of 200 KB. */
const PAGE_CACHE_MAX_SIZE = 64 * 1024 * 1024;

export interface PageRendererOptions {
  /** The shell's build (its translations and font files). */
  distDir: string;
  /** The API as the server reaches it. */
  apiUrl: string;
}

async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    // The page is sent whole: every boundary inline, none moved to the end and revealed by script
    // (React outlines large ones by default, for streaming).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A part that fails on the server is rendered by the browser instead (React marks it).
      console.error('Server render:', error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The styles the page's markup uses, in tags the browser's emotion adopts (it skips inserting them
 * again). As @emotion/server does: class rules only if their class is in the markup (a prerender also
 * renders every Suspense fallback), global rules and keyframes always. Each `<Global>`'s rules go in a
 * tag of their own, first, named as the browser's `<Global>` looks for it (`css-global <name>`): in the
 * one tag, every `<Global>` inserted its rules again on hydration, and each insertion restyled the page.
 */
function styleTags(cache: EmotionCache, html: string): string {
  const inMarkup = new Set(
    Array.from(html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g')), (m) => m[1]),
  );
  const globals: string[] = [];
  const used: [string, string][] = [];
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${name}`] !== undefined;
    // A <Global>'s entry is named by its styles and the keyframes they use ("<name> animation-…").
    if (!isClass && !name.startsWith('animation-'))
      globals.push(
        `<style data-emotion="${cache.key}-global ${name.split(' ')[0]}">${escapeStyle(rules)}</style>`,
      );
    else if (!isClass || inMarkup.has(name)) used.push([name, rules]);
  }
  const css = escapeStyle(used.map(([, rules]) => rules).join(''));
  return `${globals.join('')}<style data-emotion="${cache.key} ${used.map(([name]) => name).join(' ')}">${css}</style>`;
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** A file named relative to a remote's manifest, as the browser reaches it (the manifest may be a path). */
function besideManifest(file: string, manifest: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(manifest);
  const url = new URL(file, new URL(manifest, 'http://relative.invalid'));
  return absolute ? url.href : `${url.pathname}${url.search}`;
}

/**
 * The shared modules the shell's build provides and their files (its chunk-groups.json): a remote's
 * lazy chunk uses the shell's copy of those. Unknown (no file), every one counts as provided and
 * none has files: nothing is preloaded for them.
 */
function hostShared(distDir: string): HostShared {
  try {
    const { provides, sharedFiles } = JSON.parse(
      readFileSync(path.join(distDir, CHUNK_GROUPS_FILE), 'utf8'),
    ) as { provides?: string[]; sharedFiles?: Record<string, string[]> };
    if (Array.isArray(provides)) {
      const provided = new Set(provides);
      return { has: (key) => provided.has(key), files: (key) => sharedFiles?.[key] ?? [] };
    }
  } catch {
    // a build without the file
  }
  return { has: () => true, files: () => [] };
}

/** JSON inside a <script>: no `<` can close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The translations the render used, for the browser's first render to use the same. */
function usedResources(instance: I18n, language: string): Resource {
  const used = (instance as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  const namespaces = used?.getUsedNamespaces() ?? [];
  return {
    [language]: Object.fromEntries(
      namespaces.flatMap((namespace) => {
        const bundle = instance.getResourceBundle(language, namespace) as unknown;
        return bundle ? [[namespace, bundle]] : [];
      }),
    ),
  };
}

/**
 * Server rendering of the pages of remotes that ship a server build (the catalog): the shopper
 * sees the page (and Lighthouse its largest paint) from the HTML, before any script has run; the
 * browser then hydrates it from the same state. Pages of a signed-in shopper are theirs alone and
 * are rendered in the browser, as is everything when the render fails or takes too long.
 */
export function createPageRenderer({ distDir, apiUrl }: PageRendererOptions) {
  globalThis.__PSAR_CONFIG__ = { ...globalThis.__PSAR_CONFIG__, apiOrigin: apiUrl };
  const i18nReady = initServerI18n(path.join(distDir, 'locales'));
  const khmerFaces = `<style ${KHMER_FACES_ATTRIBUTE}>${khmerFontCss(distDir)}</style>`;
  const provided = hostShared(distDir);
  const serverModules = remoteServerModules();
  // First in <head>: a tap on the page before its script has run is held and replayed, not lost.
  const earlyTaps = `<script>${earlyTapsScript()}</script>`;

  /** What one page's render depends on: the page cache's key holds the same facts. */
  interface PageToRender {
    url: string;
    template: string;
    /** The route's remote and its server build; none for a path nobody owns (the not-found page). */
    remote?: { owner: string; RemoteApp: ComponentType };
    language: Language;
    /** The site's public origin, for the canonical address and link previews. */
    origin: string;
    /** The remote's start-up files as the browser reaches them (fetched early, see below). */
    preloads: string[];
    /** The files of the remote's lazy chunks the render used, as the browser reaches them. */
    chunkPreloads: (names: Iterable<string>) => string[];
  }
  const cachedPage = pageCache(render, { ttlMs: PAGE_CACHE_TTL_MS, maxSize: PAGE_CACHE_MAX_SIZE });

  /**
   * The whole page for `facts`, built on `template` (the shell's index.html with this browser's
   * remotes map), or undefined. `remotes` are the same builds as the server reaches them; `key`
   * names that map (pages are cached per map: a canary's page is never served to the others).
   */
  return async function renderPage(
    facts: RequestFacts,
    template: string,
    remotes: {
      server: Record<string, string>;
      browser?: Record<string, string>;
      key: string;
      overridden: readonly string[];
    },
  ): Promise<RenderedPage | undefined> {
    const { pathname } = new URL(facts.url, 'http://server');
    const owner = routeOwner(pathname)?.owner;
    if (owner === 'shell' || (owner && remotes.overridden.includes(owner))) return undefined;
    // A path nobody owns is a not-found page, in every browser.
    if (hasSession(facts)) return owner ? undefined : { html: template, status: 404 };
    const loaded = owner ? await serverModules.load(owner, remotes.server[owner]) : undefined;
    const RemoteApp = loaded?.App;
    if (owner && !RemoteApp) return undefined;
    const browserManifest = owner ? remotes.browser?.[owner] : undefined;
    await i18nReady;
    const language = requestLanguage(facts);
    const origin = siteOrigin(facts);
    return cachedPage(`${remotes.key} ${origin} ${language} ${facts.url}`, {
      url: facts.url,
      template,
      remote: owner && RemoteApp ? { owner, RemoteApp } : undefined,
      language,
      origin,
      preloads: browserManifest
        ? (loaded?.startupFiles ?? []).map((file) => besideManifest(file, browserManifest))
        : [],
      chunkPreloads: (names) =>
        browserManifest && loaded
          ? [
              ...lazyChunkFiles(loaded.lazyChunks, names, provided).map((file) =>
                besideManifest(file, browserManifest),
              ),
              // The shell's own files are served from its root; its start-up files are in the
              // template already.
              ...hostChunkFiles(loaded.lazyChunks, names, provided)
                .map((file) => `/${file}`)
                .filter((href) => !template.includes(`href="${href}"`)),
            ]
          : [],
    });
  };

  async function render({ url, template, remote, language, origin, preloads, chunkPreloads }: PageToRender) {
    // initAsync false: the clone is ready at once (the translations are loaded), so rendering with
    // it never waits for i18next's deferred start.
    const pageI18n = i18n.cloneInstance({ lng: language, initAsync: false });
    const store = makeStore(serverRenderedState());
    const serverRemotes = new Map<string, ComponentType>(remote ? [[remote.owner, remote.RemoteApp]] : []);
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>{children}</StaticRouter>
    );
    // One time for every pass, written into the page: the browser hydrates with the same.
    const renderedAt = Date.now();
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const timedOut = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
    );
    timedOut.catch(() => undefined);

    for (let pass = 1; ; pass += 1) {
      // A fresh style cache per pass: the last pass's styles are exactly the page's.
      const cache = createCache({ key: 'css' });
      cache.compat = true;
      // The page's component names the page's head (and a not-found page its status).
      const head: PageHeadCollector = { origin };
      // The lazy chunks (pages) the render used: the browser needs them to hydrate.
      const chunks = new Set<string>();
      const html = await renderToHtml(
        <CacheProvider value={cache}>
          <PageHeadContext.Provider value={head}>
            <RenderedChunksContext.Provider value={chunks}>
              <ServerRemotesContext.Provider value={serverRemotes}>
                <PageTree
                  store={store}
                  i18n={pageI18n}
                  renderTime={renderedAt}
                  router={Router}
                  Root={ShellApp}
                />
              </ServerRemotesContext.Provider>
            </RenderedChunksContext.Provider>
          </PageHeadContext.Provider>
        </CacheProvider>,
        signal,
      );
      // The query hooks asked for their data while rendering; render again once it is in.
      const asked = store.dispatch(api.util.getRunningQueriesThunk());
      if (asked.length > 0 && pass < MAX_PASSES) {
        await Promise.race([Promise.allSettled(asked), timedOut]);
        store.dispatch(serverMissesAnswered(Date.now()));
        continue;
      }
      const rendered: ServerRendered = {
        language,
        renderedAt,
        resources: usedResources(pageI18n, language),
        api: answeredQueries(store.getState().api),
      };
      // The store ends with the request: no poll or cache timer of its queries may outlive it.
      store.dispatch(api.util.resetApiState());
      const headMarkup = head.head
        ? headHtml(headTags(head.head, { origin, pathAndQuery: url, language }))
        : '';
      // Functions, not strings, as replacements: a price such as "$1" is text, not a pattern.
      const page = template
        // The page's own title and description replace the site-wide ones.
        .replace(/<title>[^<]*<\/title>/, (tag) => (head.head ? '' : tag))
        .replace(/<meta name="?description"? content=("[^"]*"|[^\s>]*)\s*\/?>/, (tag) =>
          head.head?.description ? '' : tag,
        )
        // What only a page the browser renders loads at its start (i18n's backend: this page carries
        // its translations) is not preloaded here.
        .replace(/<link [^>]*data-browser-rendered-only[^>]*>/g, '')
        // The scripts that make the page live (the shell's start-up files, then the remote's entry
        // and exposed module) are fetched while the HTML paints, at low priority so its pictures
        // go first: hydration then waits for no chain of requests.
        .replace(/<link rel="?preload"? as="?script"? href=[^>]*>/g, (tag) =>
          tag.replace(/>$/, ' fetchpriority="low">'),
        )
        .replace('</head>', () =>
          [...preloads, ...chunkPreloads(chunks)]
            .map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${encodeURI(href)}">`)
            .join('')
            .concat('</head>'),
        )
        .replace(/<meta charset="?utf-8"?\s*\/?>/i, (tag) => `${tag}${earlyTaps}`)
        .replace(/<html lang=("?)en\1>/, () => `<html lang="${htmlLang(language)}">`)
        .replace(
          '</head>',
          () =>
            `${headMarkup}${language === 'kh' ? khmerFaces : ''}${styleTags(cache, html)}<script type="application/json" id="${SERVER_RENDERED_ID}">${scriptJson(rendered)}</script></head>`,
        )
        .replace(/<div id=("?)root\1><\/div>/, () => `<div id="root">${html}</div>`);
      return { html: page, status: head.head?.status };
    }
  }
}
