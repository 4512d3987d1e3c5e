import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');
/** A fresh embedded database for every run, so tests never see an earlier run's data. */
const dataDir = path.join(__dirname, '.tmp', `pglite-${Date.now()}`);

const OWN_SHOPPERS = [
  'accessibility',
  'spec-rows',
  'sessions',
  'federation',
  'order-handling',
  'server-render',
  'first-byte',
].map(spec);
const DEMO_SHOPPER = [
  'help',
  'shell',
  'slice',
  'account-auth',
  'checkout',
  'account-activity',
  'social-sign-in',
  'catalog',
].map(spec);
const SHOP_CLOCK = ['backoffice'].map(spec);

function spec(name: string): string {
  return `**/tests/${name}.spec.ts`;
}

// A new test file must join one group: in none it would silently not run, in two it would run twice.
const grouped = new Set([...OWN_SHOPPERS, ...DEMO_SHOPPER, ...SHOP_CLOCK]);
if (grouped.size !== OWN_SHOPPERS.length + DEMO_SHOPPER.length + SHOP_CLOCK.length)
  throw new Error('a test file is in two groups of playwright.config.ts');
for (const file of readdirSync(path.join(__dirname, 'tests')).filter((name) => name.endsWith('.spec.ts'))) {
  if (!grouped.has(spec(file.slice(0, -'.spec.ts'.length))))
    throw new Error(`e2e/tests/${file} is in no group of playwright.config.ts`);
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two files at a time (the machine's two cores): one from each group below, whose tests cannot
  // disturb each other's. Every test file belongs to exactly one group (checked above).
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    // A trace records every step of every test (DOM snapshots, screencast) to keep the failures':
    // it made the suite about a quarter slower. CI keeps only what it prints, so it records none
    // there; a local run keeps a failure's trace (or pass --trace on).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs up its own shoppers or reads only: the a11y walk, first loads, sessions, a second shell.
    { name: 'own-shoppers', testMatch: OWN_SHOPPERS, workers: 1 },
    // The demo shopper's cart, orders and wallet change here, so these run one at a time (with files
    // that would fit either group, for balance: the two take about as long).
    { name: 'demo-shopper', testMatch: DEMO_SHOPPER, workers: 1 },
    // Moves the API's clock (a deal's start and end), which every other test would see: alone, last.
    { name: 'shop-clock', testMatch: SHOP_CLOCK, dependencies: ['own-shoppers', 'demo-shopper'] },
  ],
  webServer: {
    // The README's start command, against the production builds and the real API.
    command: 'pnpm start',
    cwd: root,
    url: 'http://localhost:3000/api/health',
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    // PSAR_TEST_CLOCK: the back-office test moves the API's clock to a deal's start and end.
    env: { DATA_DIR: dataDir, SEED_PRODUCTS: '120', LOG_LEVEL: 'warn', PSAR_TEST_CLOCK: '1' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
