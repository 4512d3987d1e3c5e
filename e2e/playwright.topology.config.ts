import { defineConfig } from '@playwright/test';

/**
 * The production-topology test (topology/): it starts its own edge, shell servers, origins,
 * registry, API replicas and PostgreSQL (topology/topology.ts), so there is no webServer here.
 */
export default defineConfig({
  testDir: './topology',
  timeout: 5 * 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
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
});
