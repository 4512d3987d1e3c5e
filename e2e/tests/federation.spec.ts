import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import type { BrowserContext } from '@playwright/test';
import { APP_PORTS, serveApp } from '@storefront/shared/server';
import { scrollToFooter } from '../support/footer';

const root = path.resolve(__dirname, '..', '..');
const SHELL_PORT = 3100;
const HELP_PORT = 3104;

/** A second shell server (the same shell build, not rebuilt) whose remotes map sends "help" to
 * a server this test starts and stops at will; the other remotes are the running ones. */
const remotes = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  help: `http://localhost:${HELP_PORT}/mf-manifest.json`,
};

type Server = Awaited<ReturnType<typeof serveApp>>;
let shell: Server;
let help: Server | undefined;
const work = mkdtempSync(path.join(tmpdir(), 'psar-federation-'));

function serveHelp(appDir: string) {
  return serveApp({ appDir, port: HELP_PORT, host: '127.0.0.1' });
}

test.beforeAll(async () => {
  // Rendered in the browser only: Playwright's module loader cannot run the server renderer's
  // ES-module dependencies (server rendering has its own tests, against `pnpm start`).
  shell = await serveApp({
    appDir: path.join(root, 'shell'),
    port: SHELL_PORT,
    host: '127.0.0.1',
    remotes,
    renderPages: false,
  });
});
test.afterAll(async () => {
  await closeVisitors();
  await help?.close();
  await shell.close();
  rmSync(work, { recursive: true, force: true });
});

// Each step is a new visitor (a fresh browser context): a returning browser would rightly keep
// using the remote's files from its HTTP cache for the manifest's 60 seconds.
const visitors: BrowserContext[] = [];
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  visitors.push(context);
  return context.newPage();
}

/** Earlier visitors leave before a server stops: stopping waits for every request a browser still
 * has open on it, and a page left open sometimes kept one there past the test's timeout. */
async function closeVisitors() {
  await Promise.all(visitors.splice(0).map((context) => context.close()));
}

test('a remote that is down shows a Retry fallback inside the page, and Retry works once it is back', async ({
  browser,
}) => {
  const shellUrl = `http://localhost:${SHELL_PORT}`;
  help = await serveHelp(path.join(root, 'mfe-help'));
  const before = await freshPage(browser);
  await before.goto(`${shellUrl}/customer-care`);
  await expect(before.getByTestId('help-groups').getByRole('heading')).toHaveCount(12);

  await closeVisitors();
  await help.close();
  help = undefined;
  const page = await freshPage(browser);
  await page.goto(`${shellUrl}/customer-care`);
  const fallback = page.getByTestId('remote-unavailable-help');
  await expect(fallback).toContainText('This part of the shop is not available right now');
  // Header and footer still work, and so do the other remotes.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect((await scrollToFooter(page)).getByRole('link').first()).toBeVisible();
  await page.getByRole('link', { name: /psar home/i }).click();
  await expect(
    page
      .locator('[data-remote="catalog"] a[href^="/products/"]:not([href="/products/deals-of-the-day"])')
      .first(),
  ).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible();

  help = await serveHelp(path.join(root, 'mfe-help'));
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('help-groups').getByRole('heading')).toHaveCount(12);
});

test('a remote rebuilt and redeployed alone is picked up by the running shell', async ({ browser }) => {
  test.setTimeout(240_000);
  // Two deployments of the help remote: the current build, and a fresh build of it.
  const v1 = path.join(work, 'help-v1');
  const v2 = path.join(work, 'help-v2');
  cpSync(path.join(root, 'mfe-help', 'dist'), path.join(v1, 'dist'), { recursive: true });
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--output-path', path.join(v2, 'dist')], {
    cwd: path.join(root, 'mfe-help'),
    env: { ...process.env, PSAR_BUILD_ID: 'help-redeployed' },
    stdio: 'ignore',
  });

  await help?.close();
  help = await serveHelp(v1);
  const before = await freshPage(browser);
  await before.goto(`http://localhost:${SHELL_PORT}/customer-care`);
  await expect(before.getByTestId('help-groups').getByRole('heading')).toHaveCount(12);
  expect(await before.locator('[data-remote="help"]').getAttribute('data-build')).not.toBe('help-redeployed');

  await closeVisitors();
  await help.close();
  help = await serveHelp(v2);
  const after = await freshPage(browser);
  await after.goto(`http://localhost:${SHELL_PORT}/customer-care`);
  await expect(after.locator('[data-remote="help"]')).toHaveAttribute('data-build', 'help-redeployed');
  await expect(after.getByTestId('help-groups').getByRole('heading')).toHaveCount(12);
});

test('each remote runs standalone on its own port with the shared providers and the real API', async ({
  page,
}) => {
  const pages = [
    { url: 'http://localhost:3001/', check: () => page.locator('a[href^="/products/"]').first() },
    // Anonymous on checkout: its sign-in guard answers inside the remote's own routes.
    {
      url: 'http://localhost:3002/checkout',
      check: () => page.locator('[data-remote="checkout"] [data-testid="not-found"]'),
    },
    { url: 'http://localhost:3003/login', check: () => page.getByLabel(/email or phone/i) },
    {
      url: 'http://localhost:3004/customer-care',
      check: () => page.getByTestId('help-groups').getByRole('heading').first(),
    },
  ];
  for (const { url, check } of pages) {
    await page.goto(url);
    await expect(page.getByTestId('standalone-banner'), url).toBeVisible();
    await expect(check(), url).toBeVisible();
  }
});

test("the shell's index.html preloads exactly the scripts its first render runs", async ({ page }) => {
  // Every script element the page adds (webpack's chunks, the remotes' entries), and whether the
  // header had rendered yet at that moment.
  await page.addInitScript(() => {
    const added: { src: string; beforeFirstRender: boolean }[] = [];
    Object.assign(window, { __addedScripts: added });
    const record = (node: Node) => {
      if (node instanceof HTMLScriptElement && node.src)
        added.push({ src: node.src, beforeFirstRender: !document.querySelector('header') });
    };
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      record(node);
      return appendChild.call(this, node) as T;
    };
  });
  // The home page as the browser renders it: on this test's shell, which does not render pages on
  // the server (server-rendered pages carry no start-up preloads: their HTML paints them).
  await page.goto(`http://localhost:${SHELL_PORT}/`);
  await expect(page.getByRole('searchbox', { name: 'Search Psar' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const added = await page.evaluate(
    () =>
      (window as unknown as { __addedScripts: { src: string; beforeFirstRender: boolean }[] }).__addedScripts,
  );
  const shellOrigin = new URL(page.url()).origin;
  // The shell's copies of MUI components that only remotes import: the catalog's page loads them,
  // in parallel with the shell's first render, but that render does not need them.
  const { providedForRemotes, sharedFiles } = JSON.parse(
    readFileSync(path.join(root, 'shell', 'dist', 'chunk-groups.json'), 'utf8'),
  ) as { providedForRemotes: string[]; sharedFiles: Record<string, string[]> };
  const filesOf = (keys: string[]) => new Set(keys.flatMap((key) => sharedFiles[key] ?? []));
  const shellOwnFiles = filesOf(Object.keys(sharedFiles).filter((key) => !providedForRemotes.includes(key)));
  const forRemotesOnly = [...filesOf(providedForRemotes)].filter((file) => !shellOwnFiles.has(file));
  expect(forRemotesOnly.length).toBeGreaterThan(0);
  expect(preloaded.length).toBeGreaterThan(0);
  // Nothing preloaded goes unused (a wasted download on every visit)…
  expect(preloaded.filter((href) => !added.some((script) => script.src === href))).toEqual([]);
  // …and nothing the shell needed for its first render was left for the browser to discover late.
  expect(
    added
      .filter((script) => script.beforeFirstRender && script.src.startsWith(shellOrigin))
      .map((script) => script.src)
      .filter((src) => !forRemotesOnly.includes(new URL(src).pathname.slice(1)))
      .filter((src) => !preloaded.includes(src)),
  ).toEqual([]);
});

test("the shell's development build (`pnpm dev`) compiles without errors", () => {
  test.setTimeout(120_000);
  const build = spawnSync(
    'pnpm',
    ['exec', 'webpack', '--mode', 'development', '--output-path', path.join(work, 'shell-development')],
    { cwd: path.join(root, 'shell'), encoding: 'utf8' },
  );
  const errors = `${build.stdout}\n${build.stderr}`.split('\n').filter((line) => line.startsWith('ERROR'));
  // webpack exits non-zero on any error, such as two chunks written to one file.
  expect(errors).toEqual([]);
  expect(build.status).toBe(0);
});

test("no app's browser build carries MUI's CSS-variables theme code, which Psar's theme does not use", () => {
  const replaced =
    /@mui\/(material\/styles\/(createThemeWithVars|ThemeProviderWithVars)|system\/cssVars\/createCssVarsProvider)\.mjs$/;
  // What each build put under those modules' names (a replaced module keeps its name in the map).
  const contents = Object.keys(APP_PORTS).flatMap((app) => {
    const dist = path.join(root, app, 'dist');
    return readdirSync(dist)
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => {
        const map = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as {
          sources: string[];
          sourcesContent: string[];
        };
        return map.sources.flatMap((source, index) =>
          replaced.test(source) ? [map.sourcesContent[index] ?? ''] : [],
        );
      });
  });
  expect(contents.length).toBeGreaterThan(0);
  expect(
    contents.filter((content) => !content.includes('shared/build/mui-without-css-variables.mjs')),
  ).toEqual([]);
});
