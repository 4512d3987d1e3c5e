import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');
/** A fresh embedded database for every run, so tests never see an earlier run's data. */
const dataDir = path.join(__dirname, '.tmp', `pglite-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
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
