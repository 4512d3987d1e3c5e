/**
 * Manual check of React Fast Refresh in `pnpm dev`, across Module Federation (not a Playwright
 * spec: it edits source files, so it never runs with the suite).
 *
 *   cd e2e && npx tsx tests/dev-refresh.manual.ts
 *
 * Uses a running `pnpm dev` (shell on :3000, remotes on :3001–3005, API on :4000) or starts one and
 * stops it afterwards. On http://localhost:3000/products it types into two fields that no edit
 * touches (the shell's header search, the catalog's price range), then edits a visible text in a
 * catalog component and in a shell component, and checks that each new text shows up on the same
 * page (no reload) with both typed values kept. The edited files are restored, byte for byte,
 * however the check ends.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page, chromium } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const SHELL = 'http://localhost:3000';
/** What `pnpm dev` serves once every app has compiled and the API is listening. */
const DEV_ENDPOINTS = [
  `${SHELL}/`,
  ...[3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}/mf-manifest.json`),
  'http://localhost:4000/api/health',
];
const STARTUP_LIMIT_MS = 10 * 60_000;
const REFRESH_LIMIT_MS = 120_000;

/** A visible text to change: `anchor` occurs once in `file` and the probe text goes right after it. */
interface SourceEdit {
  label: string;
  file: string;
  anchor: string;
  /** Where the text shows on the page. */
  selector: string;
}

const EDITS: SourceEdit[] = [
  {
    label: 'mfe-catalog component (PriceTag)',
    file: 'mfe-catalog/src/components/products/price-tag.tsx',
    anchor: '{formatUsd(pricing.final)}',
    selector: '[data-testid="price"]',
  },
  {
    label: 'shell component (UtilityBar)',
    file: 'shell/src/features/header/utility-bar.tsx',
    anchor: "{t('menus.feedback')}",
    selector: 'nav',
  },
];

const SEARCH_TEXT = 'rice cooker';
const MIN_PRICE_TEXT = '12';

async function isUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function allUp(): Promise<boolean> {
  const answers = await Promise.all(DEV_ENDPOINTS.map(isUp));
  return answers.every(Boolean);
}

/** Waits for every app and the API (one of them may be restarting after a change elsewhere). */
async function waitForDev(startedAt: number, dev?: ChildProcess): Promise<void> {
  while (!(await allUp())) {
    if (dev && dev.exitCode !== null) throw new Error(`pnpm dev exited with ${dev.exitCode}`);
    if (Date.now() - startedAt > STARTUP_LIMIT_MS) throw new Error('pnpm dev did not come up');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Starts `pnpm dev` in its own process group (so it can be stopped whole) and waits for it. */
async function startDev(): Promise<ChildProcess> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'psar-dev-refresh-')), 'pglite');
  const startedAt = Date.now();
  const dev = spawn('pnpm', ['dev'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  await waitForDev(startedAt, dev);
  console.log(`pnpm dev came up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return dev;
}

function stopDev(dev: ChildProcess): void {
  if (dev.pid !== undefined && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
}

/** Applies one edit and returns what undoes it (the file's original bytes written back). */
function applyEdit(edit: SourceEdit, probe: string): () => void {
  const file = path.join(root, edit.file);
  const original = readFileSync(file);
  const source = original.toString('utf8');
  assert.equal(source.split(edit.anchor).length, 2, `${edit.file}: the anchor must occur exactly once`);
  writeFileSync(file, source.replace(edit.anchor, `${edit.anchor}{' ${probe}'}`));
  return () => {
    writeFileSync(file, original);
    assert.ok(readFileSync(file).equals(original), `${edit.file} was not restored`);
  };
}

async function typedValues(page: Page): Promise<{ search: string; minPrice: string }> {
  return {
    search: await page.locator('header input[type="search"]').inputValue(),
    minPrice: await page.getByLabel('Min ($)').inputValue(),
  };
}

/** Opens the product list; a load that met the API restarting (tsx watch) is tried again. */
async function openProducts(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${SHELL}/products`);
    try {
      await page.locator('[data-testid="price"]').first().waitFor({ timeout: 60_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.log('the product list did not show; loading it again');
    }
  }
}

async function main(): Promise<void> {
  // A shell answering means `pnpm dev` runs already (its other parts may still be compiling).
  const dev = (await isUp(`${SHELL}/`)) ? undefined : await startDev();
  if (!dev) await waitForDev(Date.now());
  const restores: (() => void)[] = [];
  const restoreAll = () => {
    for (const restore of restores.splice(0).reverse()) restore();
  };
  process.once('SIGINT', () => {
    restoreAll();
    process.exit(130);
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    let documentLoads = 0;
    page.on('load', () => documentLoads++);
    page.on('console', (message) => {
      if (/\[(HMR|webpack-dev-server|webpack-dev-middleware)\]|refresh/i.test(message.text())) {
        console.log(`  browser: ${message.text().split('\n')[0]}`);
      }
    });

    await openProducts(page);
    await page.locator('header input[type="search"]').fill(SEARCH_TEXT);
    await page.getByLabel('Min ($)').fill(MIN_PRICE_TEXT);
    await page.evaluate(() => Object.assign(window, { __marker: 1 }));
    const loadsBefore = documentLoads;

    for (const edit of EDITS) {
      const probe = `refresh-probe-${Date.now()}`;
      const startedAt = Date.now();
      restores.push(applyEdit(edit, probe));
      await page
        .locator(edit.selector)
        .filter({ hasText: probe })
        .first()
        .waitFor({ timeout: REFRESH_LIMIT_MS });
      console.log(
        `${edit.label}: new text on the page after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      );
      assert.equal(await page.evaluate(() => (window as { __marker?: number }).__marker), 1, 'page reloaded');
      assert.equal(documentLoads, loadsBefore, 'page reloaded');
      assert.deepEqual(await typedValues(page), { search: SEARCH_TEXT, minPrice: MIN_PRICE_TEXT });
    }

    // Undone, the texts go away the same way (still no reload).
    restoreAll();
    for (const edit of EDITS) {
      await page
        .locator(edit.selector)
        .filter({ hasText: 'refresh-probe-' })
        .first()
        .waitFor({ state: 'detached', timeout: REFRESH_LIMIT_MS });
    }
    assert.equal(await page.evaluate(() => (window as { __marker?: number }).__marker), 1, 'page reloaded');
    assert.deepEqual(await typedValues(page), { search: SEARCH_TEXT, minPrice: MIN_PRICE_TEXT });
    console.log('OK: both edits refreshed in place; no reload; typed values kept; files restored');
  } finally {
    restoreAll();
    await browser.close();
    if (dev) stopDev(dev);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
