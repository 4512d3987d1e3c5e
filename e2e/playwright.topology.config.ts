import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';

/**
 * The production-topology test (topology/): it starts its own edge, shell servers, origins,
 * registry, API replicas and PostgreSQL (topology/topology.ts), so there is no webServer here.
 * The browser is the browser tests' one; there is no default site (every URL is the topology's).
 */
export default defineConfig({
  testDir: './topology',
  timeout: 5 * 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { ...browserTests.use, baseURL: undefined },
});
